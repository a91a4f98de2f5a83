/**
 * The journeys' `test`: Playwright's, with a page whose `goto` and `reload` also wait until the
 * site is live. Public pages arrive rendered by the origin (web/server/ssr.ts) and become
 * interactive when the browser has hydrated them (`<html data-hydrated>`, src/main.tsx); a
 * person waits for that without noticing, a test would click a button that does nothing yet.
 */
import { type Page, test as base } from '@playwright/test'

export * from '@playwright/test'

/** Resolves once the site's scripts have taken the page over (at once for pages that are not the site's). */
export const waitForSite = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'))

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) return use(page)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args)
      if (args[1]?.waitUntil !== 'commit') await waitForSite(page)
      return response
    }
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args)
      if (args[0]?.waitUntil !== 'commit') await waitForSite(page)
      return response
    }
    await use(page)
  },
})
