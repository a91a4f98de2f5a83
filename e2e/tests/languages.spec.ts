/**
 * The language pass: every screen of the site — the public pages, the booking and treatments
 * screens, the account pages of a signed-in patient and the admin tables — rendered in the
 * project's language on a 320 px wide phone, and on each:
 * - `<html lang>` is the language and `dir` its direction;
 * - the page speaks its language (site-helpers.ts `assertLanguageClean`: no Arabic on an English
 *   page, no English interface words on an Arabic one);
 * - no translation key shows instead of its text (a key missing from every language is shown as
 *   its path by i18next; one missing from a language alone falls back to English, which the check
 *   above finds);
 * - nothing is wider than the screen (no horizontal scrolling at 320 px).
 * The journeys run in one language (e2e/playwright.config.ts); this pass is what every language
 * gets, so a new language costs this file, not a copy of the suite.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { type Page, expect, test } from './fixtures'

import { ownClientAddress, settle, visit } from './a11y-helpers'
import { ADMIN, createPatient, signIn } from './journey-helpers'
import { type Lang, assertLanguageClean, gql, langOf } from './site-helpers'

import { ADMIN_RESOURCES } from '@medtour/web/admin-resources'
import SCREENS from '@medtour/web/screens' with { type: 'json' }
import { PUBLIC_PATHS } from '@medtour/web/site-routes'

test.use({ viewport: { width: 320, height: 720 }, actionTimeout: 15_000 })
test.beforeEach(async ({ context }) => ownClientAddress(context))

/** Every translation key of the site (the English files are the reference; locales.test.ts keeps the others equal). */
const KEYS: Set<string> = (() => {
  const dir = path.resolve(import.meta.dirname, '../../web/public/locales/en')
  const keys = new Set<string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '')
    const walk = (prefix: string, node: unknown): void => {
      if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) walk(prefix ? `${prefix}.${k}` : k, v)
      } else {
        // A one-word key ("or") may also be a word of the page; keys with a path cannot.
        if (prefix.includes('.')) keys.add(prefix)
        keys.add(`${ns}:${prefix}`)
      }
    }
    walk('', JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
  }
  return keys
})()

/** What is wrong with the screen now shown, in `lang` (empty when nothing is). */
const problemsOf = async (page: Page, lang: Lang) => {
  const found = await page.evaluate((keys) => {
    const problems: string[] = []
    const { lang: htmlLang, dir } = document.documentElement
    problems.push(`lang=${htmlLang}`, `dir=${dir}`)
    // Text nodes (and the names controls carry) that are exactly a key of the translations.
    const known = new Set(keys)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      if (known.has(text)) problems.push(`key shown: "${text}"`)
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim()
        if (value && known.has(value)) problems.push(`key shown in ${attr}: "${value}"`)
      }
    }
    // Wider than the screen: the page scrolls sideways.
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width + 1) {
      const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
        .filter((el) => {
          const box = el.getBoundingClientRect()
          return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(el).position !== 'fixed'
        })
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]}`)
      problems.push(`overflow: ${document.documentElement.scrollWidth}px > ${width}px (${wide.join(', ')})`)
    }
    return problems
  }, Array.from(KEYS))
  const [htmlLang, dir, ...rest] = found
  if (htmlLang !== `lang=${lang}`) rest.push(`html ${htmlLang}, not ${lang}`)
  if (dir !== `dir=${lang === 'ar' ? 'rtl' : 'ltr'}`) rest.push(`html ${dir}`)
  try {
    // The admin tables' rows are the records' own words (an account named in Arabic, say).
    await assertLanguageClean(page, lang, { content: 'tbody' })
  } catch (err) {
    rest.push(String((err as Error).message).split('\n')[0]!)
  }
  return rest
}

/** Walks `paths` (under /{lang}/) and fails once with every screen's problems. */
const pass = async (page: Page, lang: Lang, paths: string[]) => {
  const report: string[] = []
  for (const path of paths) {
    await visit(page, `/${lang}/${path}`)
    await settle(page)
    for (const problem of await problemsOf(page, lang)) report.push(`/${lang}/${path}: ${problem}`)
  }
  expect(report, report.join('\n')).toEqual([])
}

const firstSlug = async (page: Page, collection: 'Providers' | 'Doctors') =>
  (
    await gql<Record<string, { docs: { slug: string }[] }>>(
      page.request,
      `{ ${collection}(limit: 1, sort: "id"${collection === 'Doctors' ? ', where: { active: { equals: true } }' : ''}) { docs { slug } } }`,
    )
  )[collection]!.docs[0]!.slug

/**
 * The site's own lists say what there is to visit: its content pages (siteRoutes.mjs), its
 * screens (screens.json) and its admin tables. A screen that needs a booking of the patient's is
 * reached by the Arabic journey named here instead; any other screen is visited, so a new one is
 * checked in every language without a change here.
 */
const ELSEWHERE: Record<string, string> = {
  'patient-details': 'booking.spec.ts "in Arabic: the count, the doctor and times, …" (a free slot)',
  'medical-success': 'booking.spec.ts "in Arabic: the count, the doctor and times, …" (after booking)',
  'services-survey': 'travel.spec.ts "in Arabic: the survey in the CMS’s Arabic words, …" (a booking)',
  'services-survey-summary': 'travel.spec.ts "in Arabic: the survey in the CMS’s Arabic words, …"',
  'travel-success': 'travel.spec.ts "in Arabic: the survey in the CMS’s Arabic words, …"',
  'account-appointment-details': 'travel.spec.ts "in Arabic: the survey in the CMS’s Arabic words, …"',
}
/** Screens that take a parameter: what the pass gives them. */
const WITH_QUERY: Record<string, (doctor: string) => string> = {
  'doctor-profile': (doctor) => `doctor-profile?doctor=${doctor}`,
  activate: () => 'activate?key=not-a-key',
  reset: () => 'reset?key=not-a-key',
}
const screens = Object.keys(SCREENS).filter((key) => !Object.hasOwn(ELSEWHERE, key) && key !== 'admin')
const accountScreens = screens.filter((key) => key.startsWith('account-'))
const publicScreens = screens.filter((key) => !key.startsWith('account-'))

test('the pass reaches every screen of the site, or names the journey that does', () => {
  for (const key of Object.keys(ELSEWHERE)) expect(Object.keys(SCREENS), key).toContain(key)
  expect(new Set([...publicScreens, ...accountScreens, ...Object.keys(ELSEWHERE), 'admin'])).toEqual(
    new Set(Object.keys(SCREENS)),
  )
})

test(
  'every public screen speaks its language, in its direction, within 320 px',
  { tag: '@each-language' },
  async ({ page }, info) => {
    test.setTimeout(240_000)
    const lang = langOf(info)
    const provider = await firstSlug(page, 'Providers')
    const doctor = await firstSlug(page, 'Doctors')
    await pass(page, lang, [
      ...PUBLIC_PATHS,
      `health-providers/${provider}`,
      ...publicScreens.map((key) => WITH_QUERY[key]?.(doctor) ?? key),
      'no-such-page',
    ])
  },
)

test(
  'every account screen and admin table speaks its language, within 320 px',
  { tag: '@each-language' },
  async ({ page }, info) => {
    test.setTimeout(240_000)
    const lang = langOf(info)
    const patient = await createPatient(page.request, lang)
    await signIn(page, patient.email, patient.password, lang)
    await page.goto(`/${lang}/account-profile`)
    await pass(page, lang, accountScreens)

    await signIn(page, ADMIN.email, ADMIN.password, lang)
    await page.goto(`/${lang}/admin`)
    await pass(
      page,
      lang,
      ADMIN_RESOURCES.map((resource) => `admin/${resource}`),
    )
  },
)
