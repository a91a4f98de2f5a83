/**
 * Journeys in Debian's Chromium (Playwright's own browser download cannot work on our machines).
 * E2E_BASE_URL is the site origin started by scripts/test.mjs (docs/testing.md).
 *
 * One project per language. A journey runs in English only unless it checks something of a
 * language: tagged `@each-language` it runs in every language's project, tagged `@ar-only` only
 * in Arabic. languages.spec.ts renders every screen in every language (direction, `lang`, the
 * page's own language, no missing key, no overflow at 320 px), so adding a language adds that
 * pass and the language-specific journeys, not a copy of the suite.
 *
 * Two workers, each on data of its own (its accounts are made per test, its bookings on a doctor
 * of its own: journey-helpers.ts `workerDoctors`). Tests that change what every page shows
 * (`cms-*.spec.ts`, `admin.spec.ts`) or move the stack's clock (`*.clock.spec.ts`, POST
 * /api/v1/test/clock) run in the `(serial)` projects after all the others, one at a time, so no
 * other test sees them happen.
 */
import { defineConfig, devices } from '@playwright/test'

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/** The site's languages, with the browser locale each project uses. */
const LANGS = [
  { lang: 'en', locale: 'en-US' },
  { lang: 'ar', locale: 'ar-SA' },
] as const

/** Which tests a language's project runs: all in English; the tagged ones in the others. */
const selection = (lang: string) =>
  lang === 'en' ? { grepInvert: /@ar-only/ } : { grep: lang === 'ar' ? /@each-language|@ar-only/ : /@each-language/ }

/**
 * Tests that change what every page shows (the panel's content, the reference data) or move the
 * stack's clock: run after all the others, one at a time, language after language.
 */
const SERIAL = /(?:\/cms-[^/]*|\/admin|\.clock)\.spec\.ts$/

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:3000',
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    ...LANGS.map(({ lang, locale }) => ({
      name: lang,
      testIgnore: SERIAL,
      metadata: { lang },
      ...selection(lang),
      use: { ...devices['Desktop Chrome'], locale, launchOptions: chromium },
    })),
    ...LANGS.map(({ lang, locale }, i) => ({
      name: `${lang} (serial)`,
      testMatch: SERIAL,
      // After every parallel project, and after the previous language's serial one.
      dependencies: i === 0 ? LANGS.map((l) => l.lang) : [`${LANGS[i - 1]!.lang} (serial)`],
      workers: 1,
      metadata: { lang },
      ...selection(lang),
      use: { ...devices['Desktop Chrome'], locale, launchOptions: chromium },
    })),
  ],
})
