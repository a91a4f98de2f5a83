/**
 * The whole patient journey of issue 5 in one go, through the browser only (no API shortcuts):
 * sign up → the activation mail in MailDev → activate → log in → find a doctor → book with two
 * files → medical-success → services survey → summary → travel-success → the appointment in the
 * account → both exports downloaded. Runs in English; what an Arabic patient meets on the way (the
 * Arabic e-mail link, dates, stored language, exports) is in the `@ar-only` tests of accounts,
 * booking and travel.
 */
import { randomInt } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { type Locator, type Page, expect, test } from './fixtures'

import { files, linkIn, mailTo, ownDoctorCard, uniqueEmail } from './journey-helpers'
import { type Lang, assertLanguageClean, expectDirection, langOf, watchConsole } from './site-helpers'

const L = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    country: 'Country',
    email: 'E-mail address',
    password: 'Password',
    confirm: 'Confirm password',
    timeZone: 'Time zone',
    terms: /terms and conditions/,
    createAccount: 'Create my account',
    checkMail: 'Check your e-mail',
    activated: 'Your account is activated',
    logIn: 'Log in',
    findDoctor: 'Find a doctor',
    viewProfile: 'View profile',
    choose: 'Choose files',
    consent: 'I consent to the processing of my health data',
    book: 'Book appointment',
    booked: 'Appointment booked Successfully!',
    bookingNumber: 'Booking Number',
    showMe: 'Sure! Show Me!',
    next: 'Next',
    confirmSurvey: 'Confirm',
    travelSuccess: 'Successfully Added Your Travel Preferences!',
    bookedWithId: 'Appointment booked with id#',
    myAppointments: 'My appointments',
    names: ['Omar', 'Haddad'],
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الهاتف',
    country: 'الدولة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    timeZone: 'المنطقة الزمنية',
    terms: /الشروط والأحكام/,
    createAccount: 'إنشاء حسابي',
    checkMail: 'تحقّق من بريدك الإلكتروني',
    activated: 'تم تفعيل حسابك',
    logIn: 'تسجيل الدخول',
    findDoctor: 'ابحث عن طبيب',
    viewProfile: 'عرض الملف الشخصي',
    choose: 'اختر الملفات',
    consent: 'أوافق على معالجة بياناتي الصحية',
    book: 'احجز الموعد',
    booked: 'تم حجز الموعد بنجاح!',
    bookingNumber: 'رقم الحجز',
    showMe: 'بالتأكيد! أرني!',
    next: 'التالي',
    confirmSurvey: 'تأكيد',
    myAppointments: 'مواعيدي',
    names: ['عمر', 'حداد'],
  },
}

/** A field by its label, exactly, whether or not the required asterisk follows it. */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

const random = <T>(items: T[]) => items[randomInt(items.length)]!

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()])
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) }
}

test.beforeEach(async ({ context }) => {
  // The API throttles per client address; each journey speaks from its own (documentation) address.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` })
})

test('sign up → activate → log in → find a doctor → book with two files → survey → travel-success → exports', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000)
  const lang: Lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const email = uniqueEmail('journey')
  const password = 'Journey!Pass2026'
  const main = page.locator('main')

  // ── Sign up ──────────────────────────────────────────────────────────────────────────────
  await page.goto(`/${lang}/`)
  await expectDirection(page, lang)
  await page.getByTestId('login-link').click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
  await page.goto(`/${lang}/register`)
  await field(main, l.firstName).fill(l.names[0]!)
  await field(main, l.lastName).fill(l.names[1]!)
  await field(main, l.phone).fill('+966 50 123 4567')
  await field(main, l.country).selectOption('SA')
  await field(main, l.email).fill(email)
  await field(main, l.password).fill(password)
  await field(main, l.confirm).fill(password)
  await field(main, l.timeZone).selectOption('Asia/Riyadh')
  await main.locator('label:has(input[name="acceptTerms"]) [data-part="control"]').click()
  await expect(main.getByRole('checkbox', { name: l.terms })).toBeChecked()
  await assertLanguageClean(page, lang)
  await main.getByRole('button', { name: l.createAccount }).click()
  await expect(main.getByRole('heading', { name: l.checkMail })).toBeVisible()

  // ── The activation mail, opened in the browser ──────────────────────────────────────────
  const [mail] = await mailTo(request, email)
  await page.goto(linkIn(mail!, new RegExp(`^/${lang}/activate$`)))
  await expect(main.getByRole('heading', { name: l.activated })).toBeVisible()

  // ── Log in ───────────────────────────────────────────────────────────────────────────────
  await main.getByRole('link', { name: l.logIn }).click()
  await expect(field(main, l.email)).toHaveValue(email)
  await field(main, l.password).fill(password)
  await main.getByRole('button', { name: l.logIn, exact: true }).click()
  await expect(page.getByTestId('app-bar')).toBeVisible()
  const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'))
  expect(user).toMatchObject({ email, accessToken: expect.any(String) })

  // ── Find a doctor (from the app bar) ─────────────────────────────────────────────────────
  await page.getByTestId('app-bar').getByRole('link', { name: l.findDoctor }).first().click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/doctor-list`))
  // One of this worker's doctors (the other worker books on its own: journey-helpers.ts).
  const card = random(await ownDoctorCard(page))
  const doctorName = (await card.getByRole('heading', { level: 2 }).innerText()).trim()
  await card.getByRole('link', { name: new RegExp(l.viewProfile) }).click()
  await expect(page.locator('main h1')).toHaveText(doctorName)

  // A random free time (other journeys book too).
  const days = page.getByTestId('slot-picker').locator('[data-day]')
  await expect(days.first()).toBeVisible()
  await random(await days.all()).click()
  const slotButton = random(await page.getByTestId('slot-times').locator('[data-slot]').all())
  const slot = (await slotButton.getAttribute('data-slot'))!
  await slotButton.click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/patient-details\\?`))
  await expect(page.getByTestId('doctor-name')).toHaveText(doctorName)
  await expect(page.getByTestId('slot-times').locator(`[data-slot="${slot}"]`)).toHaveAttribute('aria-pressed', 'true')

  // ── Book with two files ──────────────────────────────────────────────────────────────────
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: l.choose }).click(),
  ])
  await chooser.setFiles([files.pdf, files.png])
  await expect(page.getByTestId('attached-name')).toHaveText([files.pdf.name, files.png.name])
  await page.getByText(l.consent).click()
  await assertLanguageClean(page, lang)
  const [booking] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/appointment')),
    main.getByRole('button', { name: l.book }).click(),
  ])
  expect(booking.status(), await booking.text()).toBe(201)
  const appointmentId = (await booking.json()).content.id as number

  // ── medical-success ──────────────────────────────────────────────────────────────────────
  await expect(page).toHaveURL(new RegExp(`/${lang}/medical-success`))
  const alert = main.getByRole('alert')
  await expect(alert).toContainText(l.booked)
  await expect(alert).toContainText(doctorName.split(' ').pop()!)
  await expect(alert).toContainText(l.bookingNumber)
  await expect(alert).toContainText(String(appointmentId))
  const istanbulDay = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(slot))
  await expect(alert).toContainText(istanbulDay)
  await main
    .getByRole('button', { name: l.showMe })
    .or(main.getByRole('link', { name: l.showMe }))
    .click()

  // ── Services survey → summary → travel-success ───────────────────────────────────────────
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${appointmentId}`))
  const tourist = page.locator('[data-package="tourist"]')
  await tourist.locator('[data-scope="switch"][data-part="root"]').click()
  const translation = page.locator('[data-package="translation"]')
  await translation.locator('[data-scope="switch"][data-part="root"]').click()
  await translation.locator('select').first().selectOption('ru')
  await assertLanguageClean(page, lang)
  await main.getByRole('button', { name: l.next, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey-summary`))
  await expect(page.getByTestId('travel-summary').locator('[data-package]')).toHaveCount(2)
  const [saved] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/appointment/${appointmentId}`),
    ),
    main.getByRole('button', { name: l.confirmSurvey, exact: true }).click(),
  ])
  expect(saved.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/${lang}/travel-success`))
  if (lang === 'en') {
    await expect(main).toContainText(L.en.travelSuccess)
    await expect(page.getByTestId('travel-success-id')).toHaveText(`${L.en.bookedWithId} ${appointmentId}`)
  } else {
    await expect(page.getByTestId('travel-success-id')).toContainText(String(appointmentId))
  }

  // What the server stored: the booking, its two files and the travel preferences.
  const stored = await page.request.get(`/api/v1/appointment/${appointmentId}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  })
  const appointment = (await stored.json()).content
  expect(appointment.appointmentDate).toBe(new Date(slot).toISOString())
  expect(appointment.lang).toBe(lang)
  expect(appointment.attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual(
    [files.pdf.name, files.png.name].sort(),
  )
  expect(appointment.travelPreferences).toMatchObject({
    isTouristSelected: true,
    isTranslationSelected: true,
    translation_LangFrom: 'ru',
  })

  // ── The appointment in the account, and both exports ─────────────────────────────────────
  await page.getByTestId('app-bar').getByRole('link', { name: l.myAppointments }).first().click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-appointments`))
  const row = page.getByRole('row').filter({ hasText: `#${appointmentId}` })
  await expect(row).toHaveCount(1)
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-appointment-details\\?id=${appointmentId}`))
  await expectDirection(page, lang)
  const pdfButtons = main.getByRole('button', { name: /PDF/ })
  await expect(pdfButtons).toHaveCount(2)
  const details = await download(page, pdfButtons.nth(0))
  expect(details.name).toBe(`appointment-${appointmentId}-details.pdf`)
  expect(details.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const travel = await download(page, pdfButtons.nth(1))
  expect(travel.name).toBe(`appointment-${appointmentId}-travel-preferences.pdf`)
  expect(travel.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  watch.assertClean()
})
