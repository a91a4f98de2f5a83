import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'

import { updateStoredUser } from '../../lib/session'
import { RequireAuth } from '../../components/RequireAuth'

import { renderWithProviders } from '../../test/render'
import { useSession } from '../../lib/sessionContext'
import { AppBar } from './AppBar'

function Where() {
  const { pathname } = useLocation()
  const { loggedIn } = useSession()
  return <p data-testid="where">{`${pathname} ${loggedIn ? 'in' : 'out'}`}</p>
}

const signIn = (roles: string[]) =>
  window.localStorage.setItem(
    'user',
    JSON.stringify({ id: 3, email: 'sara@example.test', firstName: 'Sara', lastName: 'Ali', accessToken: 't', roles }),
  )

const ui = (
  <>
    <AppBar />
    <Routes>
      <Route path="/:lang" element={<RequireAuth />}>
        <Route path="account-profile" element={<Where />} />
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>
  </>
)

describe('the logged-in app bar', () => {
  it("shows the user's places and name; no admin link for a patient", async () => {
    signIn(['ROLE_USER'])
    await renderWithProviders(ui, { path: '/en/account-profile' })
    const nav = screen.getAllByRole('navigation', { name: 'Your account' })[0]!
    expect(nav).toHaveTextContent('Find a doctor')
    expect(nav).toHaveTextContent('My appointments')
    expect(screen.queryByRole('link', { name: 'Admin area' })).toBeNull()
    expect(screen.getByTestId('account-menu')).toHaveTextContent('Sara Ali')
  })

  it('adds the admin area for ROLE_ADMIN, in Arabic too', async () => {
    signIn(['ROLE_ADMIN'])
    await renderWithProviders(ui, { lang: 'ar', path: '/ar/' })
    expect(screen.getByRole('link', { name: 'لوحة الإدارة' })).toHaveAttribute('href', '/ar/admin/specialities')
  })

  it('log out ends the session on the server, clears local storage, marks the user logged out and goes to /', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"message":"LOGGED_OUT"}', { status: 200 }))
    signIn(['ROLE_USER'])
    window.localStorage.setItem('other', 'x')
    window.sessionStorage.setItem('treatments', '{}')
    await renderWithProviders(ui, { path: '/en/account-profile' })
    expect(screen.getByTestId('where')).toHaveTextContent('/en/account-profile in')
    const user = userEvent.setup()
    await user.click(screen.getByTestId('account-menu'))
    await user.click(await screen.findByTestId('logout'))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/ out$/))
    expect(window.localStorage.length).toBe(0)
    expect(window.sessionStorage.length).toBe(0)
    const [url, init] = fetchSpy.mock.calls.find(([u]) => String(u).endsWith('/auth/logout')) ?? []
    expect(url).toBe('/api/v1/auth/logout')
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>).authorization, 'the token, read before storage was cleared').toBe(
      'Bearer t',
    )
    fetchSpy.mockRestore()
  })

  it('a profile save renames the account menu at once', async () => {
    signIn(['ROLE_USER'])
    await renderWithProviders(ui, { path: '/en/account-profile' })
    updateStoredUser({ firstName: 'Layla' })
    await waitFor(() => expect(screen.getByTestId('account-menu')).toHaveTextContent('Layla Ali'))
  })
})
