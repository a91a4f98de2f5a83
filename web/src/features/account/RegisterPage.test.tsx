import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders, settle } from '../../test/render'
import RegisterPage from './RegisterPage'
import { fakeApi, fewTimeZones, json, label } from './testApi'

const renderRegister = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/register" element={<RegisterPage />} />
    </Routes>,
    { lang, path: `/${lang}/register` },
  )

const type = (text: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label(text)), { target: { value } })

/** Ticks the terms box and lets Chakra's checkbox machine report the change to the form. */
const acceptTerms = async () => {
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions|الشروط والأحكام/ }))
  await settle()
}

const fillValid = async () => {
  type('First name', ' Sarah ')
  type('Last name', 'Hadid')
  type('Phone number', '+962 79-123 4567')
  type('Country', 'JO')
  type('E-mail address', 'sarah.hadid@example.com')
  type('Password', 'Journey!Pass2026')
  type('Confirm password', 'Journey!Pass2026')
  type('Time zone', 'Asia/Amman')
  await acceptTerms()
}

beforeEach(() => {
  fewTimeZones()
})
afterEach(() => jest.restoreAllMocks())

// A long form: every keystroke validates it all, which jsdom on a busy machine does slowly.
const slow = { timeout: 8000 }

describe('RegisterPage', () => {
  jest.setTimeout(30_000)

  it("shows 'Required' only after touch, and every required field on submit", async () => {
    const api = fakeApi(() => json(500, {}))
    await renderRegister()
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument()
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.blur(screen.getByLabelText(label('First name')))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    // first and last name, phone, country, e-mail, password, confirmation, terms.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(8), slow)
    expect(api.calls).toHaveLength(0)
  })

  it('defaults the language to the site language and the time zone to the browser', async () => {
    await renderRegister('ar')
    expect(screen.getByLabelText(label('اللغة المفضلة'))).toHaveValue('ar')
    expect(screen.getByLabelText(label('المنطقة الزمنية'))).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    )
    const countries = within(screen.getByLabelText(label('الدولة'))).getAllByRole('option')
    expect(countries.map((o) => o.textContent)).toContain('الأردن')
  })

  it('lists the offered countries first, then a separate group of every other one A to Z', async () => {
    await renderRegister('ar')
    const select = screen.getByLabelText(label('الدولة'))
    const values = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'))
    expect(values.slice(0, 5)).toEqual(['', 'IQ', 'JO', 'RU', 'SA'])
    expect(values).toHaveLength(1 + 250)
    expect(values).toEqual(expect.arrayContaining(['TR', 'DE', 'XK', 'CW']))
    const [offered, others] = Array.from(select.querySelectorAll('optgroup'))
    expect(offered).toHaveAttribute('label', 'الدول التي يأتي منها معظم مرضانا')
    expect(others).toHaveAttribute('label', 'جميع الدول الأخرى')
    const names = Array.from(others!.querySelectorAll('option')).map((o) => o.textContent!)
    expect(names).toContain('تركيا')
    expect(names).toContain('ألمانيا')
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare))

    type('الدولة', 'TR')
    expect(select).toHaveValue('TR')
  })

  it('checks the phone against the chosen country and the password rule live', async () => {
    await renderRegister()
    type('Phone number', '079 123')
    type('Country', 'JO')
    fireEvent.blur(screen.getByLabelText(label('Phone number')))
    expect(await screen.findByText(/valid phone number of your country/, {}, slow)).toBeInTheDocument()
    type('Phone number', '0791234567')
    await waitFor(() => expect(screen.queryByText(/valid phone number of your country/)).toBeNull(), slow)

    const checklist = screen.getByTestId('password-checklist')
    const met = () =>
      Array.from(checklist.querySelectorAll('[data-met="true"]')).map((li) => li.getAttribute('data-rule'))
    expect(met()).toEqual([])
    type('E-mail address', 'sarah@example.com')
    type('Password', 'sarahsecret')
    expect(met()).toEqual(['length', 'lower'])
    expect(checklist).toHaveTextContent('Not your e-mail name (sarah)')
    type('Password', 'Journey!Pass2026')
    expect(met()).toEqual(['length', 'upper', 'lower', 'digit', 'symbol', 'email'])
    type('Password', 'Sarah!Pass2026')
    fireEvent.blur(screen.getByLabelText(label('Password')))
    expect(await screen.findByText('The password does not meet every rule below', {}, slow)).toBeInTheDocument()
    type('Confirm password', 'Other!Pass2026')
    fireEvent.blur(screen.getByLabelText(label('Confirm password')))
    expect(await screen.findByText('The passwords do not match', {}, slow)).toBeInTheDocument()
  })

  it('posts the sign-up and says where the activation e-mail went', async () => {
    const api = fakeApi(() =>
      json(201, { message: 'ACTIVATION_EMAIL_SENT', content: { email: 'sarah.hadid@example.com' } }),
    )
    await renderRegister()
    await fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' }, slow)).toBeInTheDocument()
    expect(screen.getByTestId('sent-to')).toHaveTextContent('sarah.hadid@example.com')
    // The same answer whether or not the address has an account: the page never tells which.
    expect(screen.getByText(/If this address already has an account, the e-mail tells you how to log in/)).toBeVisible()
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/signup' })
    expect(api.calls[0]!.body).toEqual({
      firstName: 'Sarah',
      lastName: 'Hadid',
      email: 'sarah.hadid@example.com',
      password: 'Journey!Pass2026',
      phone: '+962791234567',
      country: 'JO',
      preferredLanguage: 'en',
      timeZone: 'Asia/Amman',
    })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login')
  })

  it('accepts a local number and sends it with the country calling code, from any country', async () => {
    const api = fakeApi(() =>
      json(201, { message: 'ACTIVATION_EMAIL_SENT', content: { email: 'sarah.hadid@example.com' } }),
    )
    await renderRegister()
    await fillValid()
    type('Country', 'SA')
    type('Phone number', '050 123 4567')
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' }, slow)).toBeInTheDocument()
    expect(api.calls[0]!.body).toMatchObject({ phone: '+966501234567', country: 'SA' })
  })

  it('registers a patient from a country that is not offered, with a local number', async () => {
    const api = fakeApi(() =>
      json(201, { message: 'ACTIVATION_EMAIL_SENT', content: { email: 'sarah.hadid@example.com' } }),
    )
    await renderRegister()
    await fillValid()
    type('Country', 'DE')
    type('Phone number', '0151 23456789')
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' }, slow)).toBeInTheDocument()
    expect(api.calls[0]!.body).toMatchObject({ phone: '+4915123456789', country: 'DE' })
  })

  it('shows other failures in an alert, in Arabic on Arabic pages', async () => {
    fakeApi(() =>
      json(400, { message: 'VALIDATION_FAILED', errors: [{ field: 'phone', defaultMessage: 'Bad phone' }] }),
    )
    await renderRegister('ar')
    type('الاسم الأول', 'سارة')
    type('اسم العائلة', 'العلي')
    type('رقم الهاتف', '+962791234567')
    type('الدولة', 'JO')
    type('البريد الإلكتروني', 'sara.ali@example.com')
    type('كلمة المرور', 'Journey!Pass2026')
    type('تأكيد كلمة المرور', 'Journey!Pass2026')
    await acceptTerms()
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء حسابي' }))
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent('تعذّر إنشاء حسابك')
    expect(alert).toHaveTextContent('يرجى مراجعة الحقول المشار إليها')
    expect(screen.getByText('تحقّق من هذا الحقل')).toBeInTheDocument()
  })

  it('links to the terms, the privacy policy (new tabs) and the login', async () => {
    await renderRegister()
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    )
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login')
  })
})
