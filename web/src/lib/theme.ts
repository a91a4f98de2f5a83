import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * Chakra's default theme with only the recipes of what the first load renders itself (the loading
 * spinner, the error pages): every other component's recipe is registered by the modules that use
 * it, when they load (laterRecipes.ts), so it travels with the screens that need it. A component
 * added to the site needs its recipe in one of the two places, or it renders unstyled
 * (theme.test.ts checks every module under src/).
 */
export const RECIPES = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  spinner: spinnerRecipe,
}

export const SLOT_RECIPES: Record<string, never> = {}

/**
 * Chakra's global styles, with the variables it declares on every element (`*`: the ring and
 * filter defaults, the body font and border colour) declared once on `<html>` instead: they are
 * inherited, so every element reads the same values, but the browser no longer computes 22
 * variables for each element of the page (bench/web: the page's style work on a phone).
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss
const { fontFeatureSettings, ...inheritedVariables } = everyElement ?? {}
export const GLOBAL_CSS = {
  '*': { fontFeatureSettings },
  html: { ...inheritedVariables, ...html },
  ...otherGlobalCss,
}

const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: GLOBAL_CSS,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
})

/**
 * The focus indicator (WCAG 1.4.11, 2.4.7; technique C40): a dark ring with a white halo between
 * it and the control. The two colours are at least 9:1 apart, so one of them is at least 3:1
 * against any background the ring lands on: the white pages, the brand-coloured buttons and the
 * dark header over the hero pictures (theme.test.ts measures them).
 */
export const FOCUS_RING = { color: '#062b3b', halo: '#ffffff', width: '2px', offset: '2px' } as const

/** Chakra draws a control's ring in its colour palette's `focusRing`: every palette gets ours. */
export const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink', 'brand']

/** The fixed header's height (h="16") plus a margin: what scrolling keeps clear at the top. */
export const SCROLL_PADDING_TOP = 'calc(4rem + 1rem)'

/** Brand tokens, the spec's breakpoints (§9) and an Arabic face for Arabic pages. */
const config = defineConfig({
  theme: {
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f3f8' },
          100: { value: '#c3e1ec' },
          500: { value: '#0b7fab' },
          600: { value: '#0b6a8f' },
          700: { value: '#0b4f6c' },
          900: { value: '#062b3b' },
        },
      },
      fonts: {
        // No web font on English pages (the Arabic face is downloaded only for Arabic pages, below).
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 on white is 3.8:1; error texts need 4.5:1 (WCAG 1.4.3).
        fg: { error: { value: '{colors.red.700}' } },
        ...Object.fromEntries(PALETTES.map((palette) => [palette, { focusRing: { value: FOCUS_RING.color } }])),
        brand: {
          focusRing: { value: FOCUS_RING.color },
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    // Whatever scrolls into view (a focused control, a #fragment) stays clear of the fixed header (WCAG 2.4.11).
    html: { textAlign: 'start', scrollBehavior: 'auto', scrollPaddingTop: SCROLL_PADDING_TOP },
    // The ring of everything focusable, recipes or not (recipes set the same outline in their palette's
    // `focusRing`); the halo fills the gap between the control and the ring.
    '*:focus-visible, [data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: `var(--focus-ring-width, ${FOCUS_RING.width})`,
      outlineOffset: `var(--focus-ring-offset, ${FOCUS_RING.offset})`,
      outlineColor: FOCUS_RING.color,
      boxShadow: `0 0 0 var(--focus-ring-offset, ${FOCUS_RING.offset}) ${FOCUS_RING.halo}`,
    },
    // The Arabic pages' font tokens are set in src/arabicFont.css, outside Chakra's cascade layers:
    // a rule here sits in the `base` layer, which the `tokens` layer overrides whatever its selector.
    'html[lang=ar] body, html[lang=ar] button, html[lang=ar] input, html[lang=ar] textarea': {
      fontFamily: "'Noto Sans Arabic', system-ui, sans-serif",
    },
    body: { bg: 'white', color: 'gray.800' },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, defaultTheme), config)
