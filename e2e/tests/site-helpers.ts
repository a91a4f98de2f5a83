/** Shared helpers of the public-site journeys (site-*.spec.ts): CMS reads, console watch, language. */
import { type APIRequestContext, type Page, type TestInfo, expect } from '@playwright/test'

export type Lang = 'en' | 'ar'
/** The language of the test's project (its `metadata.lang`; e2e/playwright.config.ts). */
export const langOf = (info: TestInfo): Lang =>
  (info.project.metadata?.lang ?? info.project.name) === 'ar' ? 'ar' : 'en'
export const ARABIC = /[\u0600-\u06FF]/

/** A GraphQL read through the site origin, as the SPA does it. */
export const gql = async <T = any>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) => {
  const res = await request.post('/api/graphql', { data: { query, variables } })
  expect(res.ok()).toBeTruthy()
  const json = await res.json()
  expect(json.errors, JSON.stringify(json.errors)).toBeUndefined()
  return json.data as T
}

export interface NavItem {
  label: string
  path: string
  subItems: { label: string; path: string }[] | null
}

/** The header's navigation from the CMS, in `lang`. */
export const navigation = async (request: APIRequestContext, lang: Lang) =>
  (
    await gql<{ Navigation: { items: NavItem[] } }>(
      request,
      `query($l: LocaleInputType) { Navigation(locale: $l) { items { label path subItems { label path } } } }`,
      { l: lang },
    )
  ).Navigation.items

/** The header's "More" drop-down (web/src/app/layout/DesktopNav.tsx), in `lang`. */
export const MORE: Record<Lang, string> = { en: 'More', ar: 'المزيد' }

/**
 * The entries the desktop bar moves into "More": the plain links after the last drop-down (the
 * first of them stays in the bar from 1400 px).
 */
export const movedToMore = (items: NavItem[]) => {
  const last = items.map((i) => Boolean(i.subItems?.length)).lastIndexOf(true)
  return { bar: items.slice(0, last + 1), more: items.slice(last + 1) }
}

/** The FAQ's questions and answers from the CMS, in the site's order. */
export const faqs = async (request: APIRequestContext, lang: Lang) =>
  (
    await gql<{ Faqs: { docs: { question: string; answer: string }[] } }>(
      request,
      `query($l: LocaleInputType) { Faqs(limit: 100, sort: "_order", locale: $l) { docs { question answer } } }`,
      { l: lang },
    )
  ).Faqs.docs

export const cmsPage = async (request: APIRequestContext, path: string, locale: Lang) =>
  (
    await gql<{ Pages: { docs: { title: string; description: string; intro: string }[] } }>(
      request,
      `query($path: String!, $locale: LocaleInputType) { Pages(where: { path: { equals: $path } }, locale: $locale) { docs { title description intro } } }`,
      { path, locale },
    )
  ).Pages.docs[0]!

/** Collects console errors and page errors; `assertClean()` fails the test if any occurred. */
export const watchConsole = (page: Page, { notFound = [] }: { notFound?: string[] } = {}) => {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    // The browser reports a page answered with 404 as a failed resource: expected for these paths.
    const url = msg.location().url
    if (/status of 404/.test(msg.text()) && notFound.some((path) => url.endsWith(path))) return
    errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return { errors, assertClean: () => expect(errors, errors.join('\n')).toEqual([]) }
}

/** Waits until the page's content has replaced the loading spinner. */
export const settled = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.getByTestId('page-spinner')).toHaveCount(0)
}

/**
 * Language hygiene: in English no Arabic anywhere (the switch shows 'العربية' by design); in
 * Arabic the interface (header, footer, breadcrumb, buttons, labels, headings of sections) has no
 * English words (content may quote Latin names such as JCI or FUE).
 */
export const assertLanguageClean = async (page: Page, lang: Lang, { content }: { content?: string } = {}) => {
  if (lang === 'en') {
    // `content`: where people's own words are shown (a table's rows of accounts), not judged.
    const text = await page.evaluate((skip) => {
      const clone = document.body.cloneNode(true) as HTMLElement
      clone
        .querySelectorAll(['[data-testid="language-switch"]', skip].filter(Boolean).join(', '))
        .forEach((n) => n.remove())
      return clone.innerText
    }, content ?? '')
    expect(text).not.toMatch(ARABIC)
    return
  }
  const chrome = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'header nav, header [data-testid="start-now"], footer nav, [data-testid="breadcrumb"], button, label, input[placeholder], h2, [role="alert"]',
      ),
    )
      .filter((el) => !el.closest('[data-testid="language-switch"]') && (el as HTMLElement).offsetParent !== null)
      .map((el) => (el as HTMLElement).innerText)
      .join('\n'),
  )
  const latin =
    chrome.match(
      /\b(?!(?:JCI|ISO|FUE|DHI|PRP|SMILE|PET|CT|LASIK|VIP|PDF|JPEG|PNG|HEIC|DICOM|SIM|eSIM)\b)[A-Za-z]{3,}\b/g,
    ) ?? []
  expect(latin, `English UI words on an Arabic page: ${latin.join(', ')}`).toEqual([])
}

export const expectDirection = async (page: Page, lang: Lang) => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}
