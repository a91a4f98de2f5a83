/**
 * Runs before each of the site's test files (jest.config.mjs, project `web`): Testing Library's
 * matchers, the test translations, and a clean page and storage after every test. The jsdom
 * polyfills Chakra needs are in scripts/jest/web.polyfills.cjs.
 */
import '@testing-library/jest-dom'

import { cleanup } from '@testing-library/react'

import { initTestI18n } from './i18n'

const dom = typeof window !== 'undefined'

beforeAll(async () => {
  await initTestI18n()
})

afterEach(() => {
  if (!dom) return
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
