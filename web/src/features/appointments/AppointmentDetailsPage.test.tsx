import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import type { Appointment } from './api/appointment'
import { LocationProbe, appointmentFixture, jsonResponse, mockApi, probed, withApollo } from './testing'
import AppointmentDetailsPage from './AppointmentDetailsPage'

configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

const appointment = appointmentFixture({
  patientTimeZone: 'Asia/Baku',
  notes: 'Knee pain since May',
  attachments: [
    { id: 31, fileName: 'blood-test.pdf', mimeType: 'application/pdf', size: 2048, url: '/api/v1/attachment/31' },
    { id: 32, fileName: 'x-ray.png', mimeType: 'image/png', size: 3 * 1024 * 1024, url: '/api/v1/attachment/32' },
  ],
  travelPreferences: {
    isFlightSelected: true,
    flight_AdultTravellers: 2,
    flight_InfantTravellers: 0,
    flight_Class: 'business',
    isAccommodationSelected: false,
    isTranslationSelected: true,
    translation_LangFrom: 'ar',
    preferenceQuestions: ['q4'],
    submittedAt: '2026-11-22T08:00:00.000Z',
  },
})

const file = (name: string, type: string, body: string) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  })

const renderDetails = (search = '?id=7', lang: 'en' | 'ar' = 'en') => {
  window.localStorage.setItem('user', JSON.stringify({ id: 3, accessToken: 'token' }))
  return renderWithProviders(
    withApollo(
      <Routes>
        <Route path="/:lang/account-appointment-details" element={<AppointmentDetailsPage />} />
        <Route path="/:lang/services-survey" element={<LocationProbe />} />
      </Routes>,
      lang,
    ),
    { lang, path: `/${lang}/account-appointment-details${search}` },
  )
}

/** Captures what the page saves through a temporary link (jsdom cannot download). */
const captureSaves = () => {
  const saved: string[] = []
  URL.createObjectURL = jest.fn(() => 'blob:test')
  URL.revokeObjectURL = jest.fn()
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  return saved
}

afterEach(() => jest.restoreAllMocks())

describe('account appointment details', () => {
  it('shows the doctor, both clocks, status, notes, files and the travel preferences', async () => {
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointment }) })
    await renderDetails()
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment #7' })).toBeInTheDocument()
    const facts = screen.getByTestId('appointment-facts')
    expect(facts).toHaveTextContent('Op. Dr. Burak Kaya')
    expect(screen.getByTestId('time-istanbul')).toHaveTextContent('Monday 30 November 2026, 08:30')
    // Baku is an hour ahead of Istanbul.
    expect(screen.getByTestId('time-patient')).toHaveTextContent('Monday 30 November 2026, 09:30')
    expect(facts).toHaveTextContent('Pending confirmation')
    expect(facts).toHaveTextContent('Knee pain since May')
    const files = screen.getByTestId('attachments')
    expect(files).toHaveTextContent('blood-test.pdf')
    expect(files).toHaveTextContent('PDF · 2.0 KB')
    expect(files).toHaveTextContent('PNG · 3.0 MB')
    const travel = screen.getByTestId('appointment-travel')
    expect(within(travel).getByRole('heading', { name: 'Flight' })).toBeInTheDocument()
    expect(travel).toHaveTextContent('Travel classBusiness')
    expect(travel).toHaveTextContent('Language to translate fromArabic')
    expect(await within(travel).findByText('History first')).toBeInTheDocument()
    fireEvent.click(within(travel).getByRole('link', { name: 'Edit travel preferences' }))
    const { path, search, state } = probed((await screen.findByTestId('probe')).textContent)
    expect({ path, search, state }).toEqual({
      path: '/en/services-survey',
      search: '?appointment=7',
      state: { appointmentId: 7 },
    })
  })

  it('downloads the PDFs, the calendar file and attachments from the right addresses', async () => {
    const { calls } = mockApi({
      'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointment }),
      'GET /api/v1/appointment/export/details/7': () =>
        file('appointment-7-details.pdf', 'application/pdf', '%PDF-1.7'),
      'GET /api/v1/appointment/export/travel-preferences/7': () =>
        file('appointment-7-travel-preferences.pdf', 'application/pdf', '%PDF-1.7'),
      'GET /api/v1/appointment/export/ics/7': () => file('appointment-7.ics', 'text/calendar', 'BEGIN:VCALENDAR'),
      'GET /api/v1/attachment/32': () => file('x-ray.png', 'image/png', 'png'),
    })
    const saved = captureSaves()
    await renderDetails()
    const buttons = ['Appointment details (PDF)', 'Travel preferences (PDF)', 'Add to calendar (.ics)']
    for (const name of buttons) {
      fireEvent.click(await screen.findByRole('button', { name }))
      await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('data-loading'))
    }
    fireEvent.click(screen.getByRole('button', { name: 'Download x-ray.png' }))
    await waitFor(() => expect(saved).toHaveLength(4))
    expect(saved).toEqual([
      'appointment-7-details.pdf',
      'appointment-7-travel-preferences.pdf',
      'appointment-7.ics',
      'x-ray.png',
    ])
    expect(calls.filter((c) => c.url !== '/api/v1/appointment/7').map((c) => c.url)).toEqual([
      '/api/v1/appointment/export/details/7',
      '/api/v1/appointment/export/travel-preferences/7',
      '/api/v1/appointment/export/ics/7',
      '/api/v1/attachment/32',
    ])
  })

  it('shows a spinner on the clicked button and a failed download in words', async () => {
    let release: (r: Response) => void = () => undefined
    mockApi({
      'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointment }),
      'GET /api/v1/appointment/export/details/7': () => new Promise<Response>((resolve) => (release = resolve)),
      'GET /api/v1/appointment/export/ics/7': () =>
        jsonResponse(400, { message: 'VALIDATION_FAILED', errors: [{ field: 'path.id', defaultMessage: 'Bad id.' }] }),
    })
    captureSaves()
    await renderDetails()
    fireEvent.click(await screen.findByRole('button', { name: 'Appointment details (PDF)' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Appointment details (PDF)' })).toHaveAttribute('data-loading'),
    )
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeDisabled()
    release(jsonResponse(404, { message: 'NOT_FOUND' }))
    expect(await screen.findByText('We could not find what you asked for.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }))
    expect(await screen.findByText('Bad id.')).toBeInTheDocument()
  })

  it('shows the reason staff gave with the status, in the page’s language', async () => {
    const reason = 'الطبيب في مؤتمر ذلك الأسبوع.'
    mockApi({
      'GET /api/v1/appointment/7': () =>
        jsonResponse(200, {
          content: { ...appointment, status: 'CANCELLED', statusReason: reason, allowedTransitions: [] },
        }),
    })
    await renderDetails('?id=7', 'ar')
    const shown = await screen.findByTestId('status-reason')
    expect(shown).toHaveTextContent(reason)
    expect(within(screen.getByTestId('appointment-facts')).getByText('السبب')).toBeInTheDocument()
  })

  it('shows no reason when there is none', async () => {
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointment }) })
    await renderDetails()
    await screen.findByTestId('appointment-facts')
    expect(screen.queryByTestId('status-reason')).toBeNull()
  })

  describe('changing the time', () => {
    const DAY = 86_400_000
    const at = (ms: number) => new Date(Math.floor(ms / 1_800_000) * 1_800_000).toISOString()
    const soon = { ...appointment, appointmentDate: at(Date.now() + 5 * DAY), status: 'CONFIRMED' as const }

    it('moves the appointment to a free time of the same doctor chosen in a dialog', async () => {
      const target = at(Date.now() + 6 * DAY)
      const moved = { ...soon, appointmentDate: target, status: 'PENDING' as const, rescheduleCount: 1 }
      const { calls } = mockApi({
        'GET /api/v1/appointment/7': () => jsonResponse(200, { content: soon }),
        'GET /api/v1/doctor/2/slots': () =>
          jsonResponse(200, { content: { doctorId: 2, slotMinutes: 30, slots: [{ start: target }] } }),
        'POST /api/v1/appointment/7/reschedule': () =>
          jsonResponse(200, { message: 'APPOINTMENT_RESCHEDULED', content: moved }),
      })
      await renderDetails()
      fireEvent.click(await screen.findByRole('button', { name: 'Change time' }))
      const dialog = await screen.findByRole('dialog')
      expect(dialog).toHaveTextContent('A new time for appointment #7')
      expect(dialog).toHaveTextContent('our team will confirm the new time')
      // Nothing is sent before a time is chosen.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move my appointment' }))
      expect(await within(dialog).findByText('Choose a new time first.')).toBeInTheDocument()
      expect(calls.some((c) => c.method === 'POST')).toBe(false)

      const times = await within(dialog).findByTestId('slot-times')
      fireEvent.click(within(times).getAllByRole('button')[0]!)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move my appointment' }))
      expect(
        await screen.findByText(
          'Your appointment was moved. Our team will confirm the new time and let you know by e-mail.',
        ),
      ).toBeInTheDocument()
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/v1/appointment/7/reschedule',
        body: { appointmentDate: target },
      })
      expect(calls.find((c) => c.url.startsWith('/api/v1/doctor/2/slots'))?.url).toMatch(/[?&]tz=Asia%2F/)
    })

    it('says, in Arabic too, why the time can no longer be changed online', async () => {
      const tooLate = { ...soon, appointmentDate: at(Date.now() + 3 * 3_600_000) }
      mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: tooLate }) })
      await renderDetails('?id=7', 'ar')
      expect(await screen.findByTestId('reschedule-blocked')).toHaveTextContent('حتى 24 ساعة قبل بدايته')
      expect(screen.queryByRole('button', { name: 'تغيير الموعد' })).toBeNull()
    })

    it('says so when the appointment was moved too often', async () => {
      mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: { ...soon, rescheduleCount: 3 } }) })
      await renderDetails()
      expect(await screen.findByTestId('reschedule-blocked')).toHaveTextContent('moved 3 times already')
      expect(screen.queryByRole('button', { name: 'Change time' })).toBeNull()
    })
  })

  it('cancels after confirmation and shows the new status', async () => {
    const cancelled: Appointment = { ...appointment, status: 'CANCELLED', allowedTransitions: [] }
    const { calls } = mockApi({
      'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointment }),
      'PUT /api/v1/appointment/7': () => jsonResponse(200, { message: 'APPOINTMENT_UPDATED', content: cancelled }),
    })
    await renderDetails()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Cancel appointment #7?')
    // Keeping it changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the appointment' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('Your appointment was cancelled.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/v1/appointment/7',
      body: { status: 'CANCELLED' },
    })
    expect(within(screen.getByTestId('appointment-facts')).getByText('Cancelled')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit travel preferences' })).toBeNull()
  })

  it('keeps the dialog open with the reason when cancelling fails', async () => {
    mockApi({
      'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointment }),
      'PUT /api/v1/appointment/7': () => jsonResponse(422, { message: 'INVALID_TRANSITION' }),
    })
    await renderDetails('?id=7', 'ar')
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء الموعد' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، ألغِه' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(await within(dialog).findByText('تعذّر إلغاء الموعد.')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveAttribute('data-status', 'error')
  })

  it('offers adding preferences when there are none, and nothing to change on a closed appointment', async () => {
    let answer = appointmentFixture({ travelPreferences: null })
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: answer }) })
    const first = await renderDetails()
    const travel = await screen.findByTestId('appointment-travel')
    expect(travel).toHaveTextContent('You have not added travel preferences to this appointment yet.')
    expect(within(travel).getByRole('link', { name: 'Add travel preferences' })).toHaveAttribute(
      'href',
      '/en/services-survey?appointment=7',
    )
    expect(screen.getByText('No files were attached to this appointment.')).toBeInTheDocument()
    first.unmount()

    answer = appointmentFixture({ status: 'COMPLETED', allowedTransitions: [] })
    await renderDetails()
    expect(
      await screen.findByText('Completed', { selector: '[data-testid="appointment-facts"] *' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /travel preferences/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull()
  })

  it('says when the appointment does not exist, with the way back to the list', async () => {
    mockApi({})
    await renderDetails('?id=99')
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to my appointments' })).toHaveAttribute(
      'href',
      '/en/account-appointments',
    )
  })

  it('treats a missing or malformed id as not found without asking the server', async () => {
    const { spy } = mockApi({})
    await renderDetails('?id=abc')
    expect(await screen.findByRole('heading', { name: 'Appointment not found' })).toBeInTheDocument()
    expect(spy).not.toHaveBeenCalled()
  })
})
