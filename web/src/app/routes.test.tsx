import { ChakraProvider } from '@chakra-ui/react'
import { act, render, screen, waitFor } from '@testing-library/react'
import i18n from 'i18next'
import { Outlet, RouterProvider, createMemoryRouter, useLocation, useParams } from 'react-router-dom'

import { SessionProvider } from '../lib/sessionContext'
import { system } from '../lib/theme'
import { routeTable } from './routes'

jest.mock('./layout/SiteLayout', () => ({ __esModule: true, default: () => <Outlet /> }))
jest.mock('../features/home/HomePage', () => ({ __esModule: true, default: () => <h1>home page</h1> }))
jest.mock('../features/pages/InfoPage', () => ({
  __esModule: true,
  default: ({ path }: { path: string }) => <h1>info {path}</h1>,
}))
jest.mock('../features/pages/FaqPage', () => ({ __esModule: true, default: () => <h1>faq page</h1> }))
jest.mock('../features/providers/ProvidersPage', () => ({
  __esModule: true,
  default: () => <h1>providers listing</h1>,
}))
jest.mock('../features/providers/ProviderPage', () => ({
  __esModule: true,
  default: () => <h1>provider {useParams().slug}</h1>,
}))
jest.mock('../features/contact/ThankYouPage', () => ({ __esModule: true, default: () => <h1>thank you page</h1> }))
jest.mock('../features/account/LoginPage', () => ({
  __esModule: true,
  default: () => <h1>login page from {String((useLocation().state as { from?: string } | null)?.from)}</h1>,
}))
jest.mock('../features/booking/DoctorListPage', () => ({ __esModule: true, default: () => <h1>doctor list</h1> }))
jest.mock('../features/treatments/TreatmentSuccessPage', () => ({
  __esModule: true,
  default: () => <h1>treatment success</h1>,
}))
jest.mock('../features/account/AccountLayout', () => ({ __esModule: true, default: () => <Outlet /> }))
jest.mock('../features/account/ProfilePage', () => ({ __esModule: true, default: () => <h1>profile page</h1> }))
jest.mock('../features/booking/PatientDetailsPage', () => ({
  __esModule: true,
  default: () => <h1>patient details</h1>,
}))
jest.mock('../features/admin/AdminLayout', () => ({ __esModule: true, default: () => <Outlet /> }))
jest.mock('../features/admin/AdminResourcePage', () => ({
  __esModule: true,
  default: ({ resource }: { resource: string }) => <h1>admin {resource}</h1>,
}))

const go = async (path: string) => {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] })
  render(
    <ChakraProvider value={system}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ChakraProvider>,
  )
  return router
}

describe('routing', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en')
  })

  it('/ is home under the current language, with history replaced', async () => {
    const router = await go('/')
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/en/')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('/{lang}/ is home and sets <html dir lang>', async () => {
    const router = await go('/ar/')
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ar/')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
  })

  it('a path without a valid prefix goes under the current language (replace), keeping the query', async () => {
    await i18n.changeLanguage('ar')
    const router = await go('/about-us?x=1')
    expect(await screen.findByRole('heading', { name: 'info about-us' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ar/about-us')
    expect(router.state.location.search).toBe('?x=1')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it.each([
    ['/en/about-us', 'info about-us'],
    ['/en/medical-tourism/why-medical-tourism', 'info medical-tourism/why-medical-tourism'],
    ['/en/turkey/why-turkey', 'info turkey/why-turkey'],
    ['/ar/cities/antalya', 'info cities/antalya'],
    ['/en/privacy-policy', 'info privacy-policy'],
    ['/en/faq', 'faq page'],
    ['/en/health-providers', 'providers listing'],
    ['/en/health-providers/dunyagoz', 'provider dunyagoz'],
    ['/en/health-providers/a/b', 'providers listing'],
    ['/en/thank-you', 'thank you page'],
    ['/en/doctor-list', 'doctor list'],
    ['/ar/treatment-success', 'treatment success'],
  ])('%s renders %s', async (path, heading) => {
    await go(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })

  it('unknown medical-tourism sub-paths go to the language root', async () => {
    const router = await go('/ar/medical-tourism/unknown')
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ar/')
  })

  it('unknown routes show the generic 404 page with Back to Home', async () => {
    await go('/en/no-such-page')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en/')
  })

  it('the 500 route shows the server-error page', async () => {
    await go('/en/500')
    expect(await screen.findByText('500')).toBeInTheDocument()
  })

  it('admin paths send a non-admin to the language root', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 1, roles: ['ROLE_USER'] }))
    const router = await go('/ar/admin/users')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/'))
  })

  it('admin tables exist for an admin, matched case-insensitively; /admin opens Specialities', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 1, roles: ['ROLE_ADMIN'] }))
    const router = await go('/en/admin/Users')
    expect(await screen.findByRole('heading', { name: 'admin users' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/en/admin/Users')
    await act(() => router.navigate('/en/admin'))
    expect(await screen.findByRole('heading', { name: 'admin specialities' })).toBeInTheDocument()
  })

  it('any other admin sub-path goes to the language root, even for an admin', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 1, roles: ['ROLE_ADMIN'] }))
    const router = await go('/ar/admin/secrets')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/'))
  })

  it('account and booking pages send an anonymous visitor to login, which is told where to return', async () => {
    const router = await go('/ar/account-profile?tab=1')
    expect(
      await screen.findByRole('heading', { name: 'login page from /ar/account-profile?tab=1' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ar/login')
    await act(() => router.navigate('/en/patient-details?doctor=x'))
    expect(
      await screen.findByRole('heading', { name: 'login page from /en/patient-details?doctor=x' }),
    ).toBeInTheDocument()
  })

  it('account pages open for a signed-in user', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 1, accessToken: 't', roles: ['ROLE_USER'] }))
    await go('/en/account-profile')
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeInTheDocument()
  })

  it('a stored user whose token has expired is sent to login', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, accessToken: 't', roles: ['ROLE_USER'], expiresAt: '2000-01-01T00:00:00Z' }),
    )
    const router = await go('/en/account-profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
  })

  it('an anonymous visitor on an admin path goes to the language root', async () => {
    const router = await go('/en/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'))
  })

  it('a language change in another tab (storage event) is followed on the same path', async () => {
    const router = await go('/en/faq')
    expect(await screen.findByRole('heading', { name: 'faq page' })).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'i18nextLng', newValue: 'ar' }))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/faq'))
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(i18n.resolvedLanguage).toBe('ar')
  })
})
