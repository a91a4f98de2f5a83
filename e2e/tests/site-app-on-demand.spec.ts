/**
 * A rendered public page before the app (src/boot/startEntry.ts, pageBehaviours.ts): a visitor
 * who reads loads none of the app's code, and the page still does what the spec says (solid
 * header, FAQ answers, reviews, language switch); the visitor's first use of a control starts the
 * app, and that first action is done once it is live — a tap on the menu, what was typed.
 * These tests use Playwright's own `page.goto` (not the fixtures', which starts the app).
 */
import { type Page, expect, test } from '@playwright/test'

import { faqs, langOf, navigation, watchConsole } from './site-helpers'

/** The site's scripts fetched by the page (the loader is inline, so none until the app starts). */
const appScripts = (page: Page) => {
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && new URL(req.url()).pathname.startsWith('/assets/')) scripts.push(req.url())
  })
  return scripts
}

const notLive = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/)
const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })

/** Until the origin has rendered a page once it may send the plain one: ask until it is rendered. */
const rendered = async (page: Page, path: string) =>
  expect.poll(async () => (await page.request.get(path)).headers()['x-ssr'], { timeout: 30_000 }).toBe('rendered')

test('reading a page loads no app: the header turns solid, FAQ answers open, nothing else is fetched', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info)
  const watch = watchConsole(page)
  const questions = await faqs(request, lang)
  await rendered(page, `/${lang}/faq`)
  const scripts = appScripts(page)
  await page.goto(`/${lang}/faq`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  // The header: see-through at the top, solid after 50 px, with the dark logo.
  const header = page.locator('header')
  await expect(header).not.toHaveAttribute('data-solid', /.*/)
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-solid', 'true')
  await expect(page.getByTestId('logo')).toHaveAttribute('src', '/logo-dark.svg')
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
  // An FAQ answer opened and closed by the browser itself.
  const first = questions[0]!
  const question = page.getByTestId('faq').filter({ hasText: first.question })
  await expect(question.getByText(first.answer)).toBeHidden()
  await question.locator('summary').click()
  await expect(question.getByText(first.answer)).toBeVisible()
  await question.locator('summary').click()
  await expect(question.getByText(first.answer)).toBeHidden()
  await notLive(page)
  expect(scripts, 'no script of the app was fetched').toEqual([])
  watch.assertClean()
})

test(
  'reviews show 800 ms after a rendered provider page, without the app, said at reading time',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    await rendered(page, `/${lang}/health-providers/medical-park`)
    const scripts = appScripts(page)
    await page.goto(`/${lang}/health-providers/medical-park`)
    const reviews = page.getByTestId('reviews')
    await expect(reviews).toBeVisible()
    await expect(page.getByTestId('reviews-loading')).toBeHidden()
    // Each review's time is said in the page's language from its date.
    const times = reviews.locator('time[data-relative]')
    await expect(times.first()).toHaveAttribute('lang', lang)
    expect(await times.first().innerText()).toMatch(
      lang === 'ar' ? /[\u0600-\u06FF]/ : /ago|last|yesterday|week|month|year/,
    )
    await notLive(page)
    expect(scripts).toEqual([])
  },
)

test(
  'the language switch works before the app: the other language, kept, the switch focused',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    const other = lang === 'en' ? 'ar' : 'en'
    await rendered(page, `/${lang}/faq`)
    await rendered(page, `/${other}/faq`)
    const scripts = appScripts(page)
    await page.goto(`/${lang}/faq`)
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(new RegExp(`/${other}/faq$`))
    await expect(page.locator('html')).toHaveAttribute('lang', other)
    await expect(page.getByTestId('language-switch').first()).toBeFocused()
    expect((await page.context().cookies()).find((c) => c.name === 'i18next')?.value).toBe(other)
    await notLive(page)
    expect(scripts).toEqual([])
  },
)

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu and "Talk to us" open without the app: a tap costs no download', async ({ page, request }, info) => {
    const lang = langOf(info)
    const watch = watchConsole(page)
    const group = (await navigation(request, lang)).find((i) => i.subItems?.length)!
    await rendered(page, `/${lang}/`)
    const scripts = appScripts(page)
    await page.goto(`/${lang}/`)
    const toggle = page.getByTestId('menu-toggle')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.tap()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // From the start side of the page.
    const box = (await menu.boundingBox())!
    if (lang === 'ar') expect(box.x + box.width).toBeGreaterThan(385)
    else expect(box.x).toBeLessThan(5)
    const sub = menu.getByRole('link', { name: group.subItems![0]!.label })
    await expect(sub).toBeHidden()
    await menu.locator('summary').filter({ hasText: group.label }).tap()
    await expect(sub).toBeVisible()
    await menu.getByRole('button', { name: lang === 'ar' ? 'إغلاق القائمة' : 'Close menu' }).tap()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.getByTestId('talk-to-us').tap()
    const reach = page.getByRole('dialog')
    await expect(reach.getByRole('heading')).toBeVisible()
    await expect(reach.getByRole('link', { name: /WhatsApp|واتساب/ })).toBeVisible()

    await notLive(page)
    expect(scripts).toEqual([])
    watch.assertClean()
  })

  test(
    'in Arabic, before the app: the menu opens from the start side, the right',
    { tag: '@ar-only' },
    async ({ page }) => {
      await rendered(page, '/ar/')
      const scripts = appScripts(page)
      await page.goto('/ar/')
      await page.getByTestId('menu-toggle').tap()
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeVisible()
      const box = (await menu.boundingBox())!
      expect(box.x + box.width).toBeGreaterThan(385)
      await notLive(page)
      expect(scripts).toEqual([])
    },
  )
})

test('a click on a control that needs the app starts it, and is done once it is live', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info)
  const watch = watchConsole(page)
  const group = (await navigation(request, lang)).find((i) => i.subItems?.length)!
  await rendered(page, `/${lang}/about-us`)
  const scripts = appScripts(page)
  await page.goto(`/${lang}/about-us`)
  await notLive(page)
  // The header's drop-down (a menu button drawn by the app), clicked before the app is there.
  const trigger = page.locator('header nav').getByRole('button', { name: group.label })
  await trigger.click()
  await live(page)
  expect(scripts.length, 'the app was fetched').toBeGreaterThan(0)
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('menuitem', { name: group.subItems![0]!.label })).toBeVisible()
  watch.assertClean()
})

test('what is typed into the contact form before the app is live is kept and is the form’s value', async ({
  page,
}, info) => {
  const lang = langOf(info)
  const watch = watchConsole(page)
  await rendered(page, `/${lang}/`)
  await page.goto(`/${lang}/`)
  const form = page.locator('form')
  const name = form.locator('input[name="name"]')
  // Slowed down so the app is not live before the last letter: typed into the rendered field.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await name.pressSequentially('Layla Haddad')
  await notLive(page)
  await live(page)
  await expect(name).toHaveValue('Layla Haddad')
  // The form knows it: only the two untouched fields are missing when it is sent.
  await form.locator('button[type="submit"]').click()
  await expect(form.getByText(lang === 'ar' ? 'مطلوب' : 'Required', { exact: true })).toHaveCount(2)
  await expect(name).toHaveValue('Layla Haddad')
  watch.assertClean()
})
