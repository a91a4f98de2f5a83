/**
 * Keyboard and screen-reader checks of issue 21 (docs/accessibility.md): the focus is clear of the
 * fixed header, its ring stands out (3:1) against what lies around it, a new screen puts it on
 * its main heading and announces its title, and every control has a name in the page's language.
 */
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

import type { Lang } from './site-helpers'

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

/**
 * The focused control is on screen and not under the fixed header or app bar (WCAG 2.4.11);
 * what lies above the header (the header's own controls, its menus, the skip link, a dialog) is fine.
 */
export async function expectFocusClearOfHeader(page: Page) {
  const problem = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing focused'
    if (el.closest('header, [role="dialog"], [role="alertdialog"], [role="menu"], [data-testid="skip-link"]'))
      return null
    const rect = el.getBoundingClientRect()
    const header = document.querySelector('header')?.getBoundingClientRect()
    const top = header && header.bottom > 0 ? header.bottom : 0
    if (rect.bottom <= top + 1 || rect.top >= window.innerHeight) return `off screen: ${el.outerHTML.slice(0, 160)}`
    if (rect.top < top - 1)
      return `under the header (${Math.round(rect.top)} < ${Math.round(top)}): ${el.outerHTML.slice(0, 160)}`
    return null
  })
  expect(problem).toBeNull()
}

/**
 * The focus ring has at least 3:1 against the background around the focused control: its outline
 * colour, or the halo (box-shadow) drawn between it and the control. A background picture or a
 * translucent layer counts as both white and black under it (the worst cases).
 */
export async function expectFocusRingContrast(page: Page) {
  const result = await page.evaluate(() => {
    type RGBA = [number, number, number, number]
    const parse = (c: string): RGBA | null => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/.exec(c)
      return m ? [+m[1]!, +m[2]!, +m[3]!, m[4] === undefined ? 1 : +m[4]] : null
    }
    const lum = ([r, g, b]: RGBA) => {
      const f = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    const over = (top: RGBA, under: RGBA): RGBA => [
      top[0] * top[3] + under[0] * (1 - top[3]),
      top[1] * top[3] + under[1] * (1 - top[3]),
      top[2] * top[3] + under[2] * (1 - top[3]),
      1,
    ]
    let el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing focused'
    // The ring as it rests, not halfway through its transition.
    for (const animation of el.getAnimations()) animation.finish()
    // A visually hidden input (checkbox, radio, switch) shows its focus on the control it drives.
    const box = el.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1)
      el = el.closest('label')?.querySelector<HTMLElement>('[data-focus-visible]') ?? el
    const style = getComputedStyle(el)
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? parse(style.outlineColor) : null
    const halo = style.boxShadow && style.boxShadow !== 'none' ? parse(style.boxShadow) : null
    if (!ring && !halo) return `no ring on ${el.outerHTML.slice(0, 160)}`
    // The backgrounds around the control, from the nearest layer out to an opaque one.
    const layers: (RGBA | 'picture')[] = []
    for (let node = el.parentElement; node; node = node.parentElement) {
      const s = getComputedStyle(node)
      if (s.backgroundImage && s.backgroundImage !== 'none') layers.push('picture')
      const bg = parse(s.backgroundColor)
      if (bg && bg[3] > 0) layers.push(bg)
      if (bg && bg[3] >= 1) break
    }
    let grounds: RGBA[] = [
      [255, 255, 255, 1],
      [0, 0, 0, 1],
    ]
    const opaque =
      layers.length && layers[layers.length - 1] !== 'picture' && (layers[layers.length - 1] as RGBA)[3] >= 1
    if (opaque) grounds = [layers.pop() as RGBA]
    for (const layer of layers.reverse())
      grounds =
        layer === 'picture'
          ? [
              [255, 255, 255, 1],
              [0, 0, 0, 1],
            ]
          : grounds.map((g) => over(layer, g))
    const worst = Math.min(
      ...grounds.map((g) => Math.max(ring ? ratio(over(ring, g), g) : 0, halo ? ratio(over(halo, g), g) : 0)),
    )
    return worst >= 3 ? null : `focus ring ${worst.toFixed(2)}:1 on ${el.outerHTML.slice(0, 160)}`
  })
  expect(result).toBeNull()
}

/** A new screen: the focus is on its main heading and the live region reads its title. */
export async function expectFocusOnMainHeading(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false), { timeout: 10_000 })
    .toBe(true)
  // The live region reads the screen's own title (which may come with its data, after the heading).
  const announcer = page.getByTestId('route-announcer')
  await expect
    .poll(
      async () => {
        const [said, title] = [((await announcer.textContent()) ?? '').trim(), await page.title()]
        return said !== '' && said === title
      },
      { timeout: 10_000 },
    )
    .toBe(true)
}

const CONTROLS = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'slider',
  'spinbutton',
])
const ARABIC = /[\u0600-\u06FF]/
/** Latin a control may carry on an Arabic page: names of formats, brands and languages. */
const LATIN_ALLOWED =
  /\b(?:JCI|ISO|FUE|DHI|PRP|SMILE|PET|CT|LASIK|VIP|PDF|JPEG|PNG|HEIC|DICOM|SIM|eSIM|GMT|English|Alt)\b/g
const NEUTRAL = /^[\s\d+\-–—:.,/()#%@_'"«»!?*|·]*$/
const EMAIL_OR_URL = /[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/\S+|\b[\w-]+\.(?:pdf|png|jpe?g|heic|dcm)\b/gi

interface AriaNode {
  role?: string
  name?: string
  children?: (AriaNode | string)[]
}

/** What is wrong with a control's name on a page in `lang`, if anything. */
export function nameProblem(name: string | undefined, lang: Lang, allowed: RegExp[] = []): string | null {
  const text = (name ?? '').trim()
  if (!text) return 'no name'
  if (lang === 'en') return ARABIC.test(text.replace('العربية', '')) ? 'Arabic on an English page' : null
  if (ARABIC.test(text)) return null
  let rest = text.replace(EMAIL_OR_URL, '').replace(LATIN_ALLOWED, '')
  for (const pattern of allowed) rest = rest.replace(pattern, '')
  return NEUTRAL.test(rest) || !/[A-Za-z]{2,}/.test(rest)
    ? null
    : 'no Arabic in the name of a control on an Arabic page'
}

/**
 * Collects, per screen, the controls (from the accessibility tree, as assistive technology sees
 * them) whose name is empty or not in the page's language; `assertNone()` fails with each.
 * `allowed` are proper nouns the screen shows as they are (a doctor's Latin name, say).
 */
export function nameAudit(page: Page, lang: Lang) {
  const found: string[] = []
  return {
    async check(screen: string, allowed: RegExp[] = []) {
      const tree = (await page.locator('body').ariaSnapshotJSON()) as unknown as AriaNode[] | AriaNode
      const walk = (node: AriaNode | string) => {
        if (typeof node === 'string') return
        if (node.role && CONTROLS.has(node.role)) {
          const problem = nameProblem(node.name, lang, allowed)
          if (problem) found.push(`[${screen}] ${node.role} "${node.name ?? ''}": ${problem}`)
        }
        node.children?.forEach(walk)
      }
      ;(Array.isArray(tree) ? tree : [tree]).forEach(walk)
    },
    assertNone() {
      expect(found, `controls without a name in the page's language:\n${found.join('\n')}`).toEqual([])
    },
  }
}
