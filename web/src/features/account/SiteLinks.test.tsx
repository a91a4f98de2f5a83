import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import AccountLayout from './AccountLayout'

const signIn = () =>
  window.localStorage.setItem(
    'user',
    JSON.stringify({ id: 12, email: 'sara@example.com', firstName: 'Sara', roles: ['ROLE_USER'], accessToken: 't' }),
  )

const renderAccount = (lang: 'en' | 'ar', page: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang" element={<AccountLayout />}>
        <Route path={page} element={<h1>the page</h1>} />
      </Route>
    </Routes>,
    { lang, path: `/${lang}/${page}` },
  )

describe('the account area', () => {
  beforeEach(signIn)

  it('still offers the public pages to a signed-in patient (the public header is hidden)', async () => {
    await renderAccount('en', 'account-profile')
    const site = screen.getByRole('navigation', { name: 'Explore the site' })
    const links = within(site)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Find a doctor', '/en/doctor-list'],
      ['Health providers', '/en/health-providers'],
      ['FAQ', '/en/faq'],
      ['Terms and conditions', '/en/terms-and-conditions'],
    ])
  })

  it('lists the treatment requests among the account pages, in Arabic too', async () => {
    await renderAccount('ar', 'account-treatment-requests')
    const account = screen.getByRole('navigation', { name: 'الحساب' })
    expect(within(account).getByRole('link', { name: 'طلبات العلاج' })).toHaveAttribute(
      'href',
      '/ar/account-treatment-requests',
    )
    expect(within(account).getByRole('link', { name: 'طلبات العلاج' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('combobox', { name: 'الحساب' })).toHaveValue('account-treatment-requests')
    const site = screen.getByRole('navigation', { name: 'تصفّح الموقع' })
    expect(within(site).getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/ar/faq')
  })
})
