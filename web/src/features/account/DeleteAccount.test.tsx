import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'

import { RequireAuth } from '../../components/RequireAuth'
import { AppToaster, toasterFor } from '../../components/toaster'
import { dirOf } from '../../lib/lang'
import { renderWithProviders, settle } from '../../test/render'
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

const STORED = { id: 12, email: 'sarah@example.com', roles: ['ROLE_USER'], accessToken: 'jwt-token' }
const PASSWORD = 'My!Secret2026pass'

function HomeProbe() {
  return <h1>home page {useLocation().pathname}</h1>
}

/** The profile page under RequireAuth, the language's home page, and the layout's toaster. */
const renderProfile = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/:lang/account-profile" element={<ProfilePage />} />
        </Route>
        <Route path="/:lang/login" element={<h1>login page</h1>} />
        <Route path="/:lang" element={<HomeProbe />} />
        <Route path="/" element={<h1>root</h1>} />
      </Routes>
      <AppToaster dir={dirOf(lang)} />
    </>,
    { lang, path: `/${lang}/account-profile` },
  )

/** GET answers the profile (and no data export yet); DELETE /user/me answers `remove(call)`. */
const accountApi = (remove: (call: Call) => Response | Promise<Response>) =>
  fakeApi((call) => {
    if (call.path === '/api/v1/user/me/export') return json(200, { message: 'OK', content: null })
    if (call.method === 'GET') return json(200, { message: 'OK', content: PROFILE })
    if (call.method === 'DELETE' && call.path === '/api/v1/user/me') return remove(call)
    return json(404, { message: 'NOT_FOUND' })
  })

const deleted = () => json(200, { message: 'ACCOUNT_DELETED', content: { cancelledAppointments: 2, removedFiles: 3 } })

const OPEN = {
  en: { firstName: 'First name', button: 'Delete my account', title: 'Delete your account?' },
  ar: { firstName: 'الاسم الأول', button: 'حذف حسابي', title: 'هل تريد حذف حسابك؟' },
}

/** Opens the dialog from the profile page's danger zone, once the profile is shown. */
const openDialog = async (lang: 'en' | 'ar' = 'en') => {
  await screen.findByLabelText(label(OPEN[lang].firstName))
  fireEvent.click(screen.getByRole('button', { name: OPEN[lang].button }))
  return screen.findByRole('alertdialog', { name: OPEN[lang].title })
}

const deletes = (calls: Call[]) => calls.filter((c) => c.method === 'DELETE')

beforeEach(() => {
  fewTimeZones()
  window.localStorage.setItem('user', JSON.stringify(STORED))
})
afterEach(() => {
  act(() => {
    toasterFor('ltr').remove()
    toasterFor('rtl').remove()
  })
  window.sessionStorage.clear()
  jest.restoreAllMocks()
})

describe('ProfilePage: delete my account', () => {
  jest.setTimeout(20_000)

  it('a separate danger zone opens a dialog that says what is deleted and kept, focused on the password', async () => {
    // jsdom lays nothing out, and the dialog's focus trap moves focus only to visible elements.
    jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never)
    const api = accountApi(deleted)
    await renderProfile()
    const zone = screen.getByRole('region', { name: 'Delete my account' })
    expect(zone).toHaveTextContent('This cannot be undone.')

    const dialog = await openDialog()
    expect(dialog).toHaveTextContent('Your upcoming appointments are cancelled, and their times are freed')
    expect(dialog).toHaveTextContent('Your medical files, notes, survey answers and treatment requests are deleted.')
    expect(dialog).toHaveTextContent('The e-mails we sent you are deleted')
    expect(dialog).toHaveTextContent('What is kept')
    expect(dialog).toHaveTextContent('without your name, e-mail address or phone number')
    expect(dialog).toHaveTextContent('You will not be able to log in again. This cannot be undone.')
    const password = within(dialog).getByLabelText(label('Your password'))
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    await waitFor(() => expect(password).toHaveFocus())

    // An empty password is not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('Required')).toBeInTheDocument()

    // "Keep my account" closes it; nothing was deleted.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deletes(api.calls)).toHaveLength(0)
    expect(window.localStorage.getItem('user')).not.toBeNull()
  })

  it('a wrong password is a field error on the password, and nothing else happens', async () => {
    const api = accountApi(() =>
      json(400, {
        message: 'WRONG_PASSWORD',
        errors: [{ field: 'password', defaultMessage: 'The password is not correct' }],
      }),
    )
    const user = userEvent.setup()
    await renderProfile()
    const dialog = await openDialog()
    const password = within(dialog).getByLabelText(label('Your password'))
    // Enter in the field submits.
    await user.type(password, 'not-my-password{Enter}')

    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(deletes(api.calls)).toEqual([
      expect.objectContaining({ path: '/api/v1/user/me', body: { password: 'not-my-password' } }),
    ])
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(screen.getByRole('alertdialog')).toBe(dialog)
    // Still the profile page (hidden from the accessibility tree behind the modal dialog).
    expect(screen.getByRole('heading', { level: 1, name: 'My profile', hidden: true })).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ accessToken: 'jwt-token' })
    expect(screen.queryByText('Your account has been deleted')).toBeNull()
  })

  it('deletes with the password, cannot be closed meanwhile, ends the session and confirms on the home page', async () => {
    let answer: (response: Response) => void = () => undefined
    const api = accountApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    window.localStorage.setItem('i18nextLng', 'en')
    window.sessionStorage.setItem('treatments-wizard', '{"notes":"private"}')
    await renderProfile()
    const dialog = await openDialog()
    fireEvent.change(within(dialog).getByLabelText(label('Your password')), { target: { value: PASSWORD } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    // Saving: no way out of the dialog.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeDisabled())
    fireEvent.keyDown(dialog, { key: 'Escape' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }))
    await settle()
    expect(screen.getByRole('alertdialog')).toBe(dialog)

    await act(async () => answer(deleted()))
    expect(await screen.findByRole('heading', { name: 'home page /en/' })).toBeInTheDocument()
    expect(deletes(api.calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/v1/user/me', body: { password: PASSWORD } }),
    ])
    expect(deletes(api.calls)[0]!.headers.authorization).toBe('Bearer jwt-token')
    // The token is refused already: no logout call, only the local session ends.
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('POST /api/v1/auth/logout')
    expect(window.localStorage.getItem('user')).toBeNull()
    expect(window.localStorage.length).toBe(0)
    expect(window.sessionStorage.length).toBe(0)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    // The layout's toaster says so on the home page, as a polite status.
    const toast = await screen.findByRole('status', { name: 'Your account has been deleted' })
    expect(toast).toHaveAttribute('data-type', 'success')
    expect(toast).toHaveAccessibleDescription(
      'Your upcoming appointments were cancelled and your medical information was removed. Thank you for using our site.',
    )
  })

  it.each([
    ['a staff account', () => json(403, { message: 'STAFF_ACCOUNT' }), 'Staff accounts cannot be deleted here.'],
    ['a locked account', () => json(429, { message: 'ACCOUNT_LOCKED' }), 'Your account is locked for a few minutes.'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'We could not reach the server. Check your connection',
    ],
  ])('%s is an alert in the dialog; the session stays', async (_, answer, text) => {
    accountApi(answer)
    await renderProfile()
    const dialog = await openDialog()
    fireEvent.change(within(dialog).getByLabelText(label('Your password')), { target: { value: PASSWORD } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Your account was not deleted')
    expect(alert).toHaveTextContent(text)
    expect(within(dialog).getByLabelText(label('Your password'))).not.toHaveAttribute('aria-invalid')
    expect(window.localStorage.getItem('user')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'My profile', hidden: true })).toBeInTheDocument()
  })

  it('in Arabic: right to left, in Arabic, failures too, and home is /ar/', async () => {
    let calls = 0
    const api = accountApi(() => (++calls === 1 ? json(403, { message: 'STAFF_ACCOUNT' }) : deleted()))
    await renderProfile('ar')
    const zone = screen.getByRole('region', { name: 'حذف حسابي' })
    expect(zone).toHaveTextContent('لا يمكن التراجع عن ذلك')

    const dialog = await openDialog('ar')
    expect(dialog).toHaveAttribute('dir', 'rtl')
    expect(dialog).toHaveTextContent('تُلغى مواعيدك القادمة')
    expect(dialog).toHaveTextContent('دون اسمك أو بريدك الإلكتروني أو رقم هاتفك')
    expect(dialog.textContent).not.toMatch(/[A-Za-z]{3,}/)
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على حسابي' })).toBeInTheDocument()

    fireEvent.change(within(dialog).getByLabelText(label('كلمة المرور')), { target: { value: PASSWORD } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف حسابي' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('لم يُحذف حسابك')
    expect(alert).toHaveTextContent('لا يمكن حذف حسابات فريق العمل من هنا')

    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف حسابي' }))
    expect(await screen.findByRole('heading', { name: 'home page /ar/' })).toBeInTheDocument()
    expect(deletes(api.calls)).toHaveLength(2)
    const toast = await screen.findByRole('status', { name: 'تم حذف حسابك' })
    expect(toast).toHaveAccessibleDescription(/أُلغيت مواعيدك القادمة/)
    expect(toast.closest('[data-part="group"]')).toHaveAttribute('dir', 'rtl')
  })
})
