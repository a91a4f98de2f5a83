import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import TreatmentSuccessPage from './TreatmentSuccessPage'

const open = (lang: 'en' | 'ar', state?: unknown) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/treatment-success" element={<TreatmentSuccessPage />} />
    </Routes>,
    { lang, path: { pathname: `/${lang}/treatment-success`, state } as unknown as string },
  )

describe('treatment success page', () => {
  it('says the request was added, with its number, the next steps and Back to Home', async () => {
    await open('en', { requestId: 42 })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your treatment request was added successfully')
    expect(screen.getByText('Request number #42')).toBeInTheDocument()
    expect(screen.getByText(/A patient coordinator reviews your request/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en/')
    expect(screen.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/en/doctor-list')
    expect(document.title).toContain('Your treatment request was added successfully')
  })

  it('speaks Arabic, and without a request number still shows the message', async () => {
    await open('ar')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تمت إضافة طلب العلاج الخاص بك بنجاح')
    expect(screen.queryByTestId('treatment-request-number')).toBeNull()
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar/')
  })
})
