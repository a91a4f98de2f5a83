/**
 * The editors' panel as marketing uses it (issue 19), in the browser's language (the `en` project
 * is the English panel, `ar` the Arabic one): no edit page scrolls sideways; typed Arabic runs
 * right to left wherever it is typed; list rows are titled by their content; the panel's language
 * is chosen at the login page and in the header; a FAQ dragged to the top is first on the site.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { MODERATOR, panelLogIn } from './journey-helpers'
import { langOf } from './site-helpers'

const editorHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: MODERATOR })
  return { Authorization: `JWT ${(await login.json()).token as string}` }
}

/** The first document of a collection, for its edit page. */
const firstId = async (request: APIRequestContext, headers: Record<string, string>, slug: string) => {
  const res = await request.get(`/api/${slug}?limit=1&depth=0&sort=id`, { headers })
  expect(res.status(), slug).toBe(200)
  return ((await res.json()).docs[0] as { id: number }).id
}

/** Waits for the edit form, and for Lexical to place its hidden toolbars. */
const openForm = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(page.locator('form.collection-edit__form, form.global-edit__form').first()).toBeVisible({
    timeout: 30_000,
  })
  await page.waitForLoadState('networkidle')
}

const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    dir: document.documentElement.dir,
  }))

const COLLECTIONS = [
  'pages',
  'providers',
  'reviews',
  'faqs',
  'preference-questions',
  'doctors',
  'specialities',
  'media',
]
const GLOBALS = ['navigation', 'footer', 'social-links', 'travel-services']

test(
  'no edit page scrolls sideways, in either panel language',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    test.setTimeout(180_000)
    const headers = await editorHeaders(request)
    await panelLogIn(page, MODERATOR)
    const paths = [
      ...(await Promise.all(
        COLLECTIONS.map(async (slug) => `/admin/collections/${slug}/${await firstId(request, headers, slug)}`),
      )),
      ...GLOBALS.map((slug) => `/admin/globals/${slug}`),
    ]
    for (const path of paths) {
      // The Arabic content of the document as well as its English one.
      for (const locale of ['en', 'ar']) {
        await openForm(page, `${path}?locale=${locale}`)
        const measured = await overflow(page)
        expect(measured.dir, path).toBe(langOf(info) === 'ar' ? 'rtl' : 'ltr')
        expect(measured.scrollWidth, `${path}?locale=${locale} is wider than the window`).toBeLessThanOrEqual(
          measured.clientWidth,
        )
      }
    }
  },
)

test('typed Arabic runs right to left, at the top level and in list rows; rows are titled by their content', async ({
  page,
  request,
}) => {
  const headers = await editorHeaders(request)
  const id = await firstId(request, headers, 'providers')
  await panelLogIn(page, MODERATOR)
  await openForm(page, `/admin/collections/providers/${id}?locale=ar`)
  // The panel reopens the tab last used: start from Content.
  const tab = (name: RegExp) => page.getByRole('main').getByRole('button', { name, exact: true })
  await tab(/^(Content|المحتوى)$/).click()
  const name = page.locator('#field-name')
  await expect(name).toHaveValue(/[\u0600-\u06FF]/)
  const direction = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el)
        return { unicodeBidi: style.unicodeBidi, textAlign: style.textAlign }
      })
  expect(await direction('#field-name')).toStrictEqual({ unicodeBidi: 'plaintext', textAlign: 'start' })
  expect(await direction('#field-brief')).toStrictEqual({ unicodeBidi: 'plaintext', textAlign: 'start' })

  // The figures tab: each row is titled by what it says ("28 · …"), not "Figure 01".
  await tab(/^(Figures|الأرقام)$/).click()
  const rows = page.locator('#field-figures .array-field__row-header, #field-figures .collapsible__header-wrap')
  await expect(rows.first()).toBeVisible()
  const titles = await page.locator('#field-figures .row-label').allInnerTexts()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title).not.toMatch(/^(Figure|رقم)\s*0?\d+$/)
  expect(titles.join(' ')).toMatch(/\d/)
  // A row's label input is plaintext too (arrays are where Payload left Arabic left to right).
  expect(await direction('#field-figures input[type="text"]')).toStrictEqual({
    unicodeBidi: 'plaintext',
    textAlign: 'start',
  })
})

test("the panel's language is chosen at the login page and in the header", async ({ page }, info) => {
  const start = langOf(info)
  const other = start === 'ar' ? 'en' : 'ar'
  // Payload writes the attribute in capitals ("RTL").
  const dirOf = (lang: string) => (lang === 'ar' ? /^rtl$/i : /^ltr$/i)
  await page.goto('/admin/login')
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(start))
  const group = page.getByRole('group', { name: /^(Panel language|لغة اللوحة)$/ })
  await expect(group).toBeVisible()
  await group.locator(`button[lang="${other}"]`).click()
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(other))
  await expect(group.locator(`button[lang="${other}"]`)).toHaveAttribute('aria-pressed', 'true')

  await panelLogIn(page, MODERATOR)
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(other))
  // The header's content-language switch says what it is.
  await expect(page.locator('.app-header')).toContainText(other === 'ar' ? 'لغة المحتوى' : 'Content language')
  const header = page.locator('.app-header').getByRole('group', { name: /^(Panel language|لغة اللوحة)$/ })
  await header.locator(`button[lang="${start}"]`).click()
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(start))
})

test('a FAQ dragged to the top of the list is the first question on the site', async ({ page, request }, info) => {
  const lang = langOf(info)
  const headers = await editorHeaders(request)
  const stamp = Date.now()
  const question = { en: `Dragged question ${stamp}?`, ar: `سؤال مسحوب ${stamp}؟` }
  const created = await request.post('/api/faqs?locale=en', {
    headers,
    data: { question: question.en, answer: 'It moved.', _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  const translated = await request.patch(`/api/faqs/${id}?locale=ar`, {
    headers,
    data: { question: question.ar, answer: 'لقد انتقل.', _status: 'published' },
  })
  expect(translated.status()).toBe(200)
  const firstId = async () => {
    const res = await request.get('/api/faqs?sort=_order&limit=1&depth=0')
    return ((await res.json()).docs[0] as { id: number }).id
  }
  try {
    expect(await firstId()).not.toBe(id)
    await panelLogIn(page, MODERATOR)
    // Every row on screen: a drag is made with the pointer, between visible points.
    await page.setViewportSize({ width: 1280, height: 1400 })
    await page.goto(`/admin/collections/faqs?sort=_order&limit=100&locale=${lang}`)
    const rows = page.locator('table tbody tr')
    const mine = rows.filter({ hasText: question[lang] })
    await expect(mine).toHaveCount(1)
    const from = await mine.locator('.sort-row').boundingBox()
    const to = await rows.first().locator('.sort-row').boundingBox()
    expect(from && to).toBeTruthy()
    // A pointer drag in small steps, as a hand does it (the list's drag and drop needs movement).
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2)
    await page.mouse.down()
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 - 10, { steps: 5 })
    await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 25 })
    await page.mouse.up()
    await expect.poll(firstId, { timeout: 15_000 }).toBe(id)

    await page.goto(`/${lang}/faq`)
    await expect(page.getByTestId('faq-list').locator('summary').first()).toHaveText(question[lang])
  } finally {
    expect((await request.delete(`/api/faqs/${id}`, { headers })).status()).toBe(200)
  }
})

test("live preview shows the editor's draft beside the form, in the document's language and at phone size", async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(120_000)
  const locale = langOf(info)
  const headers = await editorHeaders(request)
  const found = await request.get(`/api/providers?where[slug][equals]=dunyagoz&locale=${locale}&depth=0`, { headers })
  const before = (await found.json()).docs[0] as { id: number; brief: string }
  const draft = `${before.brief} (${locale} live ${Date.now()})`
  try {
    await panelLogIn(page, MODERATOR)
    await openForm(page, `/admin/collections/providers/${before.id}?locale=${locale}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Content|المحتوى)$/, exact: true })
      .click()
    // The panel remembers whether the preview was open: open it unless it is.
    const iframe = page.locator('.live-preview-window iframe')
    if (!(await iframe.isVisible())) await page.locator('.live-preview-toggler').click()
    const frame = page.frameLocator('.live-preview-window iframe')
    await expect(frame.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(frame.locator('html')).toHaveAttribute('lang', locale)
    await expect(frame.getByRole('status').filter({ hasText: /Preview|معاينة/ })).toBeVisible({ timeout: 20_000 })
    await expect(frame.getByText(before.brief, { exact: true }).first()).toBeVisible()

    await page.locator('#field-brief').fill(draft)
    // Autosave, then the frame reads the draft again: no reload, no button.
    await expect(frame.getByText(draft, { exact: true }).first()).toBeVisible({ timeout: 20_000 })

    // Phone size.
    await page.locator('[class*="toolbar-controls__breakpoint"] button').first().click()
    await page.getByRole('button', { name: /Phone · هاتف/ }).click()
    await expect.poll(() => frame.locator('html').evaluate(() => document.documentElement.clientWidth)).toBe(375)
    await expect(frame.getByText(draft, { exact: true }).first()).toBeVisible()

    // Nobody else sees it: not the public page, not the same address without the editor's session.
    const visitor = await browser.newPage()
    await visitor.goto(`/${locale}/health-providers/dunyagoz`)
    await expect(visitor.getByText(before.brief, { exact: true }).first()).toBeVisible()
    await expect(visitor.getByText(draft)).toHaveCount(0)
    const src = await page.locator('.live-preview-window iframe').getAttribute('src')
    await visitor.goto(src!)
    await expect(visitor.getByText(before.brief, { exact: true }).first()).toBeVisible()
    await expect(visitor.getByText(draft)).toHaveCount(0)
    await visitor.close()
    // Leave the panel as it was (the preview's open state is the editor's stored preference).
    await page.locator('.live-preview-toggler').click()
    await expect(page.locator('.live-preview-window iframe')).toBeHidden()
  } finally {
    const back = await request.patch(`/api/providers/${before.id}?locale=${locale}`, {
      headers,
      data: { brief: before.brief, _status: 'published' },
    })
    expect(back.status()).toBe(200)
  }
})

/**
 * What only an Arabic document shows in the preview (the test above runs in English): the frame is
 * right to left and in Arabic, with the Arabic text, and the editor's Arabic draft reaches it.
 */
test(
  'in Arabic: the live preview of an Arabic document is right to left and shows its draft',
  { tag: '@ar-only' },
  async ({ page, request }) => {
    test.setTimeout(120_000)
    const headers = await editorHeaders(request)
    const found = await request.get('/api/providers?where[slug][equals]=dunyagoz&locale=ar&depth=0', { headers })
    const before = (await found.json()).docs[0] as { id: number; brief: string }
    const draft = `${before.brief} (ar live ${Date.now()})`
    try {
      await panelLogIn(page, MODERATOR)
      await openForm(page, `/admin/collections/providers/${before.id}?locale=ar`)
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Content|المحتوى)$/, exact: true })
        .click()
      const iframe = page.locator('.live-preview-window iframe')
      if (!(await iframe.isVisible())) await page.locator('.live-preview-toggler').click()
      const frame = page.frameLocator('.live-preview-window iframe')
      await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(frame.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(frame.getByRole('status').filter({ hasText: /Preview|معاينة/ })).toBeVisible({ timeout: 20_000 })
      await expect(frame.getByText(before.brief, { exact: true }).first()).toBeVisible()
      await page.locator('#field-brief').fill(draft)
      await expect(frame.getByText(draft, { exact: true }).first()).toBeVisible({ timeout: 20_000 })
      // Leave the panel as it was (the preview's open state is the editor's stored preference).
      await page.locator('.live-preview-toggler').click()
      await expect(page.locator('.live-preview-window iframe')).toBeHidden()
    } finally {
      const back = await request.patch(`/api/providers/${before.id}?locale=ar`, {
        headers,
        data: { brief: before.brief, _status: 'published' },
      })
      expect(back.status()).toBe(200)
    }
  },
)

test(
  'the images list says which images nothing uses, and shows them',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const headers = await editorHeaders(request)
    const unused = await request.get('/api/media-usage/unused', { headers })
    expect(unused.status()).toBe(200)
    const { unused: ids } = (await unused.json()) as { unused: number[] }
    await panelLogIn(page, MODERATOR)
    await page.goto('/admin/collections/media')
    const ar = langOf(info) === 'ar'
    if (ids.length === 0) {
      await expect(page.getByText(ar ? 'كل الصور مستخدمة.' : 'Every image is in use.')).toBeVisible()
      return
    }
    await expect(page.getByText(ar ? /غير مستخدمة/ : /not used on any page/).first()).toBeVisible()
    await page.getByRole('link', { name: ar ? /اعرض/ : /Show them/ }).click()
    await expect(page.locator('table tbody tr')).toHaveCount(ids.length)
  },
)
