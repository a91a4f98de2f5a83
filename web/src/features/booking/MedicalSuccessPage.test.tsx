import { fireEvent, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { Route, Routes, useNavigate } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import MedicalSuccessPage, { successStateOf } from './MedicalSuccessPage'
import { LocationProbe, signInPatient } from './testKit'

const STATE = {
  appointmentId: 4321,
  // 23:30 UTC on 30 November is 02:30 on 1 December in Istanbul.
  values: { appointmentDate: '2026-11-30T23:30:00.000Z', doctorData: { doc_name: 'Prof. Dr. Elif Şahin' } },
}

/** Arrives at medical-success the way the booking form does: navigate with state. */
function Booked({ state }: { state: unknown }) {
  const navigate = useNavigate()
  useEffect(() => {
    navigate('/en/medical-success', { state })
  }, [navigate, state])
  return null
}

const renderAt = (lang: 'en' | 'ar', state: unknown) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/start" element={<Booked state={state} />} />
      <Route path="/:lang/medical-success" element={<MedicalSuccessPage />} />
      <Route path="/:lang/services-survey" element={<LocationProbe />} />
    </Routes>,
    { lang, path: `/${lang}/start` },
  )

describe('medical-success', () => {
  jest.setTimeout(30_000)

  it('confirms the booking: doctor, dd/MM/yyyy in Istanbul, booking number', async () => {
    await renderAt('en', STATE)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveAttribute('data-status', 'success')
    expect(alert).toHaveTextContent('Appointment booked Successfully!')
    expect(alert).toHaveTextContent('Prof. Dr. Elif Şahin')
    expect(alert).toHaveTextContent('01/12/2026')
    expect(alert).toHaveTextContent('Booking Number: 4321')
    expect(screen.getByText('You may also like to enjoy our extra services...')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Maybe later, take me home for now' })).toHaveAttribute('href', '/en/')
  })

  it("'Sure! Show Me!' opens services-survey with the appointment id (state and URL)", async () => {
    await renderAt('en', STATE)
    fireEvent.click(await screen.findByRole('button', { name: 'Sure! Show Me!' }))
    const location = await screen.findByTestId('location')
    expect(location).toHaveTextContent('/en/services-survey?appointment=4321')
    expect(JSON.parse(location.dataset.state!)).toEqual({ appointmentId: 4321 })
  })

  it('speaks Arabic', async () => {
    await renderAt('ar', STATE)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('تم حجز الموعد بنجاح!')
    expect(alert).toHaveTextContent('رقم الحجز: 4321')
    expect(alert).toHaveTextContent('01/12/2026')
    expect(screen.getByRole('button', { name: 'بالتأكيد! أرني!' })).toBeInTheDocument()
  })

  it('says the appointment is booked and waits for the clinic, never that it is confirmed', async () => {
    await renderAt('en', STATE)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent("Booked, awaiting the clinic's confirmation")
    expect(heading).not.toHaveTextContent(/confirmed/i)
    expect(screen.getByTestId('booking-pending')).toHaveTextContent(
      "Your appointment is booked and is waiting for the clinic's confirmation.",
    )
    expect(screen.queryByText(/booking confirmed/i)).toBeNull()
  })

  it("shows the time in Istanbul and on the patient's own clock", async () => {
    signInPatient() // America/New_York
    await renderAt('en', STATE)
    // 23:30 UTC: 02:30 on 1 December in Istanbul, 18:30 on 30 November in New York.
    expect(await screen.findByTestId('booking-times')).toHaveTextContent(
      'Time: 02:30 Istanbul time · Mon 30 Nov 18:30 your time (GMT-5)',
    )
    expect(screen.getByRole('alert')).toHaveTextContent('01/12/2026')
  })

  it('says when the two clocks agree, in Arabic too', async () => {
    signInPatient({ timeZone: 'Asia/Riyadh' })
    await renderAt('ar', STATE)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('تم الحجز، بانتظار تأكيد العيادة')
    expect(screen.getByTestId('booking-times')).toHaveTextContent('الوقت: 02:30 بتوقيت إسطنبول، وهو نفس توقيتك')
    expect(screen.getByTestId('booking-pending')).toHaveTextContent('بانتظار تأكيد العيادة')
  })

  it('without the navigation state shows none of it, only the ways on', async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/:lang/medical-success" element={<MedicalSuccessPage />} />
      </Routes>,
      { path: '/en/medical-success' },
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Appointment booked Successfully!')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sure! Show Me!' })).toBeNull()
    expect(screen.getByTestId('success-neutral')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/en/account-appointments')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en/')
  })

  it('needs the doctor name, a date and an id in the state', () => {
    expect(successStateOf(STATE)).toEqual(STATE)
    expect(successStateOf(null)).toBeNull()
    expect(successStateOf({ appointmentId: 1, values: { appointmentDate: STATE.values.appointmentDate } })).toBeNull()
    expect(successStateOf({ appointmentId: 1, values: { ...STATE.values, appointmentDate: 'soon' } })).toBeNull()
    expect(successStateOf({ values: STATE.values })).toBeNull()
  })
})
