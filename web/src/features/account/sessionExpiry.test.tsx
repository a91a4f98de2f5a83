import { fireEvent, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom'

import { RequireAuth } from '../../components/RequireAuth'
import { apiCall } from '../../lib/api'
import { renderWithProviders } from '../../test/render'
import LoginPage from './LoginPage'
import { fakeApi, json, label } from './testApi'

const USER = {
  id: 12,
  email: 'sarah@example.com',
  roles: ['ROLE_USER'],
  accessToken: 'jwt-token',
  tokenType: 'Bearer',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}

const STATE = { appointmentId: 7, values: { notes: 'Knee pain' } }

/** Opens the guarded step with a navigation state, as the previous step does. */
function Start() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate('/en/services-survey-summary?appointment=7', { state: STATE })
  }, [navigate])
  return null
}

/** A guarded step whose next call the API refuses when the token is no longer good. */
function Step() {
  const location = useLocation()
  return (
    <>
      <output data-testid="step" data-state={JSON.stringify(location.state ?? null)}>
        {location.pathname}
        {location.search}
      </output>
      <button onClick={() => void apiCall({ method: 'PUT', url: '/appointment/7', body: {} })}>save</button>
    </>
  )
}

const routes = (
  <Routes>
    <Route path="/:lang/start" element={<Start />} />
    <Route path="/:lang/login" element={<LoginPage />} />
    <Route element={<RequireAuth />}>
      <Route path="/:lang/services-survey-summary" element={<Step />} />
    </Route>
    <Route path="/:lang/account-appointments" element={<h1>appointments page</h1>} />
  </Routes>
)

const EXPIRED_EN = 'Your session has expired, please sign in again; your answers are kept.'

afterEach(() => jest.restoreAllMocks())

describe('an expired session', () => {
  jest.setTimeout(20_000)

  it('is explained on the login page, which then returns to the same step with its state', async () => {
    window.localStorage.setItem('user', JSON.stringify(USER))
    let tokenGood = false
    fakeApi((call) => {
      if (call.path === '/api/v1/auth/login') {
        tokenGood = true
        return json(200, { message: 'LOGGED_IN', content: USER })
      }
      return tokenGood ? json(200, { content: {} }) : json(401, { message: 'UNAUTHORIZED' })
    })
    await renderWithProviders(routes, { path: '/en/start' })
    expect(await screen.findByTestId('step')).toHaveTextContent('/en/services-survey-summary?appointment=7')

    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByTestId('session-expired')).toHaveTextContent(EXPIRED_EN)

    fireEvent.change(screen.getByLabelText(label('E-mail address')), { target: { value: USER.email } })
    fireEvent.change(screen.getByLabelText(label('Password')), { target: { value: 'Journey!Pass2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const step = await screen.findByTestId('step')
    expect(step).toHaveTextContent('/en/services-survey-summary?appointment=7')
    expect(JSON.parse(step.dataset.state!)).toEqual(STATE)
  })

  it('a token that ran out while away is explained too, in Arabic', async () => {
    window.localStorage.setItem('user', JSON.stringify({ ...USER, expiresAt: '2000-01-01T00:00:00Z' }))
    await renderWithProviders(routes, { lang: 'ar', path: '/ar/services-survey-summary?appointment=7' })
    expect(await screen.findByTestId('session-expired')).toHaveTextContent(
      'انتهت جلستك، يُرجى تسجيل الدخول مجددًا؛ إجاباتك محفوظة.',
    )
  })

  it('says nothing of the kind to a visitor who was never signed in', async () => {
    await renderWithProviders(routes, { path: '/en/services-survey-summary?appointment=7' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(screen.queryByTestId('session-expired')).toBeNull()
    expect(screen.queryByText(EXPIRED_EN)).toBeNull()
  })
})
