import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { TextDecoder, TextEncoder } from 'node:util'
import { afterEach } from 'vitest'

import { initTestI18n } from './i18n'

// Chakra v3 (Ark/Zag) needs these in jsdom.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const dom = typeof window !== 'undefined'
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
globalThis.TextEncoder ??= TextEncoder as unknown as typeof globalThis.TextEncoder
globalThis.TextDecoder ??= TextDecoder as unknown as typeof globalThis.TextDecoder
if (dom && !window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
if (dom) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo
  Element.prototype.scrollTo ??= () => undefined
  Element.prototype.scrollIntoView ??= () => undefined
}

await initTestI18n()

afterEach(() => {
  if (!dom) return
  cleanup()
  window.localStorage.clear()
})
