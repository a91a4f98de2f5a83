import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { RequireAuth } from '../../components/RequireAuth'
import { USER_CHANGED_EVENT, userTimeZone } from '../../lib/session'
import { renderWithProviders } from '../../test/render'
import { type Call, fakeApi, fewTimeZones, json, label } from './testApi'
import ProfilePage from './ProfilePage'
import type { Profile } from './profileApi'

const PROFILE: Profile = {
  id: 12,
  email: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Hadid',
  phone: '+962791234567',
  country: 'JO',
  countryId: 3,
  preferredLanguage: 'en',
  timeZone: 'Asia/Amman',
  roles: ['ROLE_USER'],
  active: true,
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

const STORED = {
  id: 12,
  email: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Hadid',
  roles: ['ROLE_USER'],
  accessToken: 'jwt-token',
  preferredLanguage: 'en',
}

const renderProfile = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/:lang/account-profile" element={<ProfilePage />} />
      </Route>
      <Route path="/:lang/login" element={<h1>login page</h1>} />
      <Route path="/" element={<h1>home page</h1>} />
    </Routes>,
    { lang, path: `/${lang}/account-profile` },
  )

/** The "Your data" section reads the latest data export on mount (DataExport.test.tsx): none yet. */
const EXPORT = '/api/v1/user/me/export'
const noExport = () => json(200, { message: 'OK', content: null })

/** GET answers the profile; PUT answers the profile with the body applied (like the API). */
const profileApi = (put?: (call: Call) => Response) =>
  fakeApi((call) => {
    if (call.path === EXPORT) return noExport()
    if (call.method === 'GET') return json(200, { message: 'OK', content: PROFILE })
    if (put) return put(call)
    return json(200, { message: 'USER_UPDATED', content: { ...PROFILE, ...(call.body as object) } })
  })

const type = (text: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label(text)), { target: { value } })

beforeEach(() => {
  fewTimeZones()
  window.localStorage.setItem('user', JSON.stringify(STORED))
})
afterEach(() => jest.restoreAllMocks())

describe('ProfilePage', () => {
  jest.setTimeout(20_000)

  it("loads the stored user's profile, e-mail read-only", async () => {
    const api = profileApi()
    await renderProfile()
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument()
    expect(await screen.findByLabelText(label('First name'))).toHaveValue('Sarah')
    const load = api.calls.find((c) => c.path === '/api/v1/user/id/12')
    expect(load).toMatchObject({ method: 'GET' })
    expect(load!.headers.authorization).toBe('Bearer jwt-token')
    expect(screen.getByLabelText(label('E-mail address'))).toHaveAttribute('readonly')
    expect(screen.getByLabelText(label('E-mail address'))).toHaveValue('sarah@example.com')
    expect(screen.getByLabelText(label('Country'))).toHaveValue('JO')
    expect(screen.getByLabelText(label('Time zone'))).toHaveValue('Asia/Amman')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it('sends only the changed fields, confirms, and refreshes the stored user', async () => {
    const api = profileApi()
    await renderProfile()
    await screen.findByLabelText(label('First name'))
    type('First name', ' Sara ')
    type('Country', 'SA')
    type('Phone number', '')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Profile saved')
    expect(alert).toHaveAttribute('data-status', 'success')
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1)
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/v1/user/12',
      body: { firstName: 'Sara', country: 'SA', phone: null },
    })
    const stored = JSON.parse(window.localStorage.getItem('user')!)
    expect(stored).toMatchObject({ firstName: 'Sara', country: 'SA', accessToken: 'jwt-token' })
    // Saved values are the new baseline: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled())
    expect(screen.getByRole('alert')).toBeInTheDocument()
  })

  it('offers every country and sends a local number in E.164 with the chosen country', async () => {
    const api = profileApi()
    await renderProfile()
    await screen.findByLabelText(label('First name'))
    const values = Array.from(screen.getByLabelText(label('Country')).querySelectorAll('option')).map((o) => o.value)
    expect(values.slice(0, 5)).toEqual(['', 'IQ', 'JO', 'RU', 'SA'])
    expect(values).toContain('TR')
    type('Country', 'TR')
    type('Phone number', '0532 123 45 67')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile saved')
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      body: { country: 'TR', phone: '+905321234567' },
    })
  })

  it("requires the names ('Required' after touch) and checks the phone", async () => {
    const api = profileApi()
    await renderProfile()
    await screen.findByLabelText(label('First name'))
    type('First name', '')
    fireEvent.blur(screen.getByLabelText(label('First name')))
    expect(await screen.findByText('Required')).toBeInTheDocument()
    type('Phone number', '12345')
    fireEvent.blur(screen.getByLabelText(label('Phone number')))
    expect(await screen.findByText(/international format/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it('a new time zone reaches the stored user at once, which the account pages read', async () => {
    profileApi()
    const changed = jest.fn()
    window.addEventListener(USER_CHANGED_EVENT, changed)
    await renderProfile()
    await screen.findByLabelText(label('Time zone'))
    type('Time zone', 'Asia/Riyadh')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile saved')
    expect(userTimeZone()).toBe('Asia/Riyadh')
    expect(changed).toHaveBeenCalled()
    window.removeEventListener(USER_CHANGED_EVENT, changed)
  })

  it('shows server field errors and the failure in Arabic', async () => {
    profileApi(() =>
      json(400, { message: 'VALIDATION_FAILED', errors: [{ field: 'phone', defaultMessage: 'Use the format' }] }),
    )
    await renderProfile('ar')
    await screen.findByLabelText(label('الاسم الأول'))
    type('رقم الهاتف', '+962 78 765 4321')
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('تعذّر حفظ ملفك الشخصي')
    expect(alert).toHaveTextContent('يرجى مراجعة الحقول المشار إليها')
    expect(screen.getByText('تحقّق من هذا الحقل')).toBeInTheDocument()
  })

  it('shows a load failure with a retry', async () => {
    let loads = 0
    fakeApi((call) => {
      if (call.path === EXPORT) return noExport()
      if (++loads === 1) return json(503, { message: 'SERVICE_UNAVAILABLE' })
      return json(200, { message: 'OK', content: PROFILE })
    })
    await renderProfile()
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText(label('First name'))).toHaveValue('Sarah')
  })

  it('logs out: clears local storage and goes to / (not to the login page)', async () => {
    profileApi()
    window.localStorage.setItem('i18nextLng', 'en')
    await renderProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument()
    expect(window.localStorage.length).toBe(0)
  })
})
