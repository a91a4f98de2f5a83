/** The booking form keeps what was entered in the tab, and knows the patient's own booking (issue 20). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { readDraft } from '../../lib/sessionDraft'
import { renderWithProviders } from '../../test/render'
import { BookingForm } from './BookingForm'
import { forgetUploadRules } from './useUploadRules'
import { LocationProbe, doctor, json, routeFetch, signInPatient, slotsAnswer } from './testKit'

const A = '2026-12-01T06:00:00.000Z' // 09:00 Istanbul
const B = '2026-12-01T06:30:00.000Z'
const PDF = () => new File(['%PDF-1.4\n%%EOF\n'], 'blood-test.pdf', { type: 'application/pdf', lastModified: 1 })
const DRAFT = 'draft:booking:12:4'

const renderForm = (lang: 'en' | 'ar' = 'en', requestedSlot: string | null = null) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/patient-details" element={<BookingForm doctor={doctor()} requestedSlot={requestedSlot} />} />
      <Route path="/:lang/medical-success" element={<LocationProbe />} />
    </Routes>,
    { lang, path: `/${lang}/patient-details?doctor=dr-elif-sahin` },
  )

const attach = async (file: File) => {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } })
  await within(await screen.findByTestId('files-attached')).findByText(file.name)
}

const agree = async () => {
  const box = screen.getByRole('checkbox')
  fireEvent.click(box)
  await waitFor(() => expect(box.closest('label')).toHaveAttribute('data-state', 'checked'))
}

/** Fills the form: the 09:00 time, notes, one file and consent. */
const fillIn = async (notes = 'Blurred vision since May') => {
  fireEvent.click(await screen.findByRole('button', { name: /^09:00 (Istanbul time|بتوقيت إسطنبول)/ }))
  fireEvent.change(screen.getByRole('textbox'), { target: { value: notes } })
  await attach(PDF())
  await agree()
}

describe('BookingForm drafts', () => {
  jest.setTimeout(30_000)
  beforeEach(() => signInPatient())
  afterEach(() => {
    forgetUploadRules()
    jest.restoreAllMocks()
  })

  it('keeps the time, notes and consent over a reload, and asks to re-attach the files', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A, B]) : undefined))
    const first = await renderForm()
    await fillIn()
    await waitFor(() =>
      expect(readDraft(DRAFT)).toMatchObject({
        slot: A,
        notes: 'Blurred vision since May',
        consent: true,
        files: [{ name: 'blood-test.pdf', size: PDF().size }],
      }),
    )
    first.unmount() // the reload

    await renderForm()
    expect(screen.getByLabelText('Notes for the doctor')).toHaveValue('Blurred vision since May')
    expect(await screen.findByRole('button', { name: /^09:00 Istanbul time/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('checkbox')).toBeChecked()
    const reattach = screen.getByTestId('files-reattach')
    expect(reattach).toHaveTextContent('Re-attach these files:')
    expect(within(reattach).getByTestId('reattach-name')).toHaveTextContent(`blood-test.pdf (${PDF().size} byte)`)
    expect(screen.queryByTestId('files-attached')).toBeNull()

    // Choosing it again settles it; another reload would still know the file.
    await attach(PDF())
    expect(screen.queryByTestId('files-reattach')).toBeNull()
    expect(readDraft(DRAFT)).toMatchObject({ files: [{ name: 'blood-test.pdf' }] })
  })

  it('lets the patient go on without the files, and speaks Arabic', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A, B]) : undefined))
    const first = await renderForm('ar')
    await fillIn('ألم في العين')
    first.unmount()

    await renderForm('ar')
    expect(screen.getByRole('textbox')).toHaveValue('ألم في العين')
    const reattach = screen.getByTestId('files-reattach')
    expect(reattach).toHaveTextContent('أعد إرفاق هذه الملفات:')
    fireEvent.click(within(reattach).getByRole('button', { name: 'المتابعة من دونها' }))
    expect(screen.queryByTestId('files-reattach')).toBeNull()
    await waitFor(() => expect(readDraft(DRAFT)).toMatchObject({ files: [] }))
  })

  it('keeps the draft when the session expires on sending, for after the login', async () => {
    routeFetch((url, _body, method) => {
      if (url.includes('/slots')) return slotsAnswer([A, B])
      if (method === 'GET') return undefined
      return json(401, { message: 'UNAUTHORIZED' })
    })
    await renderForm()
    fireEvent.click(await screen.findByRole('button', { name: /^09:00 Istanbul time/ }))
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Knee pain' } })
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }))
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull())
    expect(readDraft(DRAFT)).toMatchObject({ slot: A, notes: 'Knee pain' })
  })

  it("forgets the draft once booked, and after Back calls the time the patient's own, not taken", async () => {
    routeFetch((url, _body, method) => {
      if (url.includes('/slots')) return slotsAnswer([A, B])
      if (method === 'POST')
        return json(201, { message: 'APPOINTMENT_BOOKED', content: { id: 77, appointmentDate: A, status: 'PENDING' } })
    })
    // Opened from the profile with the time A (?slot=A).
    const booking = await renderForm('en', A)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^09:00 Istanbul time/ })).toHaveAttribute('aria-pressed', 'true'),
    )
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Knee pain' } })
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/medical-success')
    expect(readDraft(DRAFT)).toBeNull()

    // Back: the same address (?slot=A), and A is no longer among the free times.
    booking.unmount()
    jest.restoreAllMocks()
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([B]) : undefined))
    await renderForm('en', A)
    const own = await screen.findByTestId('own-booking')
    expect(own).toHaveTextContent('You have booked this time (booking number 77).')
    expect(within(own).getByRole('link', { name: 'See My appointments' })).toHaveAttribute(
      'href',
      '/en/account-appointments',
    )
    expect(screen.queryByTestId('slot-gone')).toBeNull()
    expect(screen.getByLabelText('Notes for the doctor')).toHaveValue('')
  })

  it('still says a time is gone when someone else took it', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([B]) : undefined))
    await renderForm('en', A)
    expect(await screen.findByTestId('slot-gone')).toHaveTextContent('no longer free')
    expect(screen.queryByTestId('own-booking')).toBeNull()
  })
})
