/** The contact form: 'Required' after touch, then POST /api/v1/contact and the thank-you page. */
import { expect, test } from './fixtures'

import { MORE, gql, langOf, settled, watchConsole } from './site-helpers'

const LABELS = {
  en: {
    name: 'Full name',
    email: 'Email',
    message: 'Message',
    submit: 'Send message',
    required: 'Required',
    thanks: 'Thank You!',
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    required: 'مطلوب',
    thanks: 'شكرا لك!',
  },
}

test('required fields complain only once touched', async ({ page }, info) => {
  const lang = langOf(info)
  const l = LABELS[lang]
  await page.goto(`/${lang}/`)
  await settled(page)
  const form = page.locator('form')
  await expect(form.getByText(l.required, { exact: true })).toHaveCount(0)
  await form.getByLabel(l.name).focus()
  await form.getByLabel(l.email).focus()
  await expect(form.getByText(l.required, { exact: true })).toHaveCount(1)
  await form.getByRole('button', { name: l.submit }).click()
  await expect(form.getByText(l.required, { exact: true })).toHaveCount(3)
})

test('a sent message leads to the thank-you page', { tag: '@each-language' }, async ({ page }, info) => {
  const lang = langOf(info)
  const l = LABELS[lang]
  const watch = watchConsole(page)
  await page.goto(`/${lang}/`)
  await settled(page)
  const form = page.locator('form')
  await form.getByLabel(l.name).fill('E2E Visitor')
  await form.getByLabel(l.email).fill(`e2e-${lang}@example.com`)
  await form.getByLabel(l.message).fill('I would like to know more about your treatments, please.')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/contact')),
    form.getByRole('button', { name: l.submit }).click(),
  ])
  expect(response.status()).toBe(201)
  expect(JSON.parse(response.request().postData()!)).toMatchObject({ lang, name: 'E2E Visitor' })
  await expect(page).toHaveURL(new RegExp(`/${lang}/thank-you$`))
  await expect(page.locator('main h1')).toHaveText(l.thanks)
  watch.assertClean()
})

const REACH = {
  en: {
    menu: 'Contact',
    title: 'Contact us',
    talk: 'Talk to us',
    whatsapp: /WhatsApp/,
    phone: /Call/,
    findDoctor: 'Find a Doctor',
  },
  ar: {
    menu: 'تواصل معنا',
    title: 'تواصل معنا',
    talk: 'تحدث إلينا',
    whatsapp: /واتساب/,
    phone: /اتصل/,
    findDoctor: 'ابحث عن طبيب',
  },
}

test(
  'a person to talk to: the menu’s contact page, and the Talk-to-us button where the live chat has no widget',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const lang = langOf(info)
    const r = REACH[lang]
    const watch = watchConsole(page)
    const { ContactChannel: channels } = await gql<{ ContactChannel: { phone: string; whatsapp: string } }>(
      request,
      'query($locale: LocaleInputType) { ContactChannel(locale: $locale) { phone whatsapp } }',
      { locale: lang },
    )
    await page.goto(`/${lang}/`)
    await settled(page)
    // The menu leads to a doctor and to a person.
    // (at 1280 px both are under the header's "More")
    await page.locator('header nav').getByRole('button', { name: MORE[lang] }).click()
    await expect(page.getByRole('menuitem', { name: r.findDoctor })).toHaveAttribute('href', `/${lang}/doctor-list`)
    await page.getByRole('menuitem', { name: r.menu }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`))
    await expect(page.locator('main h1')).toHaveText(r.title)
    const list = page.locator('main').getByTestId('contact-channels')
    await expect(list.getByRole('link', { name: r.whatsapp })).toHaveAttribute(
      'href',
      `https://wa.me/${channels.whatsapp.replace(/\D/g, '')}`,
    )
    await expect(list.getByRole('link', { name: r.phone })).toHaveAttribute('href', `tel:${channels.phone}`)
    await expect(page.locator('main form')).toBeVisible()

    // The seed's live chat is on without widget ids: the button offers the same numbers.
    await page.getByTestId('talk-to-us').click()
    const popover = page.getByRole('dialog')
    await expect(popover.getByRole('link', { name: r.whatsapp })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    watch.assertClean()
  },
)

test(
  'every doctor shows a consultation price or “price on request”, and dental has a doctor',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/doctor-list?speciality=dental`)
    await settled(page)
    const cards = page.getByTestId('doctor-card')
    await expect(cards.first()).toBeVisible()
    await expect(cards.first().locator('[data-fact="price"]')).toContainText(lang === 'ar' ? '€' : '€50')
    await page.goto(`/${lang}/doctor-list?speciality=nuclear-medicine`)
    await settled(page)
    await expect(page.getByTestId('doctor-card').first().locator('[data-fact="price"]')).toContainText(
      lang === 'ar' ? 'السعر عند الطلب' : 'Price on request',
    )
  },
)
