/** Routing and language rules: prefixes, redirects (history replaced), the switch, storage events. */
import { expect, test } from './fixtures'

import { expectDirection, langOf, settled, watchConsole } from './site-helpers'

test(
  'a path without a language prefix goes under the current language, replacing history',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/faq`)
    await settled(page)
    await page.goto('/about-us')
    await expect(page).toHaveURL(new RegExp(`/${lang}/about-us$`))
    await settled(page)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/${lang}/faq$`))
  },
)

test('the browser language decides on a first visit; / is home', { tag: '@each-language' }, async ({ page }, info) => {
  const lang = langOf(info)
  const watch = watchConsole(page)
  await page.goto('/')
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`))
  await settled(page)
  await expectDirection(page, lang)
  watch.assertClean()
})

test('unknown medical-tourism sub-paths go to the language root; unknown routes show 404', async ({ page }, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/medical-tourism/unknown`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`))
  await page.goto(`/${lang}/no-such-page`)
  await expect(page.getByTestId('error-code')).toHaveText('404')
})

test('admin paths send visitors and patients to the language root', async ({ page }, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/admin/users`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`))
  await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ id: 1, roles: ['ROLE_USER'] })))
  await page.goto(`/${lang}/admin/doctors`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`))
})

test("logged in, the public header and footer are hidden (the app bar takes the header's place)", async ({
  page,
}, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/about-us`)
  await settled(page)
  await expect(page.getByTestId('login-link')).toBeVisible()
  await expect(page.getByTestId('site-footer')).toBeVisible()
  await expect(page.getByTestId('app-bar')).toHaveCount(0)
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ id: 1, firstName: 'Test', accessToken: 'x', roles: ['ROLE_USER'] })),
  )
  await page.reload()
  await settled(page)
  await expect(page.getByTestId('login-link')).toHaveCount(0)
  await expect(page.getByTestId('language-switch').first()).toBeVisible()
  await expect(page.getByTestId('site-footer')).toHaveCount(0)
  await expect(page.getByTestId('app-bar')).toBeVisible()
})

test(
  'the language switch keeps the path, stores the language and mirrors the page',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    const other = lang === 'ar' ? 'en' : 'ar'
    const watch = watchConsole(page)
    await page.goto(`/${lang}/health-providers/dunyagoz?tab=1`)
    await settled(page)
    const link = page.getByTestId('language-switch').first()
    await expect(link).toHaveText(lang === 'ar' ? 'English' : 'العربية')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${other}/health-providers/dunyagoz\\?tab=1$`))
    await settled(page)
    await expectDirection(page, other)
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other)
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'i18next')).toMatchObject({ value: other, path: '/' })
    // The stored choice now wins over the browser language for unprefixed paths.
    await page.goto('/faq')
    await expect(page).toHaveURL(new RegExp(`/${other}/faq$`))
    watch.assertClean()
  },
)

test('the mobile menu closes when the language is switched from it', async ({ page }, info) => {
  const lang = langOf(info)
  const other = lang === 'ar' ? 'en' : 'ar'
  await page.setViewportSize({ width: 600, height: 900 })
  await page.goto(`/${lang}/about-us`)
  await settled(page)
  await page.getByTestId('menu-toggle').click()
  const menu = page.getByTestId('mobile-menu')
  await menu.getByTestId('language-switch').click()
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/${other}/about-us$`))
})

test('a language change in another tab is followed', { tag: '@each-language' }, async ({ page, context }, info) => {
  const lang = langOf(info)
  const other = lang === 'ar' ? 'en' : 'ar'
  await page.goto(`/${lang}/faq`)
  await settled(page)
  const second = await context.newPage()
  await second.goto(`/${lang}/about-us`)
  await settled(second)
  await second.evaluate((l) => localStorage.setItem('i18nextLng', l), other)
  await expect(page).toHaveURL(new RegExp(`/${other}/faq$`))
  await expectDirection(page, other)
  await second.close()
})

test('navigation scrolls to the top', async ({ page }, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/about-us`)
  await settled(page)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByTestId('site-footer').getByRole('link').first().click()
  await settled(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test(
  'a chunk that fails to load shows a translated page offering a reload, not a blank screen',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/about-us`)
    await settled(page)
    await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => route.abort())
    await page.goto(`/${lang}/faq`)
    const alert = page.getByRole('alert')
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('heading')).toHaveText(
      lang === 'ar' ? 'تعذر تحميل جزء من الموقع' : 'Part of the site could not be loaded',
    )
    await expect(alert).toContainText(/Loading chunk faq failed/)
    await page.unroute(/\/assets\/FaqPage-[^/]+\.js$/)
    await alert.getByRole('button').click()
    await settled(page)
    await expect(page).toHaveURL(new RegExp(`/${lang}/faq$`))
  },
)

test(
  'Arabic letters are drawn in Noto Sans Arabic; an English page needs no web font',
  { tag: '@each-language' },
  async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/`)
    await settled(page)
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready
      const heading = document.querySelector('main h1')!
      return {
        family: getComputedStyle(heading).fontFamily,
        // The faces the page has actually put to use (a face loads only when its letters are drawn).
        arabicFaces: Array.from(document.fonts as unknown as Iterable<FontFace>)
          .filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Arabic' && f.status === 'loaded')
          .map((f) => f.weight),
        downloaded: performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((name) => /\.woff2?$/.test(name)),
      }
    })
    if (lang === 'ar') {
      expect(fonts.family).toMatch(/^["']?Noto Sans Arabic/)
      // The heading (700) and the body copy (400).
      expect(new Set(fonts.arabicFaces)).toEqual(new Set(['400', '700']))
    } else {
      expect(fonts.family).not.toMatch(/Noto Sans Arabic/)
      expect(fonts.arabicFaces).toEqual([])
      expect(fonts.downloaded).toEqual([])
    }
  },
)
