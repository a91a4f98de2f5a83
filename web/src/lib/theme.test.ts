import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { recipes, slotRecipes } from '@chakra-ui/react/theme'

import { registerRecipes, registerSlotRecipes } from './laterRecipes'
import { FOCUS_RING, PALETTES, RECIPES, SCROLL_PADDING_TOP, SLOT_RECIPES, system } from './theme'

/** Components styled by another component's recipe, or by more than their own. */
const ALIASES: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  InputGroup: ['inputAddon'],
  SkeletonText: ['skeleton'],
  Toaster: ['toast'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard', 'checkmark'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
}

const recipeKeys = (name: string) =>
  (ALIASES[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)]).filter(
    (key) => key in recipes || key in slotRecipes,
  )

const registeredIn = (source: string, call: string) => {
  const keys = new Set<string>()
  for (const match of source.matchAll(new RegExp(`${call}\\(\\{([^}]+)\\}\\)`, 'g'))) {
    for (const pair of match[1]!.split(',')) {
      const key = pair.split(':')[0]!.trim()
      if (key) keys.add(key)
    }
  }
  return keys
}

/** Every module under src/ with the recipe keys of the Chakra components it imports and registers. */
const modules = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const source = readFileSync(file, 'utf8')
      const used = new Set<string>()
      for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const name of match[1]!.split(','))
          for (const key of recipeKeys(name.trim().split(' as ')[0]!)) used.add(key)
      }
      return {
        file: path.relative(dir, file),
        used,
        recipes: registeredIn(source, 'registerRecipes'),
        slotRecipes: registeredIn(source, 'registerSlotRecipes'),
      }
    })

describe('theme', () => {
  const all = modules(path.resolve(__dirname, '..'))

  it('styles every Chakra component the site imports: its recipe is in the system or registered by the module', () => {
    expect(all.some((m) => m.used.has('button'))).toBe(true)
    const missing = all.flatMap(({ file, used, recipes: plain, slotRecipes: slot }) =>
      [...used]
        .filter((key) => !(key in RECIPES) && !(key in SLOT_RECIPES) && !plain.has(key) && !slot.has(key))
        .map((key) => `${file}: ${key}`),
    )
    expect(missing).toEqual([])
  })

  it('registers recipes of the right kind under their own keys, and only ones not already in the system', () => {
    const wrong = all.flatMap(({ file, recipes: plain, slotRecipes: slot }) => [
      ...[...plain].filter((key) => !(key in recipes) || key in RECIPES).map((key) => `${file}: recipe ${key}`),
      ...[...slot]
        .filter((key) => !(key in slotRecipes) || key in SLOT_RECIPES)
        .map((key) => `${file}: slot recipe ${key}`),
    ])
    expect(wrong).toEqual([])
    expect(all.filter((m) => m.recipes.size + m.slotRecipes.size > 0).length).toBeGreaterThan(30)
  })

  it('a registered recipe styles its component as the system would have', () => {
    // Nothing in this test's imports renders a table or a badge, so the system starts without them.
    expect(system.isSlotRecipe('table')).toBe(false)
    expect(system.isRecipe('badge')).toBe(false)
    registerSlotRecipes({ table: slotRecipes.table })
    registerRecipes({ badge: recipes.badge })
    expect(system.isSlotRecipe('table')).toBe(true)
    expect(Object.keys(system.getSlotRecipeFn('table')({ size: 'sm' }) as object)).toContain('root')
    expect(system.getRecipeFn('badge')({ variant: 'solid' })).toBeTruthy()
    // A second registration under the same key keeps the first.
    registerSlotRecipes({ table: slotRecipes.card })
    expect(system.getSlotRecipe('table')).toBe(slotRecipes.table)
  })
})

/** WCAG relative luminance and contrast ratio of `#rrggbb` colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
/** `rgba(0, 0, 0, a)` over an opaque colour. */
const over = (alpha: number, under: string) =>
  '#' +
  [1, 3, 5]
    .map((i) =>
      Math.round(parseInt(under.slice(i, i + 2), 16) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

const colorOf = (name: string) => system.tokens.getByName(name)?.originalValue as string

describe('focus ring', () => {
  // The header's veil (blackAlpha.700) over the brightest and the darkest hero picture.
  const headerAlpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(colorOf('colors.blackAlpha.700'))![1])
  const backgrounds: Record<string, string> = {
    'white page': '#ffffff',
    'grey page (account, admin)': '#fafafa',
    'brand button (brand.700)': colorOf('colors.brand.700'),
    'brand.600 button': colorOf('colors.brand.600'),
    'app bar and hero (brand.900)': colorOf('colors.brand.900'),
    'header over a white picture': over(headerAlpha, '#ffffff'),
    'header over a black picture': over(headerAlpha, '#000000'),
  }

  it('uses two colours at least 9:1 apart (C40), so one of them stands out on any background', () => {
    expect(contrast(FOCUS_RING.color, FOCUS_RING.halo)).toBeGreaterThanOrEqual(9)
  })

  it.each(Object.entries(backgrounds))('is at least 3:1 against the %s', (_, background) => {
    const best = Math.max(contrast(FOCUS_RING.color, background), contrast(FOCUS_RING.halo, background))
    expect(best).toBeGreaterThanOrEqual(3)
  })

  it('the ring colour alone is at least 3:1 on the white and grey pages (the halo is invisible there)', () => {
    expect(contrast(FOCUS_RING.color, '#ffffff')).toBeGreaterThanOrEqual(3)
    expect(contrast(FOCUS_RING.color, '#fafafa')).toBeGreaterThanOrEqual(3)
  })

  it("is every palette's focusRing token, which Chakra's recipes draw with, and keeps the palettes' other tokens", () => {
    for (const palette of PALETTES) expect(colorOf(`colors.${palette}.focusRing`)).toBe(FOCUS_RING.color)
    expect(colorOf('colors.gray.solid')).toBeDefined()
    expect(colorOf('colors.brand.solid')).toBe('{colors.brand.700}')
  })

  it('is drawn on everything focused by keyboard, and scrolling keeps clear of the fixed 64 px header', () => {
    const css = system._config.globalCss as unknown as Record<string, Record<string, string>>
    const ring = css['*:focus-visible, [data-focus-visible]']!
    expect(ring.outlineColor).toBe(FOCUS_RING.color)
    expect(ring.boxShadow).toContain(FOCUS_RING.halo)
    expect(css.html!.scrollPaddingTop).toBe(SCROLL_PADDING_TOP)
    // 4rem (the header, h="16") and a margin.
    expect(SCROLL_PADDING_TOP).toMatch(/4rem \+ \d/)
  })
})

describe('global styles', () => {
  it("declare Chakra's per-element variables once, on <html>, where every element inherits them", () => {
    const css = system._config.globalCss as unknown as Record<string, Record<string, string>>
    const variables = (style: Record<string, string> | undefined) =>
      Object.keys(style ?? {}).filter((k) => k.startsWith('--'))
    expect(variables(css['*'])).toEqual([])
    expect(css['*']!.fontFeatureSettings).toBe('"cv11"')
    expect(variables(css.html)).toEqual(
      expect.arrayContaining(['--ring-color', '--global-font-body', '--global-color-border']),
    )
    expect(variables(css.html).length).toBeGreaterThanOrEqual(20)
  })
})
