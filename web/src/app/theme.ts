import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

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
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif" },
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
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
    'html[lang=ar] body, html[lang=ar] button, html[lang=ar] input, html[lang=ar] textarea': {
      fontFamily: "'Noto Sans Arabic', system-ui, sans-serif",
    },
    body: { bg: 'white', color: 'gray.800' },
  },
})

export const system = createSystem(defaultConfig, config)
