/**
 * Accounts through the browser (issue 5): sign-up, the activation e-mail (MailDev), login back to
 * the page that asked for it, profile, change of password, logout; the forgotten-password reset;
 * translated failures; Arabic pages right to left and in Arabic.
 */
import { randomInt } from 'node:crypto'

import { type Locator, type Page, expect, test } from './fixtures'

import { createPatient, linkIn, mailTo, signIn, uniqueEmail } from './journey-helpers'
import { type Lang, assertLanguageClean, expectDirection, langOf } from './site-helpers'

const L = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    country: 'Country',
    email: 'E-mail address',
    password: 'Password',
    confirm: 'Confirm password',
    language: 'Preferred language',
    timeZone: 'Time zone',
    terms: /terms and conditions/,
    createAccount: 'Create my account',
    checkMail: 'Check your e-mail',
    activated: 'Your account is activated',
    logIn: 'Log in',
    badCredentials: 'The e-mail address or password is not correct.',
    profile: 'My profile',
    save: 'Save changes',
    saved: 'Profile saved',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNew: 'Confirm the new password',
    passwordChanged: 'Password changed',
    session: 'Session',
    logOut: 'Log out',
    forgot: 'Forgot your password?',
    sendLink: 'Send me the link',
    saveNewPassword: 'Save my new password',
    passwordReset: 'Your password is changed',
    invalidActivation: 'This activation link is not valid',
    invalidReset: 'This reset link is not valid',
    names: ['Sarah', 'Hadid', 'Layla'],
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الهاتف',
    country: 'الدولة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    language: 'اللغة المفضلة',
    timeZone: 'المنطقة الزمنية',
    terms: /الشروط والأحكام/,
    createAccount: 'إنشاء حسابي',
    checkMail: 'تحقّق من بريدك الإلكتروني',
    activated: 'تم تفعيل حسابك',
    logIn: 'تسجيل الدخول',
    badCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    profile: 'ملفي الشخصي',
    save: 'حفظ التغييرات',
    saved: 'تم حفظ الملف الشخصي',
    changePassword: 'تغيير كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmNew: 'تأكيد كلمة المرور الجديدة',
    passwordChanged: 'تم تغيير كلمة المرور',
    session: 'الجلسة',
    logOut: 'تسجيل الخروج',
    forgot: 'نسيت كلمة المرور؟',
    sendLink: 'أرسل لي الرابط',
    saveNewPassword: 'حفظ كلمة المرور الجديدة',
    passwordReset: 'تم تغيير كلمة المرور',
    invalidActivation: 'رابط التفعيل هذا غير صالح',
    invalidReset: 'رابط إعادة التعيين هذا غير صالح',
    names: ['سارة', 'العلي', 'ليلى'],
  },
}

/**
 * The booking API throttles logins and reset requests per client address, and every session on
 * this machine reaches it from 127.0.0.1 through the site's proxy, which the API trusts. Each test
 * therefore speaks from its own (documentation-range) address, so the journeys of other tests
 * and other sessions cannot exhaust its allowance.
 */
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` })
})

/** Console errors, except the failed-request lines of answers a step expects (400/401). */
const watchErrors = (page: Page) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: .*status of 40[013]/.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return () => expect(errors, errors.join('\n')).toEqual([])
}

const main = (page: Page) => page.locator('main')

/** A field by its label, exactly, whether or not the required asterisk follows it. */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

const logIn = async (page: Page, lang: Lang, email: string | null, password: string) => {
  const l = L[lang]
  const form = main(page)
  if (email !== null) await field(form, l.email).fill(email)
  await field(form, l.password).fill(password)
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login')),
    form.getByRole('button', { name: l.logIn, exact: true }).click(),
  ])
  return response
}

test('register, activate by e-mail, log in, edit the profile, change the password, log out', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000)
  const lang = langOf(info)
  const l = L[lang]
  const assertClean = watchErrors(page)
  const email = uniqueEmail('accounts')
  const password = 'Journey!Pass2026'
  const newPassword = 'Changed!Pass2027'

  // Sign-up through the form.
  await page.goto(`/${lang}/register`)
  await expectDirection(page, lang)
  const form = main(page)
  await field(form, l.firstName).fill(l.names[0]!)
  await expect(field(form, l.language)).toHaveValue(lang)
  await assertLanguageClean(page, lang)
  await field(form, l.lastName).fill(l.names[1]!)
  await field(form, l.phone).fill('+962 79 123 4567')
  await field(form, l.country).selectOption('JO')
  await field(form, l.email).fill(email)
  await field(form, l.password).fill(password)
  await expect(form.getByTestId('password-checklist').locator('[data-met="false"]')).toHaveCount(0)
  await field(form, l.confirm).fill(password)
  await field(form, l.timeZone).selectOption('Asia/Amman')
  const terms = form.getByRole('checkbox', { name: l.terms })
  await form.locator('label:has(input[name="acceptTerms"]) [data-part="control"]').click()
  await expect(terms).toBeChecked()
  const [signup] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/signup')),
    form.getByRole('button', { name: l.createAccount }).click(),
  ])
  expect(signup.status(), await signup.text()).toBe(201)
  expect(JSON.parse(signup.request().postData()!)).toMatchObject({
    email,
    country: 'JO',
    preferredLanguage: lang,
    timeZone: 'Asia/Amman',
  })
  await expect(form.getByRole('heading', { name: l.checkMail })).toBeVisible()
  await expect(form.getByTestId('sent-to')).toContainText(email)

  // Not active yet: the login says so.
  await page.goto(`/${lang}/login`)
  expect((await logIn(page, lang, email, password)).status()).toBe(403)
  await expect(form.getByRole('alert')).toBeVisible()

  // The activation e-mail, in the account's language, opened in the browser.
  const [mail] = await mailTo(request, email)
  const link = linkIn(mail!, /\/activate$/)
  expect(link.startsWith(`/${lang}/activate?`)).toBe(true)
  await page.goto(link)
  await expect(form.getByRole('heading', { name: l.activated })).toBeVisible()
  await form.getByRole('link', { name: l.logIn }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
  await expect(field(form, l.email)).toHaveValue(email)

  // The profile asks for a login and gets the patient back after it.
  await page.goto(`/${lang}/account-profile`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
  expect((await logIn(page, lang, email, password)).status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-profile$`))
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'))
  expect(stored).toMatchObject({ email, accessToken: expect.any(String) })

  // Edit the profile; a reload shows what the server kept.
  await expect(form.getByRole('heading', { level: 1, name: l.profile })).toBeVisible()
  await expect(field(form, l.firstName)).toHaveValue(l.names[0]!)
  await expect(field(form, l.email)).toHaveAttribute('readonly', '')
  await assertLanguageClean(page, lang)
  await field(form, l.firstName).fill(l.names[2]!)
  // A local number: the site adds the chosen country's calling code (E.164).
  await field(form, l.phone).fill('0770 123 4567')
  await field(form, l.country).selectOption('IQ')
  await field(form, l.timeZone).selectOption('Asia/Baghdad')
  const [put] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/user/')),
    form.getByRole('button', { name: l.save }).click(),
  ])
  expect(put.status()).toBe(200)
  expect(JSON.parse(put.request().postData()!)).toEqual({
    firstName: l.names[2],
    phone: '+9647701234567',
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
  })
  await expect(form.getByRole('alert')).toContainText(l.saved)
  await page.reload()
  await expect(field(form, l.firstName)).toHaveValue(l.names[2]!)
  await expect(field(form, l.phone)).toHaveValue('+9647701234567')
  await expect(field(form, l.country)).toHaveValue('IQ')
  await expect(field(form, l.timeZone)).toHaveValue('Asia/Baghdad')

  // Change the password.
  await page.goto(`/${lang}/account-change-password`)
  await expect(form.getByRole('heading', { level: 1, name: l.changePassword })).toBeVisible()
  await field(form, l.currentPassword).fill(password)
  await field(form, l.newPassword).fill(newPassword)
  await field(form, l.confirmNew).fill(newPassword)
  const [change] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/user/change-password')),
    form.getByRole('button', { name: l.changePassword }).click(),
  ])
  expect(change.status()).toBe(200)
  await expect(form.getByRole('alert')).toContainText(l.passwordChanged)
  await expect(field(form, l.currentPassword)).toHaveValue('')

  // Log out from the profile page: storage cleared, back at the start.
  await page.goto(`/${lang}/account-profile`)
  await page.getByRole('region', { name: l.session }).getByRole('button', { name: l.logOut }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull()

  // Only the new password opens the account now.
  await page.goto(`/${lang}/login`)
  expect((await logIn(page, lang, email, password)).status()).toBe(401)
  await expect(form.getByRole('alert')).toContainText(l.badCredentials)
  expect((await logIn(page, lang, null, newPassword)).status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-appointments$`))
  assertClean()
})

/**
 * What only an Arabic sign-up shows (the journey above runs in English): the form proposes Arabic
 * as the account's language and sends it, the Arabic name is kept as typed, and the activation
 * e-mail (in the account's language) opens the Arabic page.
 */
test(
  'in Arabic: the sign-up proposes Arabic; the Arabic name and the activation e-mail follow',
  { tag: '@ar-only' },
  async ({ page, request }) => {
    test.setTimeout(120_000)
    const l = L.ar
    const assertClean = watchErrors(page)
    const email = uniqueEmail('accounts-ar')
    const password = 'Journey!Pass2026'
    const form = main(page)

    await page.goto('/ar/register')
    await expect(field(form, l.language)).toHaveValue('ar')
    await field(form, l.firstName).fill(l.names[0]!)
    await field(form, l.lastName).fill(l.names[1]!)
    await field(form, l.phone).fill('+962 79 123 4567')
    await field(form, l.country).selectOption('JO')
    await field(form, l.email).fill(email)
    await field(form, l.password).fill(password)
    await field(form, l.confirm).fill(password)
    await field(form, l.timeZone).selectOption('Asia/Amman')
    await form.locator('label:has(input[name="acceptTerms"]) [data-part="control"]').click()
    await expect(form.getByRole('checkbox', { name: l.terms })).toBeChecked()
    const [signup] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/signup')),
      form.getByRole('button', { name: l.createAccount }).click(),
    ])
    expect(signup.status(), await signup.text()).toBe(201)
    expect(JSON.parse(signup.request().postData()!)).toMatchObject({
      email,
      firstName: l.names[0],
      lastName: l.names[1],
      preferredLanguage: 'ar',
    })
    await expect(form.getByRole('heading', { name: l.checkMail })).toBeVisible()

    const [mail] = await mailTo(request, email)
    const link = linkIn(mail!, /\/activate$/)
    expect(link.startsWith('/ar/activate?')).toBe(true)
    await page.goto(link)
    await expect(form.getByRole('heading', { name: l.activated })).toBeVisible()

    // The profile shows the Arabic name as it was typed.
    await signIn(page, email, password, 'ar')
    await page.goto('/ar/account-profile')
    await expect(field(form, l.firstName)).toHaveValue(l.names[0]!)
    await expect(field(form, l.lastName)).toHaveValue(l.names[1]!)
    assertClean()
  },
)

test('a forgotten password is reset through the e-mailed link', async ({ page, request }, info) => {
  test.setTimeout(120_000)
  const lang = langOf(info)
  const l = L[lang]
  const assertClean = watchErrors(page)
  const patient = await createPatient(request, lang)
  const newPassword = 'Reset!Pass2028'
  const form = main(page)

  await page.goto(`/${lang}/login`)
  await field(form, l.email).fill(patient.email)
  await form.getByRole('link', { name: l.forgot }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`))
  await expectDirection(page, lang)
  await expect(field(form, l.email)).toHaveValue(patient.email)
  await assertLanguageClean(page, lang)
  const [forgot] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/auth/forgot')),
    form.getByRole('button', { name: l.sendLink }).click(),
  ])
  expect(forgot.status()).toBe(200)
  await expect(form.getByRole('heading', { name: l.checkMail })).toBeVisible()
  await expect(form).toContainText(patient.email)

  const [mail] = await mailTo(request, patient.email, (m) => /\/reset\?/.test(m.html))
  const link = linkIn(mail!, /\/reset$/)
  expect(link.startsWith(`/${lang}/reset?`)).toBe(true)
  await page.goto(link)
  const newField = field(form, l.newPassword)
  await newField.fill('short')
  await expect(form.getByTestId('password-checklist').locator('[data-met="false"]')).not.toHaveCount(0)
  await newField.fill(newPassword)
  await expect(form.getByTestId('password-checklist').locator('[data-met="false"]')).toHaveCount(0)
  await field(form, l.confirmNew).fill(newPassword)
  const [reset] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/auth/reset')),
    form.getByRole('button', { name: l.saveNewPassword }).click(),
  ])
  expect(reset.status()).toBe(200)
  await expect(form.getByRole('heading', { name: l.passwordReset })).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(form.getByRole('heading', { name: l.invalidReset })).toBeVisible()

  await page.goto(`/${lang}/login`)
  expect((await logIn(page, lang, patient.email, patient.password)).status()).toBe(401)
  expect((await logIn(page, lang, null, newPassword)).status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-appointments$`))
  assertClean()
})

test(
  "in Arabic: an Arabic account's reset e-mail opens the Arabic page",
  { tag: '@ar-only' },
  async ({ page, request }) => {
    const l = L.ar
    const patient = await createPatient(page.request, 'ar')
    // As the forgotten-password page asks for it (through the context, from this test's own address).
    const forgot = await page.request.get(`/api/v1/auth/forgot?email=${encodeURIComponent(patient.email)}`)
    expect(forgot.status(), await forgot.text()).toBe(200)
    const [mail] = await mailTo(request, patient.email, (m) => /\/reset\?/.test(m.html))
    const link = linkIn(mail!, /\/reset$/)
    expect(link.startsWith('/ar/reset?')).toBe(true)
    await page.goto(link)
    await expect(field(main(page), l.newPassword)).toBeVisible()
  },
)

test('failures are explained in the page language', { tag: '@each-language' }, async ({ page, request }, info) => {
  const lang = langOf(info)
  const l = L[lang]
  const patient = await createPatient(request, lang)
  const form = main(page)

  await page.goto(`/${lang}/login`)
  await expectDirection(page, lang)
  await assertLanguageClean(page, lang)
  expect((await logIn(page, lang, patient.email, 'Wrong!Pass2026')).status()).toBe(401)
  await expect(form.getByRole('alert')).toContainText(l.badCredentials)
  await assertLanguageClean(page, lang)
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull()

  // A wrong token answers alike for an active account and an unknown address (no enumeration).
  for (const email of [patient.email, uniqueEmail('nobody')]) {
    await page.goto(`/${lang}/activate?token=${'0'.repeat(40)}&email=${encodeURIComponent(email)}`)
    await expect(form.getByRole('heading', { name: l.invalidActivation })).toBeVisible()
  }
  await assertLanguageClean(page, lang)
  await page.goto(`/${lang}/reset?email=${encodeURIComponent(patient.email)}`)
  await expect(form.getByRole('heading', { name: l.invalidReset })).toBeVisible()
})

test('the specialities lead to their doctors', { tag: '@each-language' }, async ({ page, request }, info) => {
  const lang = langOf(info)
  const patient = await createPatient(request, lang)
  const form = main(page)
  const api = await request.get(`/api/v1/speciality?limit=100&offset=0&lang=${lang}`)
  const { content } = (await api.json()) as { content: { name: string; slug: string }[] }
  expect(content.length).toBeGreaterThan(0)

  await page.goto(`/${lang}/account-specialities`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
  await logIn(page, lang, patient.email, patient.password)
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-specialities$`))
  await expectDirection(page, lang)
  const cards = form.getByTestId('specialities').getByRole('listitem')
  await expect(cards).toHaveCount(content.length)
  const first = content[0]!
  const link = form.getByRole('link', { name: first.name, exact: true })
  await expect(link).toHaveAttribute('href', `/${lang}/doctor-list?speciality=${first.slug}`)
  await assertLanguageClean(page, lang)
})
