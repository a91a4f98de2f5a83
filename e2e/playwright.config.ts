/**
 * Journeys in Debian's Chromium (Playwright's own browser download cannot work on our machines),
 * one project per language. E2E_BASE_URL is the site origin started by scripts/test.mjs.
 */
import { defineConfig, devices } from '@playwright/test'

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:3000',
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'en', use: { ...devices['Desktop Chrome'], locale: 'en-US', launchOptions: chromium } },
    { name: 'ar', use: { ...devices['Desktop Chrome'], locale: 'ar-SA', launchOptions: chromium } },
  ],
})
