import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  codeRecipe,
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
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  spinner: spinnerRecipe,
}

export const SLOT_RECIPES: Record<string, never> = {}

const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
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
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.500}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { textAlign: 'start', scrollBehavior: 'auto' },
    // The Arabic pages' font tokens are set in src/arabicFont.css, outside Chakra's cascade layers:
    // a rule here sits in the `base` layer, which the `tokens` layer overrides whatever its selector.
    'html[lang=ar] body, html[lang=ar] button, html[lang=ar] input, html[lang=ar] textarea': {
      fontFamily: "'Noto Sans Arabic', system-ui, sans-serif",
    },
    body: { bg: 'white', color: 'gray.800' },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, defaultTheme), config)
