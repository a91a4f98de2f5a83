/**
 * Runs before each of the site's test files (jest.config.mjs, project `web`): Testing Library's
 * matchers, the test translations, and a clean page and storage after every test. The jsdom
 * polyfills Chakra needs are in scripts/jest/web.polyfills.cjs.
 */
import '@testing-library/jest-dom'

import { cleanup, configure } from '@testing-library/react'

import { initTestI18n } from './i18n'

const dom = typeof window !== 'undefined'

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: CI runs the site's tests
// beside the other projects on two cores, and a screen change that takes two renders (a
// <Navigate> commits nothing, then its effect navigates) once took longer than 1 s there. A test
// that passes waits no longer; only a failing one takes the extra seconds to say so.
configure({ asyncUtilTimeout: 5000 })

beforeAll(async () => {
  await initTestI18n()
})

afterEach(() => {
  if (!dom) return
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
