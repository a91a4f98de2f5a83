/**
 * docs/editors.md's pictures, in the English panel (`en` project) and the Arabic one (`ar`): the
 * login page's panel language, a provider's form with its tabs, the publish menu, the schedule
 * drawer, the versions list and the compare view, the live preview, and the FAQ list's order.
 * Each changes nothing it does not put back.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/images/editors')
const MODERATOR = { email: 'moderator@medtour.local', password: 'Moderator!2345' }

test.use({ viewport: { width: 1280, height: 760 }, timezoneId: 'UTC' })

const shot = (page: Page, lang: string, name: string) =>
  page.screenshot({ path: path.join(OUT, `${lang}-${name}.jpg`), type: 'jpeg', quality: 70 })

const editorHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: MODERATOR })
  return { Authorization: `JWT ${(await login.json()).token as string}` }
}

test("the editors' guide pictures", async ({ page, request }, info) => {
  const lang = info.project.name as 'en' | 'ar'
  const headers = await editorHeaders(request)
  const provider = (
    await (
      await request.get(`/api/providers?where[slug][equals]=medical-park&depth=0&locale=${lang}`, { headers })
    ).json()
  ).docs[0] as { id: number; brief: string }

  await page.goto('/admin/login')
  const panelButton = page.getByRole('button', { name: lang === 'ar' ? 'العربية' : 'English', exact: true })
  await panelButton.click()
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? /^rtl$/i : /^ltr$/i)
  await page.locator('#field-email').fill(MODERATOR.email)
  await shot(page, lang, 'login')
  await page.locator('#field-password').fill(MODERATOR.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  try {
    // A provider's form: tabs, and a draft waiting ("Changed").
    await page.goto(`/admin/collections/providers/${provider.id}?locale=${lang}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Content|المحتوى)$/, exact: true })
      .click()
    const preview = page.locator('.live-preview-window iframe')
    if (await preview.isVisible()) await page.locator('.live-preview-toggler').click()
    await page.locator('#field-brief').fill(`${provider.brief} ${lang === 'ar' ? '(مسودة)' : '(draft)'}`)
    await page.waitForTimeout(3_000)
    await shot(page, lang, 'provider-form')
    await page.locator('#action-save-popup .popup-button').click()
    await page.waitForTimeout(300)
    await shot(page, lang, 'publish-menu')
    await page.getByRole('button', { name: lang === 'ar' ? 'جدول النشر' : 'Schedule Publish', exact: true }).click()
    await page.locator('.schedule-publish__scheduler .react-datepicker__input-container input').click()
    await page.locator('.react-datepicker__day--today').click()
    await page.waitForTimeout(300)
    await shot(page, lang, 'schedule')
    await page.keyboard.press('Escape')
    await page.goto(`/admin/collections/providers/${provider.id}?locale=${lang}`)

    // The live preview of the draft, at phone size.
    await page.locator('.live-preview-toggler').click()
    const frame = page.frameLocator('.live-preview-window iframe')
    await expect(frame.locator('h1').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(1_500)
    await shot(page, lang, 'live-preview')
    await page.locator('.live-preview-toggler').click()

    // Versions: the list, then the compare view of the newest against the one before.
    await page.goto(`/admin/collections/providers/${provider.id}/versions?locale=${lang}`)
    await expect(page.locator('tbody tr').first()).toBeVisible()
    await shot(page, lang, 'versions')
    await page.locator('tbody tr').first().locator('a').first().click()
    await expect(page.locator('.html-diff').first()).toBeVisible({ timeout: 20_000 })
    await shot(page, lang, 'compare')

    // FAQs in the site's order, with their drag handles.
    await page.goto(`/admin/collections/faqs?sort=_order&limit=10&locale=${lang}`)
    await expect(page.locator('tbody tr').first()).toBeVisible()
    await shot(page, lang, 'faq-order')
  } finally {
    for (const open of page.context().pages()) await open.close()
    await request.patch(`/api/providers/${provider.id}?locale=${lang}`, {
      headers,
      data: { brief: provider.brief, _status: 'published' },
    })
  }
})
