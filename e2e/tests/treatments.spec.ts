/**
 * The treatments wizard (issue 5): an anonymous visitor plans a treatment over the CMS catalogue,
 * meets 'Required' on every step, reaches the summary (no public header), is sent to log in when
 * sending, comes back with the answers kept, sends, and the request exists on the server.
 */
import { type Page, expect, test } from './fixtures'

import { apiLogin, createPatient, signIn } from './journey-helpers'
import { type Lang, assertLanguageClean, expectDirection, gql, langOf, watchConsole } from './site-helpers'

const L = {
  en: {
    steps: ['Speciality', 'Treatments', 'Travel and timing', 'About you'],
    next: 'Next',
    previous: 'Previous',
    summary: 'Summary',
    required: 'Required',
    month: 'Preferred month',
    companions: 'People travelling with you',
    istanbul: 'Istanbul',
    notes: 'Medical summary and notes',
    contact: 'How should we contact you?',
    whatsapp: 'WhatsApp',
    summaryTitle: 'Your treatment request',
    signIn: 'Log in to send your request',
    send: 'Send request',
    login: 'Log in',
    success: 'Your treatment request was added successfully',
    backHome: 'Back to Home',
    empty: 'You have not planned a treatment yet',
    start: 'Start planning',
    incomplete: 'Your request is not complete yet',
    continue: 'Continue planning',
    editTravel: 'Edit: Travel and timing',
  },
  ar: {
    steps: ['التخصص', 'العلاجات', 'السفر والتوقيت', 'عنك'],
    next: 'التالي',
    previous: 'السابق',
    summary: 'الملخص',
    required: 'مطلوب',
    month: 'الشهر المفضّل',
    companions: 'عدد المرافقين',
    istanbul: 'إسطنبول',
    notes: 'ملخّص طبي وملاحظات',
    contact: 'كيف نتواصل معك؟',
    whatsapp: 'واتساب',
    summaryTitle: 'طلب العلاج الخاص بك',
    signIn: 'سجّل الدخول لإرسال طلبك',
    send: 'إرسال الطلب',
    login: 'تسجيل الدخول',
    success: 'تمت إضافة طلب العلاج الخاص بك بنجاح',
    backHome: 'العودة إلى الرئيسية',
    empty: 'لم تخطّط لعلاج بعد',
    start: 'ابدأ التخطيط',
    incomplete: 'طلبك غير مكتمل بعد',
    continue: 'متابعة التخطيط',
    editTravel: 'تعديل: السفر والتوقيت',
  },
}

interface Speciality {
  id: number
  slug: string
  name: string
}
interface Treatment {
  id: number
  slug: string
  name: string
  priceRange: string | null
  speciality: { id: number } | null
}

/** Records other journeys create and delete while we run (the admin tests' "E2E …" records). */
const isSeeded = (record: { slug: string; name: string }) => !/^e2e/i.test(record.slug) && !/^e2e/i.test(record.name)

/**
 * The catalogue as the site shows it in the language, and one seeded speciality with treatments
 * at random (with another one), and one or two of its treatments.
 */
async function pickFromCatalogue(page: Page, lang: Lang) {
  const data = await gql<{ Specialities: { docs: Speciality[] }; Treatments: { docs: Treatment[] } }>(
    page.request,
    `query($locale: LocaleInputType) {
      Specialities(where: { active: { equals: true } }, sort: "order", limit: 100, locale: $locale, fallbackLocale: en) { docs { id slug name } }
      Treatments(where: { active: { equals: true } }, sort: "order", limit: 500, locale: $locale, fallbackLocale: en) { docs { id slug name priceRange speciality { id } } }
    }`,
    { locale: lang },
  )
  const offering = data.Specialities.docs
    .filter(isSeeded)
    .map((s) => ({ ...s, treatments: data.Treatments.docs.filter((t) => t.speciality?.id === s.id && isSeeded(t)) }))
    .filter((s) => s.treatments.length > 0)
  expect(offering.length).toBeGreaterThan(1)
  const speciality = offering[Math.floor(Math.random() * offering.length)]!
  const other = offering.find((s) => s.id !== speciality.id)!
  const shuffled = [...speciality.treatments].sort(() => Math.random() - 0.5)
  return { speciality, other, chosen: shuffled.slice(0, Math.min(2, shuffled.length)) }
}

const wizardPage = (page: Page) => page.getByTestId('wizard-page')
const atStep = (page: Page, index: number) => expect(wizardPage(page)).toHaveAttribute('data-page', String(index))

/** Clicks a card and waits until the form holds the choice (the card shows it as checked). */
async function pick(page: Page, role: 'radio' | 'checkbox', name: string) {
  const input = page.getByRole(role, { name, exact: true })
  await page.locator('label', { has: input }).click()
  await expect(page.locator('label', { has: input })).toHaveAttribute('data-state', 'checked')
}

const publicHeaderHidden = async (page: Page) => {
  await expect(page.locator('header')).toHaveCount(0)
  await expect(page.getByTestId('login-link')).toHaveCount(0)
}

test('an anonymous visitor plans a treatment, logs in from the summary and sends it', async ({ page }, info) => {
  test.setTimeout(120_000)
  const lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const patient = await createPatient(page.request, lang)
  const { speciality, other, chosen } = await pickFromCatalogue(page, lang)

  await page.goto(`/${lang}/treatments`)
  await expectDirection(page, lang)
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('header')).toHaveCount(1)
  for (const label of l.steps)
    await expect(page.locator('main').getByText(label, { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('wizard-banner')).toHaveAttribute('src', '/images/wizard/speciality.svg')

  // Step 1: nothing chosen → Required, only after the submit.
  await expect(page.getByRole('radio', { name: speciality.name, exact: true })).toBeAttached()
  await expect(page.getByText(l.required, { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByText(l.required, { exact: true })).toHaveCount(1)
  await atStep(page, 0)
  await pick(page, 'radio', other.name)
  await page.getByRole('button', { name: l.next }).click()
  await atStep(page, 1)
  // Previous, then another speciality: its own treatments.
  await page.getByRole('button', { name: l.previous }).click()
  await atStep(page, 0)
  await pick(page, 'radio', speciality.name)
  await page.getByRole('button', { name: l.next }).click()
  await atStep(page, 1)
  await expect(page).toHaveURL(/[?&]step=2/)

  // Step 2: the speciality's treatments with their price ranges; at least one.
  await expect(page.getByTestId('treatment-card')).toHaveCount(speciality.treatments.length)
  await expect(page.getByText(l.required, { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByText(l.required, { exact: true })).toHaveCount(1)
  for (const treatment of chosen) {
    await pick(page, 'checkbox', treatment.name)
    if (treatment.priceRange)
      await expect(
        page
          .getByTestId('treatment-card')
          .filter({ has: page.getByRole('checkbox', { name: treatment.name, exact: true }) }),
      ).toContainText(treatment.priceRange)
  }
  await page.getByRole('button', { name: l.next }).click()
  await atStep(page, 2)

  // Step 3: month, companions and city are required.
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByText(l.required, { exact: true })).toHaveCount(3)
  // Steps other than the catalogue's (whose content other journeys may change) speak the language only.
  if (lang === 'ar') await assertLanguageClean(page, lang)
  await page.getByLabel(l.month).selectOption({ index: 2 })
  const month = await page.getByLabel(l.month).inputValue()
  await page.getByLabel(l.companions).selectOption('1')
  await pick(page, 'radio', l.istanbul)
  await expect(page.getByText(l.required, { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: l.next }).click()
  await atStep(page, 3)

  // Step 4: optional notes and contact; Summary.
  const notes = `E2E ${lang} ${Date.now()}: previous surgery in 2019, no allergies.`
  await page.getByLabel(l.notes).fill(notes)
  await page.getByLabel(l.contact).selectOption('whatsapp')
  await page.getByRole('button', { name: l.summary }).click()

  // The summary, without the public header.
  await expect(page).toHaveURL(new RegExp(`/${lang}/treatments-summary$`))
  await expect(page.locator('main h1')).toHaveText(l.summaryTitle)
  await publicHeaderHidden(page)
  await expect(page.getByText(speciality.name, { exact: true })).toBeVisible()
  for (const treatment of chosen) await expect(page.getByText(treatment.name, { exact: true })).toBeVisible()
  await expect(page.getByText(l.istanbul, { exact: true })).toBeVisible()
  await expect(page.getByTestId('summary-notes')).toHaveText(notes)
  await expect(page.getByText(l.signIn)).toBeVisible()
  if (lang === 'ar') await assertLanguageClean(page, lang)

  // Sending needs an account: to the login page, and back.
  await page.getByRole('button', { name: l.send }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
  await page.locator('input[name="email"]').fill(patient.email)
  await page.locator('input[name="password"]').fill(patient.password)
  await page.getByRole('button', { name: l.login, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/treatments-summary$`))
  await publicHeaderHidden(page)
  await expect(page.getByTestId('summary-notes')).toHaveText(notes)
  for (const treatment of chosen) await expect(page.getByText(treatment.name, { exact: true })).toBeVisible()
  await expect(page.getByText(l.signIn)).toHaveCount(0)

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/treatment') && r.request().method() === 'POST'),
    page.getByRole('button', { name: l.send }).click(),
  ])
  expect(response.status()).toBe(201)
  const saved = (await response.json()).content as { id: number }

  await expect(page).toHaveURL(new RegExp(`/${lang}/treatment-success$`))
  await expect(page.locator('main h1')).toHaveText(l.success)
  await expect(page.getByTestId('treatment-request-number')).toContainText(String(saved.id))
  await publicHeaderHidden(page)
  await expect(page.getByRole('link', { name: l.backHome })).toHaveAttribute('href', `/${lang}/`)

  // The request exists on the server, with the chosen treatments and the answers.
  const user = await apiLogin(page.request, patient.email, patient.password)
  const list = await page.request.get('/api/v1/treatment?size=500&page=0', {
    headers: { authorization: `Bearer ${user.accessToken}` },
  })
  expect(list.status()).toBe(200)
  const mine = (
    (await list.json()).content as {
      id: number
      specialityId: number
      treatmentIds: number[]
      notes: string
      lang: string
      answers: { travel: { preferredMonth: string; companions: number; preferredCity: string } }
    }[]
  ).find((r) => r.id === saved.id)
  expect(mine).toBeDefined()
  expect(mine!.specialityId).toBe(speciality.id)
  expect([...mine!.treatmentIds].sort()).toEqual(chosen.map((t) => t.id).sort())
  expect(mine!.notes).toBe(notes)
  expect(mine!.lang).toBe(lang)
  expect(mine!.answers.travel).toMatchObject({ preferredMonth: month, companions: 1, preferredCity: 'istanbul' })

  // The answers were cleared: the summary now offers a new start.
  await page.goto(`/${lang}/treatments-summary`)
  await expect(page.getByText(l.empty)).toBeVisible()
  watch.assertClean()
})

/**
 * What only an Arabic request shows (the journey above runs in English): the catalogue's Arabic
 * names with their price ranges, step 3's 'Required' and the summary without English words, the
 * way home to the Arabic root, and the request stored as Arabic.
 */
test(
  'in Arabic: the catalogue’s Arabic names, an Arabic summary, and the request stored as Arabic',
  { tag: '@ar-only' },
  async ({ page }) => {
    test.setTimeout(120_000)
    const lang: Lang = 'ar'
    const l = L.ar
    const watch = watchConsole(page)
    const patient = await createPatient(page.request, lang)
    const { speciality, chosen } = await pickFromCatalogue(page, lang)
    await signIn(page, patient.email, patient.password, lang)

    await page.goto('/ar/treatments')
    await expect(page.locator('main h1')).toBeVisible()
    await pick(page, 'radio', speciality.name)
    await page.getByRole('button', { name: l.next }).click()
    await atStep(page, 1)
    await expect(page.getByTestId('treatment-card')).toHaveCount(speciality.treatments.length)
    for (const treatment of chosen) {
      await pick(page, 'checkbox', treatment.name)
      if (treatment.priceRange)
        await expect(
          page
            .getByTestId('treatment-card')
            .filter({ has: page.getByRole('checkbox', { name: treatment.name, exact: true }) }),
        ).toContainText(treatment.priceRange)
    }
    await page.getByRole('button', { name: l.next }).click()
    await atStep(page, 2)
    await page.getByRole('button', { name: l.next }).click()
    await expect(page.getByText(l.required, { exact: true })).toHaveCount(3)
    await assertLanguageClean(page, lang)
    await page.getByLabel(l.month).selectOption({ index: 2 })
    await page.getByLabel(l.companions).selectOption('1')
    await pick(page, 'radio', l.istanbul)
    await page.getByRole('button', { name: l.next }).click()
    await atStep(page, 3)
    const notes = `E2E ${lang} ${Date.now()}: previous surgery in 2019, no allergies.`
    await page.getByLabel(l.notes).fill(notes)
    await page.getByRole('button', { name: l.summary }).click()

    await expect(page).toHaveURL(/\/ar\/treatments-summary$/)
    await expect(page.getByText(speciality.name, { exact: true })).toBeVisible()
    for (const treatment of chosen) await expect(page.getByText(treatment.name, { exact: true })).toBeVisible()
    await expect(page.getByText(l.istanbul, { exact: true })).toBeVisible()
    await assertLanguageClean(page, lang)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/treatment') && r.request().method() === 'POST'),
      page.getByRole('button', { name: l.send }).click(),
    ])
    expect(response.status()).toBe(201)
    const saved = (await response.json()).content as { id: number }
    await expect(page).toHaveURL(/\/ar\/treatment-success$/)
    await expect(page.getByRole('link', { name: l.backHome })).toHaveAttribute('href', '/ar/')

    const user = await apiLogin(page.request, patient.email, patient.password)
    const list = await page.request.get('/api/v1/treatment?size=500&page=0', {
      headers: { authorization: `Bearer ${user.accessToken}` },
    })
    expect(list.status()).toBe(200)
    const mine = ((await list.json()).content as { id: number; lang: string }[]).find((r) => r.id === saved.id)
    expect(mine?.lang).toBe('ar')
    watch.assertClean()
  },
)

test('answers survive a reload, the summary sends back to unanswered steps, and Edit reopens a step', async ({
  page,
}, info) => {
  const lang = langOf(info)
  const l = L[lang]
  const { speciality, chosen } = await pickFromCatalogue(page, lang)

  await page.goto(`/${lang}/treatments-summary`)
  await expect(page.getByText(l.empty)).toBeVisible()
  await publicHeaderHidden(page)
  await page.getByRole('link', { name: l.start }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/treatments`))

  await pick(page, 'radio', speciality.name)
  await page.getByRole('button', { name: l.next }).click()
  await atStep(page, 1)
  await pick(page, 'checkbox', chosen[0]!.name)
  await page.reload()
  await atStep(page, 1)
  await expect(page.getByRole('checkbox', { name: chosen[0]!.name, exact: true })).toBeChecked()

  // A step further than answered is not reachable by address.
  await page.goto(`/${lang}/treatments?step=4`)
  await atStep(page, 2)

  await page.goto(`/${lang}/treatments-summary`)
  await expect(page.getByText(l.incomplete)).toBeVisible()
  await expect(page.getByRole('button', { name: l.send })).toHaveCount(0)
  await page.getByRole('link', { name: l.continue }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/treatments\\?step=3$`))
  await atStep(page, 2)
  await page.getByLabel(l.month).selectOption({ index: 1 })
  await page.getByLabel(l.companions).selectOption('0')
  await pick(page, 'radio', l.istanbul)
  await page.getByRole('button', { name: l.next }).click()
  await atStep(page, 3)
  await page.getByRole('button', { name: l.summary }).click()
  await expect(page.getByRole('button', { name: l.send })).toBeVisible()

  await page.getByRole('link', { name: l.editTravel }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/treatments\\?step=3$`))
  await atStep(page, 2)
  await expect(page.getByLabel(l.companions)).toHaveValue('0')
})

test('the success page thanks in the language and hides the public header', async ({ page }, info) => {
  const lang = langOf(info)
  const l = L[lang]
  await page.goto(`/${lang}/treatment-success`)
  await expectDirection(page, lang)
  await expect(page.locator('main h1')).toHaveText(l.success)
  await publicHeaderHidden(page)
  await page.getByRole('link', { name: l.backHome }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  await expect(page.locator('header')).toHaveCount(1)
})
