/**
 * The journeys' `test`: Playwright's, with a page whose `goto` and `reload` also wait until the
 * site is live. Public pages arrive rendered by the origin (web/server/ssr.ts) and start the app
 * only when the visitor does something (src/boot/startEntry.ts: a key, the focus, a control);
 * the app is live once it has hydrated them (`<html data-hydrated>`, src/main.tsx). A person's
 * first action starts it and is done again once it is live; the journeys, which test the live
 * app, press Shift (which does nothing else) and wait. What a page does before the app is live is
 * tested by site-app-on-demand.spec.ts.
 */
import { type Page, test as base } from '@playwright/test'

export * from '@playwright/test'

/** Resolves once the site's scripts have taken the page over (at once for pages that are not the site's). */
export const waitForSite = async (page: Page) => {
  const waiting = await page.evaluate(
    () =>
      document.getElementById('root')?.hasAttribute('data-ssr') &&
      !document.documentElement.hasAttribute('data-hydrated'),
  )
  if (waiting) await page.keyboard.press('Shift')
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
  )
}

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
