/**
 * Server-rendered public pages (web/server/ssr.ts): the content, head and direction are in the
 * HTML itself (a browser without JavaScript and a crawler read them), and the browser takes the
 * page over without asking for its data again, without a hydration error, and stays live.
 */
import { type APIRequestContext, expect, test } from './fixtures'

import { expectDirection, gql, langOf, watchConsole } from './site-helpers'

/**
 * Until the origin has rendered a page once it may send the plain page (a visitor never waits
 * long for a cold render): ask until the rendered one comes.
 */
const rendered = async (request: APIRequestContext, path: string) =>
  expect.poll(async () => (await request.get(path)).headers()['x-ssr'], { timeout: 30_000 }).toBe('rendered')

const PROVIDER = `query($slug: String!, $l: LocaleInputType) { Providers(where: { slug: { equals: $slug } }, locale: $l) { docs { name description } } }`

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'home and a provider page are whole in the HTML, in the page language',
    { tag: '@each-language' },
    async ({ page, request }, info) => {
      const lang = langOf(info)
      const provider = (await gql(request, PROVIDER, { slug: 'medical-park', l: lang })).Providers.docs[0]
      await rendered(request, `/${lang}/health-providers/medical-park`)
      await rendered(request, `/${lang}/`)
      const res = await page.goto(`/${lang}/health-providers/medical-park`)
      expect(res?.headers()['x-ssr']).toBe('rendered')
      await expectDirection(page, lang)
      await expect(page.locator('main h1')).toHaveText(provider.name)
      await expect(page).toHaveTitle(new RegExp(`^${provider.name} \\| `))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', provider.description)
      await expect(page.locator('[data-figure="founded"]')).toContainText('1993')
      await expect(page.locator('header nav').first()).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()

      await page.goto(`/${lang}/`)
      await expect(page.locator('main h1')).toBeVisible()
      // The provider cards come from GraphQL: they are in the HTML too.
      await expect(page.locator('main a[href$="/health-providers/medical-park"]').first()).toBeVisible()
      await expect(page.getByTestId('page-spinner')).toHaveCount(0)
    },
  )
})

test(
  'the browser takes a rendered page over with its data, cleanly, and stays live',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const lang = langOf(info)
    await rendered(request, `/${lang}/faq`)
    const watch = watchConsole(page)
    const queries: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/api/graphql')) queries.push(decodeURIComponent(req.url()))
    })
    const res = await page.goto(`/${lang}/faq`)
    expect(res?.headers()['x-ssr']).toBe('rendered')
    // Under the site's CSP (hashed inline loaders only): a blocked script would be a console error.
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('main h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(queries, 'the page and layout queries came with the HTML').toEqual([])

    // Live: the breadcrumb's link is followed by the router, in the same document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByTestId('breadcrumb').getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`))
    await expect(page.locator('main a[href$="/health-providers/medical-park"]').first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // The language switch loads the page in the other language, rendered, which starts the app again
    // when the visitor does something.
    const other = lang === 'en' ? 'ar' : 'en'
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(new RegExp(`/${other}/$`))
    await expectDirection(page, other)
    await expect(page.getByTestId('language-switch').first()).toBeFocused()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/)
    await page.keyboard.press('Shift')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    watch.assertClean()
  },
)

test('a signed-in visitor gets the app bar, not the rendered visitor header', async ({ page }, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/`)
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, email: 'p@example.com', firstName: 'P', roles: ['ROLE_USER'], accessToken: 'x.y.z' }),
    ),
  )
  const watch = watchConsole(page)
  await page.reload()
  await expect(page.getByTestId('app-bar')).toBeVisible()
  await expect(page.getByTestId('start-now')).toHaveCount(0)
  await expect(page.locator('main h1')).toBeVisible()
  watch.assertClean()
})
