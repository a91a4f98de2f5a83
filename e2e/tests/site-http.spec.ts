/**
 * The public site over HTTP, before any script runs (issue 18): status codes and redirects from
 * the origin, and the head of every route's first HTML in its language — then the same in the
 * browser after a client-side navigation.
 */
import { type APIRequestContext, expect, test } from './fixtures'

import { langOf } from './site-helpers'

const noFollow = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers, maxRedirects: 0 })

const TEXT = {
  en: { notFound: 'Page not found', login: 'Log in', doctors: 'Find a doctor' },
  ar: { notFound: 'الصفحة غير موجودة', login: 'تسجيل الدخول', doctors: 'ابحث عن طبيب' },
} as const

/** The first HTML's head tags of `path`, as the origin sends them. */
const headOf = async (request: APIRequestContext, path: string) => {
  const res = await noFollow(request, path)
  const html = await res.text()
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null
  return {
    status: res.status(),
    html,
    lang: attr(/<html[^>]* lang="([^"]+)"/),
    dir: attr(/<html[^>]* dir="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    robots: attr(/<meta name="robots" content="([^"]+)"/),
    hreflang: (lang: string) => attr(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`)),
    og: (property: string) => attr(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
  }
}

test(
  'a path without a language is redirected by the server, by cookie then Accept-Language',
  { tag: '@each-language' },
  async ({ request }, info) => {
    const lang = langOf(info)
    const other = lang === 'ar' ? 'en' : 'ar'
    const byCookie = await noFollow(request, '/about-us', { cookie: `i18next=${lang}`, 'accept-language': other })
    expect(byCookie.status()).toBe(302)
    expect(byCookie.headers()['location']).toBe(`/${lang}/about-us`)
    expect(byCookie.headers()['vary']).toMatch(/Cookie, Accept-Language/)
    const byBrowser = await noFollow(request, '/', { 'accept-language': lang === 'ar' ? 'ar-SA,ar;q=0.9' : 'en-GB' })
    expect(byBrowser.headers()['location']).toBe(`/${lang}/`)
    const unknownSection = await noFollow(request, `/${lang}/medical-tourism/nothing-here`)
    expect(unknownSection.status()).toBe(302)
    expect(unknownSection.headers()['location']).toBe(`/${lang}/`)
  },
)

test(
  'an unknown path is a 404 with the localized not-found page, the header, the footer and a way home',
  { tag: '@each-language' },
  async ({ request, page }, info) => {
    const lang = langOf(info)
    for (const path of [`/${lang}/no-such-page`, `/${lang}/turkey/nowhere`]) {
      const head = await headOf(request, path)
      expect(head.status, path).toBe(404)
      expect(head.lang).toBe(lang)
      expect(head.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr')
      expect(head.title).toContain(TEXT[lang].notFound)
      expect(head.robots).toBe('noindex')
      expect(head.canonical).toBeNull()
    }
    // Whole without scripts too: the rendered page has the site's header, footer and the way home.
    const res = await page.goto(`/${lang}/no-such-page`)
    expect(res?.status()).toBe(404)
    await expect(page.locator('main h1, main h2').first()).toContainText(TEXT[lang].notFound)
    await expect(page.locator('header').first()).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await expect(page.locator(`main a[href="/${lang}/"], main a[href="/"]`).first()).toBeVisible()
  },
)

test(
  'every route has its language, title, canonical and hreflang in the first HTML; private ones are noindex',
  { tag: '@each-language' },
  async ({ request, baseURL }, info) => {
    const lang = langOf(info)
    const origin = new URL(baseURL!).origin
    const doctors = await headOf(request, `/${lang}/doctor-list`)
    expect(doctors.status).toBe(200)
    expect(doctors.lang).toBe(lang)
    expect(doctors.title).toContain(TEXT[lang].doctors)
    expect(doctors.canonical).toBe(`${origin}/${lang}/doctor-list`)
    expect(doctors.hreflang('en')).toBe(`${origin}/en/doctor-list`)
    expect(doctors.hreflang('ar')).toBe(`${origin}/ar/doctor-list`)
    expect(doctors.hreflang('x-default')).toBe(`${origin}/en/doctor-list`)
    expect(doctors.og('title')).toBe(doctors.title)
    expect(doctors.robots).toBeNull()

    const login = await headOf(request, `/${lang}/login`)
    expect(login.title).toContain(TEXT[lang].login)
    for (const path of ['login', 'register', 'account-profile', 'admin/users', 'medical-success', 'thank-you']) {
      const head = await headOf(request, `/${lang}/${path}`)
      expect(head.status, path).toBe(200)
      expect(head.lang, path).toBe(lang)
      expect(head.robots, path).toBe('noindex')
    }

    // A rendered content page: its image in the cards, its canonical on itself.
    const provider = await headOf(request, `/${lang}/health-providers/medical-park`)
    expect(provider.canonical).toBe(`${origin}/${lang}/health-providers/medical-park`)
    expect(provider.og('image')).toMatch(/^https?:\/\//)
    // An unknown provider shows the listing (spec) and is not indexed as a copy of it.
    await expect
      .poll(async () => (await headOf(request, `/${lang}/health-providers/no-such-clinic`)).canonical, {
        timeout: 30_000,
      })
      .toBe(`${origin}/${lang}/health-providers`)
  },
)

test('the sitemap lists only pages that answer 200', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(urls.length).toBeGreaterThan(20)
  for (const path of urls) expect((await noFollow(request, path)).status(), path).toBe(200)
})

test('in the browser, a client-side navigation keeps the same head rules', async ({ page, baseURL }, info) => {
  const lang = langOf(info)
  const origin = new URL(baseURL!).origin
  await page.goto(`/${lang}/faq`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/${lang}/faq`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  // To the login screen through the app (no reload): noindex, no canonical.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, `/${lang}/login`)
  await expect(page).toHaveTitle(new RegExp(TEXT[lang].login))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  // And back to a public page: indexable again, with its own canonical.
  await page.goBack()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/${lang}/faq`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})
