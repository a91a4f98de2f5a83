import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import ResetPage from './ResetPage'
import { type Call, fakeApi, json, label } from './testApi'

const TOKEN = 'b'.repeat(40)
const LINK = `?token=${TOKEN}&email=sarah.hadid%40example.com`

const renderReset = (search: string, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/reset" element={<ResetPage />} />
    </Routes>,
    { lang, path: `/${lang}/reset${search}` },
  )

const type = (text: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label(text)), { target: { value } })

afterEach(() => jest.restoreAllMocks())

describe('ResetPage', () => {
  jest.setTimeout(20_000)

  it('checks the link first, then sets the new password under the rule', async () => {
    const api = fakeApi((call: Call) =>
      call.method === 'GET' ? json(200, { message: 'TOKEN_VALID' }) : json(200, { message: 'PASSWORD_RESET' }),
    )
    await renderReset(LINK)
    expect(await screen.findByLabelText(label('New password'))).toBeInTheDocument()
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/auth/reset',
      query: { token: TOKEN, email: 'sarah.hadid@example.com' },
    })

    // The rule knows the account's e-mail from the link.
    type('New password', 'Sarah.Hadid!2026')
    fireEvent.blur(screen.getByLabelText(label('New password')))
    expect(await screen.findByText('The password does not meet every rule below')).toBeInTheDocument()
    type('New password', 'Brand!New2026pass')
    type('Confirm the new password', 'Brand!New2026pass')
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument()
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/reset',
      body: { token: TOKEN, email: 'sarah.hadid@example.com', password: 'Brand!New2026pass' },
    })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login')
  })

  it('refuses an invalid, used or expired link, in Arabic, and offers a new one', async () => {
    fakeApi(() => json(400, { message: 'INVALID_TOKEN' }))
    await renderReset(LINK, 'ar')
    expect(await screen.findByRole('heading', { name: 'رابط إعادة التعيين هذا غير صالح' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toHaveAttribute('href', '/ar/forgot-password')
    expect(screen.queryByLabelText(label('كلمة المرور الجديدة'))).toBeNull()
  })

  it('treats a link without token as invalid without calling the API', async () => {
    const api = fakeApi(() => json(200, {}))
    await renderReset('?email=sarah@example.com')
    expect(screen.getByRole('heading', { name: 'This reset link is not valid' })).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('says so when the link was used meanwhile, and shows other failures', async () => {
    let post = 0
    fakeApi((call) => {
      if (call.method === 'GET') return json(200, { message: 'TOKEN_VALID' })
      post += 1
      return post === 1 ? json(429, { message: 'TOO_MANY_REQUESTS' }) : json(400, { message: 'INVALID_TOKEN' })
    })
    await renderReset(LINK)
    await screen.findByLabelText(label('New password'))
    type('New password', 'Brand!New2026pass')
    type('Confirm the new password', 'Brand!New2026pass')
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts')
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    expect(await screen.findByRole('heading', { name: 'This reset link is not valid' })).toBeInTheDocument()
  })
})
