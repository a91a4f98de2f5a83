/**
 * The accessibility gate (issue 6): axe-core on settled pages, failing on serious and critical
 * violations of WCAG 2.0/2.1/2.2 A and AA and axe's best practices, and what keyboard-only tests
 * need (a fresh client address, Tab until a control is reached, a visible focus indicator).
 */
import { randomInt } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Locator, type Page, expect } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const BLOCKING = new Set(['serious', 'critical'])

/**
 * The booking API throttles per client address and every session on this machine reaches it from
 * 127.0.0.1 through the site's proxy (see accounts.spec.ts): each test speaks from its own address.
 */
export const ownClientAddress = (context: BrowserContext) =>
  context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` })

/**
 * Waits until a screen has its content: a heading in main, no page spinner, nothing busy or
 * skeletal, and no animation running.
 */
export async function settle(page: Page, scope: Locator = page.locator('main h1').first()) {
  await expect(scope).toBeVisible()
  // The public header's menu comes with the layout's CMS query, after the page itself (one
  // condition, retried: a screen that is being replaced may still show the previous one's header).
  await expect(page.locator('header nav:not(:has(a))')).toHaveCount(0)
  await expect(page.getByTestId('page-spinner')).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"], .chakra-skeleton')).toHaveCount(0)
  await animationsDone(page)
}

/** No finite animation or transition running (a fading dialog would skew colour contrast). */
async function animationsDone(page: Page) {
  // Two frames first: a transition that a late effect starts must have begun to be seen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Opens a path of the site: the first time by loading it, then inside the running app (a history
 * entry and a popstate, as the router's own links do), which spares reloading the bundle per screen.
 */
export async function visit(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path)
    return
  }
  const here = new URL(page.url())
  if (`${here.pathname}${here.search}` === path) return
  // The old screen's headings are noted, so `settle` cannot mistake them for the new one's.
  const headings = () => Array.from(document.querySelectorAll('main :is(h1, h2)'), (h) => h.textContent).join('|')
  const before = await page.evaluate(headings)
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path)
  await expect.poll(() => page.evaluate(headings)).not.toBe(before)
}

/**
 * Collects the blocking axe violations of every screen a test visits, so one run reports them
 * all; `assertNone()` fails the test with each rule, its impact, the screen and the targets.
 */
export function axeAudit(page: Page) {
  const found: string[] = []
  return {
    /** Audits the page as it is now (or only `include`, e.g. an open dialog). */
    async check(screen: string, include?: string) {
      await animationsDone(page)
      let builder = new AxeBuilder({ page }).withTags(TAGS)
      if (include) builder = builder.include(include)
      const { violations } = await builder.analyze()
      for (const v of violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
        const targets = v.nodes.map(
          (n) =>
            `      ${n.target.join(' ')}  ${n.html.slice(0, 160)}\n        ${n.failureSummary?.replace(/\n/g, ' ')}`,
        )
        const text = `[${screen}] ${v.id} (${v.impact}): ${v.help}\n${targets.join('\n')}`
        // Printed at once too, so a run cut short still shows what it found.
        console.log(text)
        found.push(text)
      }
    },
    assertNone() {
      expect(found, `axe found serious/critical violations:\n${found.join('\n')}`).toEqual([])
    },
  }
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `target`, failing after `limit`
 * presses; then checks the focus is visible.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page)
      return
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))
  throw new Error(`${limit} × ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}; focus is on ${at}`)
}

/**
 * The focused element shows it: an outline or a box-shadow (Chakra's focus ring) on itself, or,
 * for a visually hidden input (checkbox, radio, switch), on the visible control it drives.
 */
export async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing focused'
    const shows = (node: Element) => {
      const s = getComputedStyle(node)
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '')
    }
    const rect = el.getBoundingClientRect()
    const hidden = rect.width <= 1 || rect.height <= 1
    // A hidden input's visible part: Ark/Chakra mark it data-focus-visible when the input has focus.
    const control = hidden ? el.closest('label')?.querySelector('[data-focus-visible]') : null
    if (shows(el) && !hidden) return null
    if (control && shows(control)) return null
    return `no visible focus on ${el.outerHTML.slice(0, 200)}`
  })
  expect(ring).toBeNull()
}
