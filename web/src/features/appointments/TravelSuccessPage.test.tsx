import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import { Launch } from './testing'
import TravelSuccessPage from './TravelSuccessPage'

const renderSuccess = (lang: 'en' | 'ar', state?: unknown) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/start" element={<Launch to={`/${lang}/travel-success`} state={state} />} />
      <Route path="/:lang/travel-success" element={<TravelSuccessPage />} />
    </Routes>,
    { lang, path: `/${lang}/start` },
  )

describe('travel-success', () => {
  it('says the preferences were added and shows the appointment id of the navigation state', async () => {
    await renderSuccess('en', { appointmentId: 42 })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Successfully Added Your Travel Preferences!' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('travel-success-id')).toHaveTextContent(/^.*Appointment booked with id# 42$/)
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en/')
  })

  it('in Arabic', async () => {
    await renderSuccess('ar', { appointmentId: 42 })
    expect(await screen.findByRole('heading', { name: 'تمت إضافة تفضيلات سفرك بنجاح!' })).toBeInTheDocument()
    expect(screen.getByTestId('travel-success-id')).toHaveTextContent(/تم حجز الموعد برقم# 42$/)
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar/')
  })

  it('claims nothing without the state', async () => {
    await renderSuccess('en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel preferences' })).toBeInTheDocument()
    expect(screen.queryByText(/Successfully Added/)).toBeNull()
    expect(screen.queryByTestId('travel-success-id')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en/')
  })

  it('offers the appointment to a signed-in patient', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 3, accessToken: 'x' }))
    await renderSuccess('en', { appointmentId: 42 })
    expect(await screen.findByRole('link', { name: 'View the appointment' })).toHaveAttribute(
      'href',
      '/en/account-appointment-details?id=42',
    )
  })
})
