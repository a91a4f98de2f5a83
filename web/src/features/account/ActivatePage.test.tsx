import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import ActivatePage from './ActivatePage'
import { fakeApi, json } from './testApi'

function LoginProbe() {
  const state = useLocation().state as { email?: string } | null
  return <h1>login with {state?.email}</h1>
}

const renderActivate = (search: string, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/activate" element={<ActivatePage />} />
      <Route path="/:lang/login" element={<LoginProbe />} />
    </Routes>,
    { lang, path: `/${lang}/activate${search}` },
  )

const TOKEN = 'a'.repeat(40)

afterEach(() => jest.restoreAllMocks())

describe('ActivatePage', () => {
  jest.setTimeout(20_000)

  it('activates once with the token and e-mail of the link, then offers the login', async () => {
    const api = fakeApi(() => json(200, { message: 'ACCOUNT_ACTIVATED' }))
    await renderActivate(`?token=${TOKEN}&email=sarah%2Btest%40example.com`)
    expect(await screen.findByRole('heading', { name: 'Your account is activated' })).toBeInTheDocument()
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/auth/activate',
        query: { token: TOKEN, email: 'sarah+test@example.com' },
      }),
    ])
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'login with sarah+test@example.com' })).toBeInTheDocument()
  })

  it('shows progress while the call runs', async () => {
    let answer: (r: Response) => void = () => undefined
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    await renderActivate(`?token=${TOKEN}&email=sarah@example.com`)
    expect(screen.getByRole('status')).toHaveTextContent('Activating your account…')
    answer(json(200, { message: 'ALREADY_ACTIVE' }))
    expect(await screen.findByRole('heading', { name: 'Your account is already active' })).toBeInTheDocument()
  })

  it('explains an invalid or used link in Arabic, with a way forward', async () => {
    fakeApi(() => json(400, { message: 'INVALID_TOKEN' }))
    await renderActivate(`?token=${TOKEN}&email=sara@example.com`, 'ar')
    expect(await screen.findByRole('heading', { name: 'رابط التفعيل هذا غير صالح' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'إعادة تعيين كلمة المرور' })).toHaveAttribute('href', '/ar/forgot-password')
    expect(screen.getByRole('link', { name: 'التسجيل' })).toHaveAttribute('href', '/ar/register')
  })

  it('does not call the API when the link lacks its token or e-mail', async () => {
    const api = fakeApi(() => json(200, {}))
    await renderActivate('?email=sarah@example.com')
    expect(screen.getByRole('heading', { name: 'This activation link is not valid' })).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('offers a retry when the server cannot be reached', async () => {
    const api = fakeApi(() => json(200, { message: 'ACCOUNT_ACTIVATED' }))
    api.spy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await renderActivate(`?token=${TOKEN}&email=sarah@example.com`)
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Your account is activated' })).toBeInTheDocument()
  })
})
