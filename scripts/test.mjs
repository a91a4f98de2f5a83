#!/usr/bin/env node
/**
 * `npm test`: every test, on both databases.
 *   1. unit tests (no server)
 *   2. for SQLite (a fresh file) and PostgreSQL (a fresh database on TEST_POSTGRES_URL,
 *      default postgres://postgres@127.0.0.1:5432): migrate, seed, start the cms behind the
 *      site origin on test ports, run the integration suites (GraphQL per locale, access
 *      rules, globals, the panel, seed repeatability), stop.
 * PostgreSQL is required; SKIP_POSTGRES=true skips it and says so in the summary.
 * Prints one closing line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ensureCmsBuilt, ensureInstalled, ensureWebBuilt, log, root, startStack } from './lib.mjs'

const WEB_PORT = process.env.TEST_WEB_PORT || '3100'
const CMS_PORT = process.env.TEST_CMS_PORT || '3101'
const API_PORT = process.env.TEST_API_PORT || '3102'
const MAIL_SMTP_PORT = process.env.TEST_MAIL_SMTP_PORT || '3125'
const MAIL_WEB_PORT = process.env.TEST_MAIL_WEB_PORT || '3180'
const totals = { passed: 0, failed: 0, notes: [] }

/** Test files under `dir` (relative to the root) whose names end with one of the suffixes. */
const testFiles = (dir, suffixes = ['.test.ts', '.test.mjs']) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { recursive: true })
        .map(String)
        .filter((f) => !f.includes('node_modules') && suffixes.some((s) => f.endsWith(s)))
        .map((f) => path.join(dir, f))
        .sort()
    : []

/** Runs node's test runner, echoing its output and adding its counts to the totals. */
const nodeTests = (label, files, env = {}) =>
  new Promise((resolve) => {
    log(`Tests: ${label}`)
    const child = spawn(
      process.execPath,
      [
        '--conditions=production',
        '--no-deprecation',
        '--import',
        'tsx',
        '--test',
        '--test-force-exit',
        '--test-concurrency=1',
        '--test-reporter=spec',
        ...files,
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
      process.stdout.write(d)
    })
    child.stderr.on('data', (d) => process.stderr.write(d))
    child.on('exit', (code) => {
      const count = (name) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(out)?.[1] ?? 0)
      const passed = count('pass')
      const failed = count('fail') + count('cancelled')
      totals.passed += passed
      totals.failed += failed
      if (code !== 0 && failed === 0) {
        totals.failed += 1
        totals.notes.push(`${label}: test runner exited with ${code}`)
      }
      resolve()
    })
  })

/** The site's component tests (vitest in web/), counted from vitest's summary line. */
const webTests = () =>
  new Promise((resolve) => {
    log('Tests: web (vitest)')
    const child = spawn('npx', ['vitest', 'run'], {
      cwd: path.join(root, 'web'),
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const echo = (d) => {
      out += d
      process.stdout.write(d)
    }
    child.stdout.on('data', echo)
    child.stderr.on('data', (d) => process.stderr.write(d))
    child.on('exit', (code) => {
      // "      Tests  63 passed (63)" or "      Tests  2 failed | 61 passed (63)"
      // eslint-disable-next-line no-control-regex -- strips the ANSI colours around the summary
      const line = /^\s*Tests\s+(.+)$/m.exec(out.replace(/\x1b\[[0-9;]*m/g, ''))?.[1] ?? ''
      const passed = Number(/(\d+) passed/.exec(line)?.[1] ?? 0)
      const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? 0)
      totals.passed += passed
      totals.failed += failed
      if (code !== 0 && failed === 0) {
        totals.failed += 1
        totals.notes.push(`web (vitest): exited with ${code}`)
      }
      resolve()
    })
  })

/** Debian's Chromium and an Arabic font for the browser journeys; installed when missing (as root). */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return true
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('Installing Debian chromium and fonts-noto-core for the browser tests')
    const apt = (args) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    apt(['update', '-qq'])
    apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core', 'fonts-dejavu-core'])
  }
  return existsSync(CHROMIUM)
}

/** Playwright journeys (both language projects) against the running origin. */
const browserTests = (label, baseUrl, maildevUrl) =>
  new Promise((resolve) => {
    if (!ensureChromium()) {
      totals.failed += 1
      totals.notes.push(
        `${label}: no Chromium at ${CHROMIUM} (apt-get install chromium fonts-noto-core), browser journeys NOT run`,
      )
      return resolve()
    }
    log(`Browser journeys: ${label}`)
    const child = spawn('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MAILDEV_URL: maildevUrl, CHROMIUM_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
      process.stdout.write(d)
    })
    child.on('exit', (code) => {
      const passed = Number(/(\d+) passed/.exec(out)?.[1] ?? 0)
      const failed = Number(/(\d+) failed/.exec(out)?.[1] ?? 0) + Number(/(\d+) flaky/.exec(out)?.[1] ?? 0)
      totals.passed += passed
      totals.failed += failed
      if (code !== 0 && failed === 0) {
        totals.failed += 1
        totals.notes.push(`${label}: playwright exited with ${code}`)
      }
      resolve()
    })
  })

const freshPostgres = async (baseUrl, name) => {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  return `${baseUrl}/${name}`
}

const integration = async (label, databaseUri, { browser = false } = {}) => {
  const scratch = mkdtempSync(path.join(tmpdir(), `medtour-test-${label}-`))
  let stack = null
  try {
    stack = await startStack({
      label,
      databaseUri,
      scratch,
      ports: { web: WEB_PORT, cms: CMS_PORT, api: API_PORT, smtp: MAIL_SMTP_PORT, mailWeb: MAIL_WEB_PORT },
    })
    await nodeTests(
      `integration on ${label}`,
      [...testFiles('cms/tests'), ...testFiles('seed/tests'), ...testFiles('booking-api/tests/origin')],
      { ...stack.env, BASE_URL: stack.urls.web, MAILDEV_API: stack.urls.mail },
    )
    if (browser) await browserTests(`journeys on ${label}`, stack.urls.web, stack.urls.mail)
    if (stack.died()) throw new Error(stack.died())
  } catch (err) {
    totals.failed += 1
    totals.notes.push(`${label}: ${err.message}`)
    console.error(err)
  } finally {
    await stack?.stop()
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

ensureInstalled()
ensureCmsBuilt()
ensureWebBuilt()

await nodeTests(
  'unit',
  [
    ...testFiles('cms/src'),
    ...testFiles('seed/src'),
    ...testFiles('web/server'),
    ...testFiles('booking-api/src'),
    ...testFiles('booking-api/tests/lib'),
  ],
  { PAYLOAD_SECRET: 'unit-test-secret-0123456789' },
)

await webTests()

// The booking API's suites (supertest on the real app; each file makes its own fresh database
// and MailDev), on SQLite and then on PostgreSQL.
const apiSuites = testFiles('booking-api/tests').filter((f) => path.dirname(f) === path.join('booking-api', 'tests'))
const apiEnv = { PAYLOAD_SECRET: 'api-test-secret-0123456789', LOG_LEVEL: 'silent' }
await nodeTests('booking API on sqlite', apiSuites, { ...apiEnv, TEST_DB: 'sqlite' })
if (process.env.SKIP_POSTGRES !== 'true') {
  await nodeTests('booking API on postgres', apiSuites, {
    ...apiEnv,
    TEST_DB: 'postgres',
    TEST_POSTGRES_URL: (process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, ''),
  })
}

const sqliteDir = mkdtempSync(path.join(tmpdir(), 'medtour-sqlite-'))
await integration('sqlite', `file:${path.join(sqliteDir, 'test.db')}`, { browser: true })
rmSync(sqliteDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })

if (process.env.SKIP_POSTGRES === 'true') {
  totals.notes.push('PostgreSQL suite NOT run (SKIP_POSTGRES=true)')
} else {
  const base = (process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
  try {
    await integration('postgres', await freshPostgres(base, 'medtour_test'))
  } catch (err) {
    totals.failed += 1
    totals.notes.push(
      `postgres: cannot prepare a database on ${base} (${err.message}); set TEST_POSTGRES_URL or SKIP_POSTGRES=true`,
    )
  }
}

for (const note of totals.notes) console.log(`note: ${note}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1)
