import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import ForgotPasswordPage from './ForgotPasswordPage'
import { fakeApi, json, label } from './testApi'

const renderForgot = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
    { lang, path: `/${lang}/forgot-password` },
  )

afterEach(() => jest.restoreAllMocks())

describe('ForgotPasswordPage', () => {
  jest.setTimeout(20_000)

  it("asks for a valid e-mail ('Required' only after touch)", async () => {
    const api = fakeApi(() => json(200, {}))
    await renderForgot()
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }))
    expect(await screen.findByText('Required')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText(label('E-mail address')), { target: { value: 'nope' } })
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('sends GET /auth/forgot and always answers "if an account exists"', async () => {
    const api = fakeApi(() => json(200, { message: 'RESET_EMAIL_SENT' }))
    await renderForgot()
    fireEvent.change(screen.getByLabelText(label('E-mail address')), { target: { value: ' who@example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }))
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument()
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('who@example.com')
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/auth/forgot', query: { email: 'who@example.com' } }),
    ])
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/en/login')
  })

  it('shows throttling in Arabic', async () => {
    fakeApi(() => json(429, { message: 'TOO_MANY_REQUESTS' }))
    await renderForgot('ar')
    fireEvent.change(screen.getByLabelText(label('البريد الإلكتروني')), { target: { value: 'sara@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'أرسل لي الرابط' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('تعذّر إرسال الرابط')
    await waitFor(() => expect(alert.textContent).toMatch(/[\u0600-\u06FF]/))
    expect(alert).not.toHaveTextContent('TOO_MANY_REQUESTS')
  })
})
