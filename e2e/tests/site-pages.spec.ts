/**
 * Every public page of spec §2 in the project's language: real CMS content, direction, title and
 * description from the CMS, SEO links, language hygiene and no console errors.
 */
import { expect, test } from './fixtures'

import {
  MORE,
  movedToMore,
  assertLanguageClean,
  cmsPage,
  expectDirection,
  faqs,
  gql,
  langOf,
  navigation,
  settled,
  watchConsole,
} from './site-helpers'

const INFO_PAGES = [
  'about-us',
  'what-to-expect',
  'terms-and-conditions',
  'privacy-policy',
  'medical-tourism/why-medical-tourism',
  'medical-tourism/is-it-right-for-me',
  'medical-tourism/essentials-to-pack',
  'turkey/about-turkey',
  'turkey/why-turkey',
  'cities/istanbul',
  'cities/antalya',
  'faq',
]

for (const path of INFO_PAGES) {
  test(`information page ${path} shows its CMS content`, { tag: '@each-language' }, async ({ page, request }, info) => {
    const lang = langOf(info)
    const watch = watchConsole(page)
    const cms = await cmsPage(request, path, lang)
    await page.goto(`/${lang}/${path}`)
    await settled(page)
    await expect(page.locator('main h1')).toHaveText(cms.title)
    await expect(page.getByText(cms.intro, { exact: true })).toBeVisible()
    await expect(page.getByTestId('rich-text')).toBeVisible()
    await expect(page.getByTestId('breadcrumb')).toContainText(cms.title)
    await expectDirection(page, lang)
    await expect(page).toHaveTitle(new RegExp(cms.title.replace(/[?()]/g, '\\$&')))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cms.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/${path}$`))
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      new RegExp(`/ar/${path}$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/${path}$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/${path}$`),
    )
    await assertLanguageClean(page, lang)
    watch.assertClean()
  })
}

for (const section of ['turkey', 'cities'] as const) {
  test(`the ${section} section lists its CMS pages and leads to them`, async ({ page, request }, info) => {
    const lang = langOf(info)
    const watch = watchConsole(page)
    const { Pages } = await gql(
      request,
      `query($s: Page_section_Input!, $l: LocaleInputType) { Pages(where: { section: { equals: $s } }, sort: "_order", locale: $l) { docs { path title } } }`,
      { s: section, l: lang },
    )
    expect(Pages.docs.length).toBe(2)
    await page.goto(`/${lang}/${section}`)
    await settled(page)
    const cards = page.getByTestId('section-cards')
    for (const doc of Pages.docs) await expect(cards.getByRole('heading', { name: doc.title })).toBeVisible()
    await expectDirection(page, lang)
    await assertLanguageClean(page, lang)
    await cards.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/${Pages.docs[0].path}$`))
    await expect(page.locator('main h1')).toHaveText(Pages.docs[0].title)
    watch.assertClean()
  })
}

test('FAQ lists the questions of the CMS', async ({ page, request }, info) => {
  const lang = langOf(info)
  const watch = watchConsole(page)
  const questions = await faqs(request, lang)
  await page.goto(`/${lang}/faq`)
  await settled(page)
  const first = questions[0]!
  await page.getByTestId('faq-list').locator('summary').filter({ hasText: first.question }).click()
  await expect(page.getByText(first.answer)).toBeVisible()
  await expect(page.getByTestId('faq-list').locator('summary')).toHaveCount(questions.length)
  watch.assertClean()
})

test(
  'home shows the providers, the questionnaire with its city links, and the layout',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const lang = langOf(info)
    const watch = watchConsole(page)
    const data = await gql(
      request,
      `query($l: LocaleInputType) {
      Providers(sort: "_order", locale: $l) { docs { name } }
      PreferenceQuestions(sort: "key", locale: $l) { docs { key title additionalLink { name link } } }
      Footer(locale: $l) { poweredBy claims { title } links { label } }
      Navigation(locale: $l) { items { label } }
    }`,
      { l: lang },
    )
    await page.goto(`/${lang}/`)
    await settled(page)
    await expectDirection(page, lang)
    for (const p of data.Providers.docs) await expect(page.getByRole('heading', { name: p.name })).toBeVisible()
    const questions = page.getByTestId('preferences')
    for (const q of data.PreferenceQuestions.docs)
      await expect(questions.getByRole('heading', { name: q.title })).toBeVisible()
    expect(data.PreferenceQuestions.docs.map((q: any) => q.key)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6'])
    const antalya = data.PreferenceQuestions.docs.find((q: any) => q.additionalLink?.link === '/cities/antalya')
    await expect(questions.getByRole('link', { name: antalya.additionalLink.name })).toHaveAttribute(
      'href',
      `/${lang}/cities/antalya`,
    )
    // Layout: navigation from the CMS (at 1280 px the links after the drop-downs are under "More"),
    // footer claims and legal links.
    const { bar, more } = movedToMore(await navigation(request, lang))
    for (const item of bar)
      await expect(page.locator('header nav').getByText(item.label, { exact: true })).toBeVisible()
    await page.locator('header nav').getByRole('button', { name: MORE[lang] }).click()
    for (const item of more)
      await expect(page.getByRole('menuitem', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        `/${lang}/${item.path}`,
      )
    await page.keyboard.press('Escape')
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByText(data.Footer.poweredBy)).toBeVisible()
    for (const c of data.Footer.claims) await expect(footer.getByRole('heading', { name: c.title })).toBeVisible()
    for (const l of data.Footer.links) await expect(footer.getByRole('link', { name: l.label })).toBeVisible()
    const instagram = footer.locator('a[data-network="instagram"]')
    await expect(instagram).toHaveAttribute('href', lang === 'ar' ? /medicaltourism\.arabic/ : /medicaltourism\.turkey/)
    // The Start Now button exists but is hidden (CMS: visible=false).
    await expect(page.getByTestId('start-now')).toBeHidden()
    await assertLanguageClean(page, lang)
    watch.assertClean()
  },
)

test('the header turns solid after scrolling more than 50 px and switches its logo', async ({ page }, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/about-us`)
  await settled(page)
  const header = page.locator('header')
  await expect(header).not.toHaveAttribute('data-solid', /.*/)
  await expect(page.getByTestId('logo')).toHaveAttribute('src', '/logo.svg')
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-solid', 'true')
  await expect(page.getByTestId('logo')).toHaveAttribute('src', '/logo-dark.svg')
})

test(
  'the desktop header is one line from 992 px up; what does not fit is under "More", nothing lost',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const lang = langOf(info)
    const items = await navigation(request, lang)
    const { bar, more } = movedToMore(items)
    expect(more.length, 'the seeded navigation has links to move').toBeGreaterThan(1)
    await page.goto(`/${lang}/faq`)
    await settled(page)
    const nav = page.locator('header nav')
    for (const width of [992, 1100, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      const shown = nav.locator(':scope > *:visible')
      const tops = await shown.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
      expect(new Set(tops).size, `one line at ${width} px`).toBe(1)
      expect((await page.locator('header').boundingBox())!.height, `the header keeps its 64 px at ${width} px`).toBe(64)
      // The bar's content stays inside the header (no entry pushed under the login or the switch).
      const { scroll, client } = await page
        .locator('header > div')
        .first()
        .evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }))
      expect(scroll, `nothing overflows at ${width} px`).toBeLessThanOrEqual(client)
      for (const item of bar) await expect(nav.getByText(item.label, { exact: true })).toBeVisible()
      // Every other entry is in the bar or in "More", and in only one of them.
      await nav.getByRole('button', { name: MORE[lang] }).click()
      const menu = page.getByRole('menu', { name: MORE[lang] })
      for (const item of more) {
        const inBar = await nav.getByRole('link', { name: item.label, exact: true }).isVisible()
        const inMenu = await menu.getByRole('menuitem', { name: item.label, exact: true }).isVisible()
        expect(inBar !== inMenu, `${item.label} at ${width} px: in the bar ${inBar}, in More ${inMenu}`).toBe(true)
        expect(inBar, `${item.label} at ${width} px`).toBe(width >= 1400 && item === more[0])
      }
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
    // The brand's name shows beside its mark except at 992–1199 px, and names the link at every width.
    await page.setViewportSize({ width: 1100, height: 800 })
    await expect(page.getByTestId('brand')).toHaveCSS('position', 'absolute')
    await expect(page.locator('header a[href$="/' + lang + '/"]').first()).toHaveAccessibleName(/\S/)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByTestId('brand')).toBeVisible()
    // A moved link leads to its page.
    await nav.getByRole('button', { name: MORE[lang] }).click()
    await page.getByRole('menuitem', { name: more[more.length - 1]!.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/${more[more.length - 1]!.path}$`))
  },
)

test('desktop dropdowns open on hover', async ({ page, request }, info) => {
  const lang = langOf(info)
  const turkey = (await navigation(request, lang)).find((i) => i.subItems?.length === 2)!
  await page.goto(`/${lang}/`)
  await settled(page)
  await page.locator('header nav').getByRole('button', { name: turkey.label }).hover()
  const sub = page.getByRole('menuitem', { name: turkey.subItems![1]!.label })
  await expect(sub).toBeVisible()
  await sub.click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/${turkey.subItems![1]!.path}$`))
  await settled(page)
})

test('below 992 px a hamburger opens the menu from the start side; tapping a dropdown toggles it', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info)
  const medical = (await navigation(request, lang)).find((i) => i.subItems?.length === 3)!
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto(`/${lang}/`)
  await settled(page)
  await expect(page.locator('header nav')).toBeHidden()
  await page.getByTestId('menu-toggle').click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  const box = (await menu.boundingBox())!
  if (lang === 'ar') expect(box.x + box.width).toBeGreaterThan(790)
  else expect(box.x).toBeLessThan(10)
  const sub = menu.getByRole('link', { name: medical.subItems![0]!.label })
  const section = menu.locator('summary').filter({ hasText: medical.label })
  await expect(sub).toBeHidden()
  await section.click()
  await expect(sub).toBeVisible()
  await section.click()
  await expect(sub).toBeHidden()
  await section.click()
  await sub.click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/${medical.subItems![0]!.path}$`))
  await expect(menu).toBeHidden()
})

test('in Arabic: below 992 px the menu opens from the start side, the right', { tag: '@ar-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto('/ar/')
  await settled(page)
  await page.getByTestId('menu-toggle').click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  const box = (await menu.boundingBox())!
  expect(box.x + box.width).toBeGreaterThan(790)
})

test('thank-you page, 500 page and the generic error page', async ({ page }, info) => {
  const lang = langOf(info)
  const watch = watchConsole(page, { notFound: [`/${lang}/no-such-page`] })
  await page.goto(`/${lang}/thank-you`)
  await expect(page.locator('main h1')).toHaveText(lang === 'ar' ? 'شكرا لك!' : 'Thank You!')
  if (lang === 'en')
    await expect(page.getByText('We appreciate your inquiry. Our team will contact you shortly.')).toBeVisible()
  await expect(
    page.getByRole('link', { name: lang === 'ar' ? 'العودة إلى الرئيسية' : 'Back to Home' }),
  ).toHaveAttribute('href', `/${lang}/`)
  await assertLanguageClean(page, lang)
  await page.goto(`/${lang}/500`)
  await expect(page.getByTestId('error-code')).toHaveText('500')
  // An unknown path is answered with a 404 by the origin itself, and shows the not-found page.
  expect((await page.goto(`/${lang}/no-such-page`))?.status()).toBe(404)
  await expect(page.getByTestId('error-code')).toHaveText('404')
  await expectDirection(page, lang)
  await assertLanguageClean(page, lang)
  await page.getByRole('link', { name: lang === 'ar' ? 'العودة إلى الرئيسية' : 'Back to Home' }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`))
  watch.assertClean()
})

test('sitemap and robots.txt list every public page in both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
  const res = await request.get('/sitemap.xml')
  expect(res.headers()['content-type']).toContain('xml')
  const xml = await res.text()
  for (const lang of ['en', 'ar'])
    for (const path of [
      '',
      ...INFO_PAGES,
      'health-providers',
      'health-providers/medical-park',
      'health-providers/dunyagoz',
      'health-providers/estethica',
    ])
      expect(xml).toContain(`/${lang}/${path}</loc>`)
  expect(xml).toContain('hreflang="x-default"')
})
