import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { RequireAuth } from '../../components/RequireAuth'
import { renderWithProviders } from '../../test/render'
import LoginPage from './LoginPage'
import { fakeApi, json, label } from './testApi'

const USER = {
  id: 12,
  email: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Hadid',
  roles: ['ROLE_USER'],
  preferredLanguage: 'en',
  timeZone: 'Asia/Amman',
  country: 'JO',
  accessToken: 'jwt-token',
  tokenType: 'Bearer',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}

const renderLogin = (path: string, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/login" element={<LoginPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/:lang/account-profile" element={<h1>profile page</h1>} />
      </Route>
      <Route path="/:lang/account-appointments" element={<h1>appointments page</h1>} />
      <Route path="/:lang/admin/specialities" element={<h1>admin page</h1>} />
    </Routes>,
    { lang, path },
  )

const logInAs = (email: string, password: string, button = 'Log in', labels = ['E-mail address', 'Password']) => {
  fireEvent.change(screen.getByLabelText(label(labels[0]!)), { target: { value: email } })
  fireEvent.change(screen.getByLabelText(label(labels[1]!)), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: button }))
}

afterEach(() => jest.restoreAllMocks())

describe('LoginPage', () => {
  jest.setTimeout(20_000)

  it("shows 'Required' only once a field is touched, and sends nothing invalid", async () => {
    const api = fakeApi(() => json(500, {}))
    await renderLogin('/en/login')
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.blur(screen.getByLabelText(label('E-mail address')))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2))
    expect(api.calls).toHaveLength(0)
  })

  it('logs in, stores the user and returns to the page that asked for it', async () => {
    const api = fakeApi(() => json(200, { message: 'LOGGED_IN', content: USER }))
    await renderLogin('/en/account-profile')
    // RequireAuth sent us here with state.from.
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    logInAs(' sarah@example.com ', 'Journey!Pass2026')
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeInTheDocument()
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/auth/login',
        body: { email: 'sarah@example.com', password: 'Journey!Pass2026' },
      }),
    ])
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ id: 12, accessToken: 'jwt-token' })
  })

  it('goes to the appointments by default, admins to the admin area', async () => {
    fakeApi(() => json(200, { message: 'LOGGED_IN', content: USER }))
    await renderLogin('/en/login')
    logInAs('sarah@example.com', 'Journey!Pass2026')
    expect(await screen.findByRole('heading', { name: 'appointments page' })).toBeInTheDocument()
  })

  it('sends an admin to the admin area', async () => {
    fakeApi(() => json(200, { message: 'LOGGED_IN', content: { ...USER, roles: ['ROLE_ADMIN'] } }))
    await renderLogin('/en/login')
    logInAs('admin@medtour.local', 'Admin!2345')
    expect(await screen.findByRole('heading', { name: 'admin page' })).toBeInTheDocument()
  })

  it('skips the form when already logged in', async () => {
    window.localStorage.setItem('user', JSON.stringify(USER))
    await renderLogin('/en/login')
    expect(await screen.findByRole('heading', { name: 'appointments page' })).toBeInTheDocument()
  })

  it('explains failures in Arabic, and offers a reset for an inactive account', async () => {
    fakeApi(({ body }) =>
      (body as { password: string }).password === 'Wrong!Pass2026'
        ? json(401, { message: 'BAD_CREDENTIALS' })
        : json(403, { message: 'ACCOUNT_NOT_ACTIVATED' }),
    )
    await renderLogin('/ar/login', 'ar')
    logInAs('sara@example.com', 'Wrong!Pass2026', 'تسجيل الدخول', ['البريد الإلكتروني', 'كلمة المرور'])
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة')
    expect(alert).toHaveAttribute('data-status', 'error')
    expect(window.localStorage.getItem('user')).toBeNull()

    logInAs('sara@example.com', 'Right!Pass2026', 'تسجيل الدخول', ['البريد الإلكتروني', 'كلمة المرور'])
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('لم يُفعَّل حسابك بعد'))
    expect(screen.getByRole('link', { name: 'إعادة تعيين كلمة المرور' })).toHaveAttribute('href', '/ar/forgot-password')
  })

  it('translates throttling and lockout', async () => {
    fakeApi(() => json(429, { message: 'ACCOUNT_LOCKED' }))
    await renderLogin('/en/login')
    logInAs('sarah@example.com', 'Journey!Pass2026')
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked for a few minutes')
  })

  it('links to the password reset and the sign-up', async () => {
    await renderLogin('/en/login')
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register')
  })
})
