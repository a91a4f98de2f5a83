/**
 * Structured data (issue 18): the public pages' schema.org JSON-LD is in the first HTML the
 * origin sends — read here as a crawler reads it, without running any script — in the page's
 * language and made from the CMS content, and every block passes the same validator as the
 * site's unit tests (web/src/lib/structuredData.validate.ts): known types, required properties,
 * ratings on the 0–5 scale, breadcrumb positions 1…n, absolute links.
 */
import { structuredDataBlocksOf, structuredDataProblems } from '@medtour/web/structured-data'

import { type APIRequestContext, expect, test } from './fixtures'
import { ARABIC, type Lang, cmsPage, gql, langOf } from './site-helpers'

type Block = Record<string, any> & { '@type': string }

/**
 * The first HTML of `path` as the origin renders it (until its first render of a page it may
 * send the plain page, which a visitor's browser renders: ask until the rendered one comes).
 */
const firstHtml = async (request: APIRequestContext, path: string) => {
  let html = ''
  await expect
    .poll(
      async () => {
        const res = await request.get(path)
        html = await res.text()
        return res.headers()['x-ssr']
      },
      { timeout: 30_000 },
    )
    .toBe('rendered')
  return html
}

/** Every JSON-LD block of the page's first HTML, each one valid. */
const blocksOf = async (request: APIRequestContext, path: string): Promise<Block[]> => {
  const texts = structuredDataBlocksOf(await firstHtml(request, path))
  expect(texts.length, `${path} carries structured data`).toBeGreaterThan(0)
  for (const text of texts) expect(structuredDataProblems(text), `${path}: ${text}`).toEqual([])
  const blocks = texts.map((text) => JSON.parse(text) as Block)
  // Every link of the site's own pages starts with one origin (the one the origin server names).
  const own = blocks.flatMap((block) => linksOf(block)).map((link) => new URL(link).origin)
  expect(new Set(own).size, `${path}: one origin in ${own.join(', ')}`).toBe(1)
  return blocks
}

/** The page links of a block (`url`, `item`, `@id`; not images or other sites' profiles). */
const linksOf = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(linksOf)
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, value]) =>
    ['url', 'item', '@id'].includes(key) && typeof value === 'string' ? [value] : linksOf(value),
  )
}

const typesOf = (blocks: Block[]) => blocks.map((block) => block['@type']).sort()

const only = (blocks: Block[], type: string) => {
  const found = blocks.filter((block) => block['@type'] === type)
  expect(found, `one ${type} block`).toHaveLength(1)
  return found[0]!
}

/** The breadcrumb drawn on the page: Home at the language's root, then the page itself. */
const expectBreadcrumb = (blocks: Block[], lang: Lang, path: string, title: string) => {
  const [home, current, ...rest] = only(blocks, 'BreadcrumbList').itemListElement
  expect(rest).toEqual([])
  expect(new URL(home.item).pathname).toBe(`/${lang}/`)
  expect(new URL(current.item).pathname).toBe(path)
  expect(current.name).toBe(title)
  if (lang === 'ar') expect(home.name).toMatch(ARABIC)
}

/** The name is in the page's language (Arabic letters on Arabic pages, none on English ones). */
const expectLanguage = (text: string, lang: Lang) =>
  lang === 'ar' ? expect(text).toMatch(ARABIC) : expect(text).not.toMatch(ARABIC)

test(
  'home: the site and the organization, with its social accounts',
  { tag: '@each-language' },
  async ({ request }, info) => {
    const lang = langOf(info)
    const blocks = await blocksOf(request, `/${lang}/`)
    expect(typesOf(blocks)).toEqual(['Organization', 'WebSite'])
    const website = only(blocks, 'WebSite')
    expect(new URL(website.url).pathname).toBe(`/${lang}/`)
    expect(website.inLanguage).toBe(lang)
    expectLanguage(website.name, lang)
    const organization = only(blocks, 'Organization')
    expect(website.publisher['@id']).toBe(organization['@id'])
    const social = await gql<{ SocialLink: { links: { url: string; arabicUrl: string | null }[] | null } }>(
      request,
      `query { SocialLink { links { url arabicUrl } } }`,
    )
    for (const link of social.SocialLink.links ?? []) expect(organization.sameAs).toContain(link.url)
  },
)

test(
  'a provider: its entity from the CMS with its rating and address, and its breadcrumb',
  { tag: '@each-language' },
  async ({ request }, info) => {
    const lang = langOf(info)
    const path = `/${lang}/health-providers/medical-park`
    const { Providers } = await gql(
      request,
      `query($l: LocaleInputType) { Providers(where: { slug: { equals: "medical-park" } }, locale: $l) { docs { name rating totalReviews } } }`,
      { l: lang },
    )
    const provider = Providers.docs[0]
    const blocks = await blocksOf(request, path)
    expect(typesOf(blocks)).toEqual(['BreadcrumbList', 'Hospital'])
    // A hospital group (its figures count hospitals): a Hospital.
    const hospital = only(blocks, 'Hospital')
    expect(hospital.name).toBe(provider.name)
    expectLanguage(hospital.name, lang)
    expect(new URL(hospital.url).pathname).toBe(path)
    expect(hospital.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'TR' })
    expect(hospital.aggregateRating).toMatchObject({
      ratingValue: provider.rating,
      reviewCount: provider.totalReviews,
      bestRating: 5,
    })
    expectBreadcrumb(blocks, lang, path, provider.name)
  },
)

test('the providers listing: an ItemList of their pages', async ({ request }, info) => {
  const lang = langOf(info)
  const path = `/${lang}/health-providers`
  const blocks = await blocksOf(request, path)
  expect(typesOf(blocks)).toEqual(['BreadcrumbList', 'ItemList'])
  const pages = only(blocks, 'ItemList').itemListElement.map((item: Block) => new URL(item.url).pathname)
  expect(pages).toContain(`/${lang}/health-providers/medical-park`)
})

test('FAQ: the CMS questions, in order, with their answers', { tag: '@each-language' }, async ({ request }, info) => {
  const lang = langOf(info)
  const path = `/${lang}/faq`
  const { Faqs } = await gql<{ Faqs: { docs: { question: string }[] } }>(
    request,
    `query($l: LocaleInputType) { Faqs(limit: 100, sort: "_order", locale: $l) { docs { question } } }`,
    { l: lang },
  )
  const blocks = await blocksOf(request, path)
  expect(typesOf(blocks)).toEqual(['BreadcrumbList', 'FAQPage'])
  const questions = only(blocks, 'FAQPage').mainEntity
  expect(questions.map((question: Block) => question.name)).toEqual(
    Faqs.docs.map((faq) => faq.question.replace(/\s+/g, ' ').trim()),
  )
  expectLanguage(questions[0].acceptedAnswer.text, lang)
  expectBreadcrumb(blocks, lang, path, (await cmsPage(request, 'faq', lang)).title)
})

test("a city's guide: the city as a TouristDestination", { tag: '@each-language' }, async ({ request }, info) => {
  const lang = langOf(info)
  const path = `/${lang}/cities/istanbul`
  const { Cities } = await gql<{ Cities: { docs: { name: string }[] } }>(
    request,
    `query($l: LocaleInputType) { Cities(where: { slug: { equals: "istanbul" } }, locale: $l) { docs { name } } }`,
    { l: lang },
  )
  const blocks = await blocksOf(request, path)
  expect(typesOf(blocks)).toEqual(['BreadcrumbList', 'TouristDestination'])
  const city = only(blocks, 'TouristDestination')
  expect(city.name).toBe(Cities.docs[0]!.name)
  expectLanguage(city.name, lang)
  expect(new URL(city.url).pathname).toBe(path)
  expectBreadcrumb(blocks, lang, path, (await cmsPage(request, 'cities/istanbul', lang)).title)
})

test(
  'the Turkey and cities sections: the country and the list of city guides',
  { tag: '@each-language' },
  async ({ request }, info) => {
    const lang = langOf(info)
    const turkey = await blocksOf(request, `/${lang}/turkey`)
    expect(typesOf(turkey)).toEqual(['BreadcrumbList', 'TouristDestination'])
    const country = only(turkey, 'TouristDestination')
    expectLanguage(country.name, lang)
    expect(country.subjectOf.map((page: Block) => new URL(page.url).pathname)).toContain(`/${lang}/turkey/why-turkey`)

    const cities = await blocksOf(request, `/${lang}/cities`)
    expect(typesOf(cities)).toEqual(['BreadcrumbList', 'ItemList'])
    const guides = only(cities, 'ItemList').itemListElement.map((item: Block) => new URL(item.url).pathname)
    expect(guides).toContain(`/${lang}/cities/istanbul`)
  },
)
