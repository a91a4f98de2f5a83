/**
 * The booking journey with the keyboard only (issue 6): from the home page of a signed-in patient
 * to travel-success, every control is reached with Tab / Shift+Tab and used with Enter, Space or
 * the arrow keys, and shows a visible focus indicator when it has the focus. No clicks, no fills.
 * Issue 21: each new screen puts the focus on its main heading, and a refused booking on the
 * field to fix (the consent the attached files need). The public site, the wizard, the account
 * pages and an admin table by keyboard are keyboard-site.spec.ts and keyboard-flows.spec.ts.
 */
import { expect, test } from './fixtures'

import { expectVisibleFocus, ownClientAddress, settle, tabTo } from './a11y-helpers'
import { expectFocusClearOfHeader, expectFocusOnMainHeading, expectFocusRingContrast } from './focus-helpers'
import { createPatient, files, signIn } from './journey-helpers'
import { type Lang, langOf } from './site-helpers'

const L = {
  en: {
    findDoctor: 'Find a doctor',
    viewProfile: /View profile/,
    choose: 'Choose files',
    consent: /I consent to the processing of my health data/,
    book: 'Book appointment',
    showMe: 'Sure! Show Me!',
    next: 'Next',
    confirm: 'Confirm',
  },
  ar: {
    findDoctor: 'ابحث عن طبيب',
    viewProfile: /عرض الملف الشخصي/,
    choose: 'اختر الملفات',
    consent: /أوافق على معالجة بياناتي الصحية/,
    book: 'احجز الموعد',
    showMe: 'بالتأكيد! أرني!',
    next: 'التالي',
    confirm: 'تأكيد',
  },
}

test.use({ actionTimeout: 15_000 })
test.beforeEach(async ({ context }) => ownClientAddress(context))

test('a signed-in patient books a doctor and adds travel preferences with the keyboard only', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  const lang: Lang = langOf(info)
  const l = L[lang]
  const main = page.locator('main')
  const patient = await createPatient(page.request, lang)
  await signIn(page, patient.email, patient.password, lang)

  // Home → the app bar's Find a doctor.
  await page.goto(`/${lang}/`)
  await settle(page)
  await tabTo(page, page.getByTestId('app-bar').getByRole('link', { name: l.findDoctor }).first())
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${lang}/doctor-list`))
  await settle(page)
  await expectFocusOnMainHeading(page)

  // The list: the first card's profile link (Shift+Tab back from the second proves both ways work).
  const cards = page.getByTestId('doctor-card')
  await tabTo(page, cards.nth(1).getByRole('link', { name: l.viewProfile }))
  await tabTo(page, cards.nth(0).getByRole('link', { name: l.viewProfile }), { back: true })
  const doctorName = (await cards.nth(0).getByRole('heading', { level: 2 }).innerText()).trim()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${lang}/doctor-profile\\?doctor=`))
  await expect(main.locator('h1')).toHaveText(doctorName)
  await settle(page)
  await expectFocusOnMainHeading(page)

  // The slot picker: the second day, then its first time.
  const days = page.getByTestId('slot-picker').locator('[data-day]')
  await tabTo(page, days.nth(1))
  await page.keyboard.press('Enter')
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true')
  const slot = page.getByTestId('slot-times').locator('[data-slot]').first()
  const start = (await slot.getAttribute('data-slot'))!
  await tabTo(page, slot)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(new RegExp(`/${lang}/patient-details\\?`))
  await settle(page)
  await expectFocusOnMainHeading(page)
  await expect(page.getByTestId('slot-times').locator(`[data-slot="${start}"]`)).toHaveAttribute('aria-pressed', 'true')

  // Files by the chooser the button opens, consent with Space, then book with Enter.
  // The chooser is awaited before moving focus, so its interception is on well before Enter.
  const choosing = page.waitForEvent('filechooser', { timeout: 60_000 })
  const choose = main.getByRole('button', { name: l.choose })
  await tabTo(page, choose, { limit: 150 })
  await expect(choose).toBeFocused()
  await page.keyboard.press('Enter')
  const chooser = await choosing
  await chooser.setFiles([files.pdf])
  await expect(page.getByTestId('attached-name')).toHaveText([files.pdf.name])
  // Book before consenting: refused, and the focus goes to the consent (not left on the button).
  const consent = main.getByRole('checkbox', { name: l.consent })
  const book = main.getByRole('button', { name: l.book, exact: true })
  await tabTo(page, book)
  await page.keyboard.press('Enter')
  await expect(consent).toBeFocused()
  await expectFocusClearOfHeader(page)
  await expectFocusRingContrast(page)
  await page.keyboard.press('Space')
  await expect(consent).toBeChecked()
  await tabTo(page, book)
  const [booked] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/appointment')),
    page.keyboard.press('Enter'),
  ])
  expect(booked.status(), await booked.text()).toBe(201)
  const appointmentId = (await booked.json()).content.id as number

  // medical-success → the services survey.
  await expect(page).toHaveURL(new RegExp(`/${lang}/medical-success$`))
  await settle(page)
  await tabTo(page, main.getByRole('button', { name: l.showMe }).or(main.getByRole('link', { name: l.showMe })))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${appointmentId}`))
  await settle(page)

  // A package switched on with Space; a preference chosen; Next with Enter.
  const tourist = page.locator('[data-package="tourist"]').getByRole('checkbox').first()
  await tabTo(page, tourist)
  await page.keyboard.press('Space')
  await expect(tourist).toBeChecked()
  const preference = main.locator('[data-testid="survey-preferences"] input[type="checkbox"]').first()
  await tabTo(page, preference)
  await page.keyboard.press('Space')
  await expect(preference).toBeChecked()
  await tabTo(page, main.getByRole('button', { name: l.next, exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey-summary`))
  await settle(page)

  // The summary: Confirm with Enter → travel-success; the server has the preferences.
  await tabTo(page, main.getByRole('button', { name: l.confirm, exact: true }))
  const [saved] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/appointment/${appointmentId}`),
    ),
    page.keyboard.press('Enter'),
  ])
  expect(saved.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/${lang}/travel-success`))
  await settle(page)
  await page.keyboard.press('Tab')
  await expectVisibleFocus(page)
})
