/**
 * The pictures of docs/editors.md, taken from the running panel (not part of the test run):
 *   E2E_BASE_URL=http://127.0.0.1:3000 npm run screenshots --workspace e2e
 * They are written to docs/images/editors/, one set per panel language.
 */
import { defineConfig } from '@playwright/test'

import base from './playwright.config'

export default defineConfig({
  ...base,
  testDir: './screenshots',
  timeout: 120_000,
})
