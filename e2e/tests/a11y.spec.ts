/**
 * Accessibility gate (issue 6): axe on every public page, every screen of the booking and travel
 * journeys, the account pages and the admin area, in English and Arabic, with the menus and
 * dialogs those screens open. A serious or critical violation fails the test with its targets.
 * Issue 21: on the same screens, every control (from the accessibility tree) has a name, in the
 * page's language (focus-helpers.ts `nameAudit`). Each test walks many screens so the whole gate
 * stays within a few minutes.
 */
import { type Page, expect, test } from './fixtures'

import { axeAudit, ownClientAddress, settle, visit } from './a11y-helpers'
import { nameAudit } from './focus-helpers'
import { ADMIN, createPatient, files, signIn, ownDoctorCard } from './journey-helpers'
import { type Lang, gql, langOf } from './site-helpers'

import infoPages from '@medtour/web/info-pages' with { type: 'json' }

// Three long, independent walks: spread over both workers rather than one after the other.
test.describe.configure({ mode: 'parallel' })
test.use({ actionTimeout: 15_000 })
test.beforeEach(async ({ context }) => ownClientAddress(context))

/** The few control names the tests reach by role. */
const L = {
  en: { add: 'Add', delete: 'Delete', cancel: 'Cancel appointment', viewProfile: /View profile/ },
  ar: { add: 'إضافة', delete: 'حذف', cancel: 'إلغاء الموعد', viewProfile: /عرض الملف الشخصي/ },
}

const firstSlug = async (page: Page, collection: 'Providers' | 'Doctors') =>
  (
    await gql<Record<string, { docs: { slug: string }[] }>>(
      page.request,
      `{ ${collection}(limit: 1, sort: "id"${collection === 'Doctors' ? ', where: { active: { equals: true } }' : ''}) { docs { slug } } }`,
    )
  )[collection]!.docs[0]!.slug

/** Chooses a wizard card (a visually hidden input inside its label). */
const pickCard = async (page: Page, role: 'radio' | 'checkbox', index = 0) => {
  const card = page
    .getByTestId('wizard-page')
    .locator('label')
    .filter({ has: page.getByRole(role) })
    .nth(index)
  await card.click()
  await expect(card.getByRole(role)).toBeChecked()
}

test('public pages, menus and the treatments wizard', { tag: '@each-language' }, async ({ page }, info) => {
  test.setTimeout(300_000)
  const lang: Lang = langOf(info)
  const axe = axeAudit(page)
  const names = nameAudit(page, lang)
  const provider = await firstSlug(page, 'Providers')
  const doctor = await firstSlug(page, 'Doctors')

  const paths = [
    '',
    ...infoPages,
    'faq',
    'turkey',
    'cities',
    'health-providers',
    `health-providers/${provider}`,
    'thank-you',
    'login',
    'register',
    'activate?key=not-a-key',
    'forgot-password',
    'reset?key=not-a-key',
    'doctor-list',
    `doctor-profile?doctor=${doctor}`,
    'treatments-summary',
    'treatment-success',
    'no-such-page',
    '500',
  ]
  await visit(page, `/${lang}/`)
  await settle(page)
  await expect(page.locator('footer')).toBeVisible()
  for (const path of paths) {
    await visit(page, `/${lang}/${path}`)
    await settle(page)
    await axe.check(path || 'home')
    await names.check(path || 'home')
  }

  // The header's drop-down menu, and the mobile menu drawer.
  await page.goto(`/${lang}/`)
  await settle(page)
  const menuButton = page.locator('header nav button[aria-haspopup="menu"]').first()
  await menuButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await axe.check('header menu', 'header')
  await names.check('header menu')
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByTestId('menu-toggle').click()
  await expect(page.getByTestId('mobile-menu')).toBeVisible()
  await axe.check('mobile menu', '[data-testid="mobile-menu"]')
  await names.check('mobile menu')
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1280, height: 720 })

  // The treatments wizard, step by step, with its 'Required' messages shown.
  await page.goto(`/${lang}/treatments`)
  await settle(page)
  const next = page.getByTestId('treatments-wizard').locator('button[type="submit"]')
  await next.click()
  await axe.check('treatments step 1 (required)')
  await pickCard(page, 'radio')
  await next.click()
  await expect(page.getByTestId('wizard-page')).toHaveAttribute('data-page', '1')
  await settle(page)
  await axe.check('treatments step 2')
  await names.check('treatments step 2')
  await pickCard(page, 'checkbox')
  await next.click()
  await expect(page.getByTestId('wizard-page')).toHaveAttribute('data-page', '2')
  await next.click()
  await axe.check('treatments step 3 (required)')
  await page.getByTestId('wizard-page').locator('select').nth(0).selectOption({ index: 2 })
  await page.getByTestId('wizard-page').locator('select').nth(1).selectOption({ index: 1 })
  await pickCard(page, 'radio')
  await next.click()
  await expect(page.getByTestId('wizard-page')).toHaveAttribute('data-page', '3')
  await axe.check('treatments step 4')
  await names.check('treatments step 4')
  await next.click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/treatments-summary$`))
  // The summary's module may still be loading while the wizard is shown: wait for the new screen.
  await expect(page.getByTestId('treatments-wizard')).toHaveCount(0)
  await settle(page)
  await axe.check('treatments-summary (filled)')
  axe.assertNone()
  names.assertNone()
})

test(
  'the booking journey, the travel survey and the account pages',
  { tag: '@each-language' },
  async ({ page }, info) => {
    test.setTimeout(300_000)
    const lang: Lang = langOf(info)
    const axe = axeAudit(page)
    const names = nameAudit(page, lang)
    const main = page.locator('main')
    const submit = main.locator('button[type="submit"]')
    const patient = await createPatient(page.request, lang)
    await signIn(page, patient.email, patient.password, lang)

    // The doctor's profile with its slot picker, a day chosen (loaded afresh: the session is read at start).
    await page.goto(`/${lang}/doctor-list`)
    await settle(page)
    // One of this worker's doctors: the other worker books on its own (journey-helpers.ts).
    const [card] = await ownDoctorCard(page)
    await card!.getByRole('link', { name: L[lang].viewProfile }).click()
    await settle(page)
    const days = page.getByTestId('slot-picker').locator('[data-day]')
    await days.last().click()
    await axe.check('doctor-profile (slot picker)')
    await page.getByTestId('slot-times').locator('[data-slot]').first().click()

    // The booking form: empty submit (errors), files attached and refused, consent given.
    await expect(page).toHaveURL(/\/patient-details\?/)
    await settle(page)
    await axe.check('patient-details')
    await page.getByTestId('file-input').setInputFiles([files.pdf, files.png])
    await page.getByTestId('file-input').setInputFiles([files.exe])
    await expect(page.getByTestId('files-refused')).toBeVisible()
    await expect(page.getByTestId('attached-name')).toHaveCount(2)
    await submit.click()
    await axe.check('patient-details (files, errors)')
    await names.check('patient-details (files, errors)', [/blood-test|x-ray|setup/])
    await page.locator('label:has(input[name="consent"])').click()
    await expect(main.locator('input[name="consent"]')).toBeChecked()
    await axe.check('patient-details (consent)')
    const [booked] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/appointment')),
      submit.click(),
    ])
    expect(booked.status(), await booked.text()).toBe(201)
    const appointmentId = (await booked.json()).content.id as number

    await expect(page).toHaveURL(new RegExp(`/${lang}/medical-success$`))
    await settle(page)
    await axe.check('medical-success')

    // The services survey with every package switched on, its summary and travel-success.
    await visit(page, `/${lang}/services-survey?appointment=${appointmentId}`)
    await settle(page)
    for (const control of await page.locator('[data-package] [data-scope="switch"][data-part="root"]').all())
      await control.click()
    await submit.click()
    await axe.check('services-survey (all packages, errors)')
    // The tab keeps the answers as a draft (issue 20): after a reload the packages are still on.
    await page.reload()
    await settle(page)
    for (const control of await page.locator('[data-package] [data-scope="switch"][data-part="root"]').all())
      await control.click()
    await submit.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey-summary`))
    await settle(page)
    await axe.check('services-survey-summary')
    await main.getByRole('button').last().click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/travel-success`))
    await settle(page)
    await axe.check('travel-success')

    // The account pages, the cancel dialog and the change-password errors.
    for (const path of [
      'account-profile',
      'account-appointments',
      `account-appointment-details?id=${appointmentId}`,
      'account-treatment-requests',
      'account-specialities',
      'account-change-password',
    ]) {
      await visit(page, `/${lang}/${path}`)
      await settle(page)
      await axe.check(path)
      await names.check(path)
    }
    await submit.click()
    await axe.check('account-change-password (errors)')
    await visit(page, `/${lang}/account-appointment-details?id=${appointmentId}`)
    await settle(page)
    await main.getByRole('button', { name: L[lang].cancel }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await axe.check('cancel dialog', '[role="alertdialog"]')
    await page.keyboard.press('Escape')

    // The app bar's account menu.
    await page.getByTestId('account-menu').click()
    await expect(page.getByRole('menu')).toBeVisible()
    await axe.check('account menu', '[role="menu"]')
    await names.check('account menu')
    axe.assertNone()
    names.assertNone()
  },
)

const ADMIN_TABLES = ['specialities', 'users', 'doctors', 'countries', 'cities', 'facilities', 'treatments']

test(
  'the admin tables, the Add dialog and the delete confirmation',
  { tag: '@each-language' },
  async ({ page }, info) => {
    test.setTimeout(300_000)
    const lang: Lang = langOf(info)
    const axe = axeAudit(page)
    const names = nameAudit(page, lang)
    await signIn(page, ADMIN.email, ADMIN.password, lang)
    await page.goto(`/${lang}/admin`)
    for (const table of ADMIN_TABLES) {
      await visit(page, `/${lang}/admin/${table}`)
      await settle(page, page.locator('main h2').first())
      await expect(page.getByTestId('admin-list-loading')).toHaveCount(0)
      await axe.check(`admin/${table}`)
      await names.check(`admin/${table}`)
    }
    // The doctors' Add dialog (the largest form), with its errors shown.
    await visit(page, `/${lang}/admin/doctors`)
    await settle(page, page.locator('main table'))
    await page.locator('main').getByRole('button', { name: L[lang].add, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await settle(page, dialog.locator('input').first())
    await axe.check('admin Add doctor', '[role="dialog"]')
    await dialog.locator('button[type="submit"]').click()
    await axe.check('admin Add doctor (errors)', '[role="dialog"]')
    await names.check('admin Add doctor (errors)')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await page.locator('tbody tr').first().getByRole('button', { name: L[lang].delete }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await axe.check('admin delete confirmation', '[role="alertdialog"]')
    await page.keyboard.press('Escape')
    axe.assertNone()
    names.assertNone()
  },
)
