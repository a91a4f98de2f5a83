/**
 * The public site with the keyboard only (issue 21), in English, on a desktop
 * (1280×800) and a phone (390×844): the skip link, every header menu (Tab, Enter, Space, the
 * arrows, Escape), the language switch keeping the focus across its reload, the focus moved to
 * the new screen's heading, never hidden under the fixed header, its ring at 3:1. No mouse.
 */
import { type Page, expect, test } from './fixtures'

import { expectVisibleFocus, settle, tabTo } from './a11y-helpers'
import { VIEWPORTS, expectFocusClearOfHeader, expectFocusOnMainHeading, expectFocusRingContrast } from './focus-helpers'
import { langOf, navigation } from './site-helpers'

const L = {
  en: { skip: 'Skip to main content', openMenu: 'Open menu', closeMenu: 'Close menu', other: 'ar' },
  ar: { skip: 'انتقل إلى المحتوى الرئيسي', openMenu: 'فتح القائمة', closeMenu: 'إغلاق القائمة', other: 'en' },
} as const

/** The focus is shown, clear of the header, with a ring that stands out. */
const focusShown = async (page: Page) => {
  await expectVisibleFocus(page)
  await expectFocusClearOfHeader(page)
  await expectFocusRingContrast(page)
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '')

test.use({ actionTimeout: 15_000 })

test.describe('desktop 1280×800', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('the skip link is the first stop and skips the header; it shows while focused', async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/about-us`)
    await settle(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: L[lang].skip })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await focusShown(page)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    // The next stop is in the content, not back in the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), await focused(page)).toBe(true)
    await focusShown(page)
    // Away from the focus, the skip link is out of sight.
    await expect(skip).not.toBeInViewport()
  })

  test('every header menu: Enter, Space and the arrows open and move, Escape closes back to its trigger', async ({
    page,
  }, info) => {
    const lang = langOf(info)
    const items = (await navigation(page.request, lang)).filter((i) => i.subItems?.length)
    expect(items.length).toBeGreaterThan(0)
    await page.goto(`/${lang}/`)
    await settle(page)
    const nav = page.locator('header nav')
    for (const item of items) {
      const trigger = nav.getByRole('button', { name: item.label, exact: true })
      const subs = item.subItems!
      await tabTo(page, trigger)
      await expectFocusRingContrast(page)
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu', { name: item.label })
      await expect(menu).toBeVisible()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      const entry = (i: number) => menu.getByRole('menuitem', { name: subs[i]!.label, exact: true })
      await expect(entry(0)).toBeFocused()
      await focusShown(page)
      await page.keyboard.press('ArrowDown')
      await expect(entry(1 % subs.length)).toBeFocused()
      await page.keyboard.press('End')
      await expect(entry(subs.length - 1)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(entry(0)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(trigger).toBeFocused()
      // Space and ↑ open it too (↑ on the last entry); Tab leaves it closed, on the next stop.
      await page.keyboard.press('Space')
      await expect(entry(0)).toBeFocused()
      await page.keyboard.press('Escape')
      await page.keyboard.press('ArrowUp')
      await expect(entry(subs.length - 1)).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('menu')).toHaveCount(0)
    }

    // Only one open at a time: a second trigger's menu replaces the first's.
    if (items.length > 1) {
      await tabTo(page, nav.getByRole('button', { name: items[0]!.label, exact: true }), { back: true })
      await page.keyboard.press('Enter')
      await page.keyboard.press('Escape')
      await tabTo(page, nav.getByRole('button', { name: items[1]!.label, exact: true }))
      await page.keyboard.press('Enter')
      await expect(page.getByRole('menu')).toHaveCount(1)
      await page.keyboard.press('Escape')
    }

    // Following an entry with Enter: the new screen's heading has the focus and its title is read.
    const first = items[0]!
    await tabTo(page, nav.getByRole('button', { name: first.label, exact: true }), { back: true })
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${lang}/${first.subItems![0]!.path}$`))
    await settle(page)
    await expectFocusOnMainHeading(page)
  })

  test('the language switch keeps the focus across its reload', async ({ page }, info) => {
    const lang = langOf(info)
    const other = L[lang].other
    await page.goto(`/${lang}/faq`)
    await settle(page)
    const toggle = page.getByTestId('language-switch').first()
    await tabTo(page, toggle)
    await focusShown(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${other}/faq$`))
    await settle(page)
    await expect(page.locator('html')).toHaveAttribute('lang', other)
    await expect(page.getByTestId('language-switch').first()).toBeFocused()
    await focusShown(page)
  })

  test('tabbing back up a long page never leaves the focus under the fixed header', async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/faq`)
    await settle(page)
    await expect(page.getByTestId('faq-list')).toBeVisible()
    // To the page's end, then back up through the questions: each one is shown clear of the header.
    await page.locator('footer a').last().focus()
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab')
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('header')))) break
      await focusShown(page)
    }
  })
})

test.describe('phone 390×844', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true })

  test('skip link, the menu drawer with its sections, and a page followed from it', async ({ page }, info) => {
    const lang = langOf(info)
    const l = L[lang]
    const item = (await navigation(page.request, lang)).find((i) => i.subItems?.length)!
    await page.goto(`/${lang}/`)
    await settle(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: l.skip })).toBeFocused()
    await focusShown(page)

    const toggle = page.getByTestId('menu-toggle')
    await tabTo(page, toggle)
    await expect(toggle).toHaveAccessibleName(l.openMenu)
    await expectFocusRingContrast(page)
    await page.keyboard.press('Enter')
    const drawer = page.getByTestId('mobile-menu')
    await expect(drawer).toBeVisible()
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="mobile-menu"]')))).toBe(
      true,
    )
    // Escape closes the drawer and gives the toggle the focus back.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(toggle).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    // A section is a native disclosure: Space opens it.
    const section = drawer.locator('summary').filter({ hasText: item.label })
    await tabTo(page, section)
    await focusShown(page)
    await page.keyboard.press('Space')
    await expect(section.locator('xpath=..')).toHaveAttribute('open', '')
    const sub = drawer.getByRole('link', { name: item.subItems![0]!.label, exact: true })
    await tabTo(page, sub)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${lang}/${item.subItems![0]!.path}$`))
    await expect(drawer).toBeHidden()
    await settle(page)
    await expectFocusOnMainHeading(page)
  })

  test('the language switch in the bar keeps the focus across its reload', async ({ page }, info) => {
    const lang = langOf(info)
    await page.goto(`/${lang}/about-us`)
    await settle(page)
    await tabTo(page, page.getByTestId('language-switch').first())
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${L[lang].other}/about-us$`))
    await settle(page)
    await expect(page.getByTestId('language-switch').first()).toBeFocused()
    await focusShown(page)
  })
})
