/** The contact form: 'Required' after touch, then POST /api/v1/contact and the thank-you page. */
import { expect, test } from './fixtures'

import { langOf, settled, watchConsole } from './site-helpers'

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

test('a sent message leads to the thank-you page', async ({ page }, info) => {
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
