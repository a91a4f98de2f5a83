import { fireEvent, screen, waitFor } from '@testing-library/react'

import { renderWithProviders } from '../../test/render'
import { fakeApi, json, label } from './testApi'
import ChangePasswordPage from './ChangePasswordPage'

const renderPage = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(<ChangePasswordPage />, { lang, path: `/${lang}/account-change-password` })

const type = (text: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label(text)), { target: { value } })

type Labels = readonly [string, string, string, string]
const EN: Labels = ['Current password', 'New password', 'Confirm the new password', 'Change password']
const AR: Labels = ['كلمة المرور الحالية', 'كلمة المرور الجديدة', 'تأكيد كلمة المرور الجديدة', 'تغيير كلمة المرور']

const fill = (current: string, next: string, confirm = next, labels: Labels = EN) => {
  type(labels[0], current)
  type(labels[1], next)
  type(labels[2], confirm)
  fireEvent.click(screen.getByRole('button', { name: labels[3] }))
}

beforeEach(() => {
  window.localStorage.setItem('user', JSON.stringify({ id: 12, email: 'sarah.hadid@example.com', accessToken: 'jwt' }))
})
afterEach(() => jest.restoreAllMocks())

describe('ChangePasswordPage', () => {
  jest.setTimeout(20_000)

  it("shows 'Required' only after touch, the rule, and refuses the same password", async () => {
    const api = fakeApi(() => json(200, {}))
    await renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument()
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.blur(screen.getByLabelText(label('Current password')))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1))
    // The account's e-mail name is part of the rule.
    fill('Old!Pass20266', 'Sarah.Hadid!2027')
    expect(await screen.findByText('The password does not meet every rule below')).toBeInTheDocument()
    expect(screen.getByTestId('password-checklist')).toHaveTextContent('Not your e-mail name (sarah.hadid)')
    fill('Same!Pass20266', 'Same!Pass20266')
    expect(await screen.findByText('Choose a password different from the current one')).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('posts both passwords, confirms and empties the form', async () => {
    const api = fakeApi(() => json(200, { message: 'PASSWORD_CHANGED' }))
    await renderPage()
    fill('Old!Pass20266', 'Brand!New2026pass')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Password changed')
    expect(alert).toHaveAttribute('data-status', 'success')
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/user/change-password',
        body: { currentPassword: 'Old!Pass20266', newPassword: 'Brand!New2026pass' },
      }),
    ])
    expect(screen.getByLabelText(label('Current password'))).toHaveValue('')
    expect(screen.getByLabelText(label('New password'))).toHaveValue('')
    expect(screen.queryByText('Required')).toBeNull()
  })

  it('puts a wrong current password on its field, in Arabic', async () => {
    fakeApi(() => json(400, { message: 'WRONG_PASSWORD' }))
    await renderPage('ar')
    fill('Wrong!Pass2026', 'Brand!New2026pass', 'Brand!New2026pass', AR)
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة.')).toBeInTheDocument()
    expect(screen.getByLabelText(label('كلمة المرور الحالية'))).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a lockout in an alert', async () => {
    fakeApi(() => json(429, { message: 'ACCOUNT_LOCKED' }))
    await renderPage()
    fill('Old!Pass20266', 'Brand!New2026pass')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your password could not be changed')
    expect(alert).toHaveTextContent('locked')
  })
})
