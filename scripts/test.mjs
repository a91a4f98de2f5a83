#!/usr/bin/env node
/**
 * `npm test`: every test, on both databases.
 * Jest (jest.config.mjs, one project per workspace) runs everything but the browser journeys
 * (Playwright):
 *   1. unit tests (no server) and the site's component tests (jsdom), on both cores
 *   2. the booking API's suites on SQLite and on PostgreSQL, side by side
 *   3. for SQLite (a fresh file) and PostgreSQL (a fresh database on TEST_POSTGRES_URL,
 *      default postgres://postgres@127.0.0.1:5432): migrate, seed, start the cms behind the
 *      site origin on test ports, run the integration suites (GraphQL per locale, access
 *      rules, globals, the panel, seed repeatability), stop.
 * PostgreSQL is required; SKIP_POSTGRES=true skips it and says so in the summary.
 * Writes coverage per workspace (coverage/<workspace>/lcov.info, a text summary in the log) and
 * how long each stage took, then one closing line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { audit } from './audit.mjs'
import { coverageReport } from './coverage.mjs'
import { ensureCmsBuilt, ensureInstalled, ensureWebBuilt, log, root, startStack } from './lib.mjs'

const WEB_PORT = process.env.TEST_WEB_PORT || '3100'
const CMS_PORT = process.env.TEST_CMS_PORT || '3101'
const API_PORT = process.env.TEST_API_PORT || '3102'
const MAIL_SMTP_PORT = process.env.TEST_MAIL_SMTP_PORT || '3125'
const MAIL_WEB_PORT = process.env.TEST_MAIL_WEB_PORT || '3180'
const totals = { passed: 0, failed: 0, notes: [], stages: [] }

/** Test files under `dir` (relative to the root) whose names end with one of the suffixes. */
const testFiles = (dir, suffixes = ['.test.ts', '.test.mjs']) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { recursive: true })
        .map(String)
        .filter((f) => !f.includes('node_modules') && suffixes.some((s) => f.endsWith(s)))
        .map((f) => path.join(dir, f))
        .sort()
    : []

const JEST = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js')
const COVERAGE_RUNS = path.join(root, 'coverage', '.runs')

/**
 * One Jest run (jest.config.mjs) over `files`, echoing its output and adding its counts to the
 * totals. `coverage`: v8 coverage of the run, kept in coverage/.runs/<label> for the per-workspace
 * report at the end. `buffered`: the output is printed when the run ends (for runs side by side).
 */
const jest = (label, files, { env = {}, args = [], coverage = true, buffered = false } = {}) =>
  new Promise((resolve) => {
    log(`Tests: ${label}${buffered ? ' (started; its output follows when it ends)' : ''}`)
    const started = Date.now()
    const slug = label.replace(/[^a-z0-9]+/gi, '-')
    const child = spawn(
      process.execPath,
      [
        '--experimental-vm-modules',
        '--no-deprecation',
        '--disable-warning=ExperimentalWarning',
        JEST,
        '--ci',
        // As node:test's --test-force-exit did: a handle a suite leaves open (a pool's idle
        // connection, a keep-alive socket) must not hold the whole run.
        '--forceExit',
        ...(coverage
          ? ['--coverage', '--coverageReporters=json', `--coverageDirectory=${path.join(COVERAGE_RUNS, slug)}`]
          : []),
        ...args,
        '--runTestsByPath',
        ...files,
      ],
      {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    const echo = (d) => {
      out += d
      if (!buffered) process.stdout.write(d)
    }
    child.stdout.on('data', echo)
    child.stderr.on('data', echo)
    child.on('exit', (code) => {
      if (buffered) {
        log(`Tests: ${label} (output)`)
        process.stdout.write(out)
      }
      // "Tests:       1 failed, 1 skipped, 178 passed, 180 total"
      // eslint-disable-next-line no-control-regex -- strips any ANSI colours around the summary
      const line = /^Tests:\s+(.+)$/m.exec(out.replace(/\x1b\[[0-9;]*m/g, ''))?.[1] ?? ''
      const passed = Number(/(\d+) passed/.exec(line)?.[1] ?? 0)
      const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? 0)
      totals.passed += passed
      totals.failed += failed
      totals.stages.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`)
      if (code !== 0 && failed === 0) {
        totals.failed += 1
        totals.notes.push(`${label}: jest exited with ${code}`)
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
      // The throttles' counters in Redis, shared by the cms and the booking API as in production
      // (cms/tests/security.test.ts counts failures across both doors). .ci/run starts Redis.
      env: { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    })
    await jest(
      `integration on ${label}`,
      [...testFiles('cms/tests'), ...testFiles('seed/tests'), ...testFiles('booking-api/tests/origin')],
      {
        env: { ...stack.env, BASE_URL: stack.urls.web, MAILDEV_API: stack.urls.mail },
        args: ['--runInBand'],
        coverage: false,
      },
    )
    if (browser) {
      const started = Date.now()
      await browserTests(`journeys on ${label}`, stack.urls.web, stack.urls.mail)
      totals.stages.push(`journeys on ${label}: ${Math.round((Date.now() - started) / 1000)} s`)
    }
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

const timed = (label, step) => {
  const started = Date.now()
  step()
  totals.stages.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`)
}
timed('install', ensureInstalled)
timed('cms build', ensureCmsBuilt)
timed('web build', ensureWebBuilt)
rmSync(path.join(root, 'coverage'), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })

// Advisories in what ships (scripts/audit.mjs): a high or critical one fails the run.
{
  const { status, lines } = audit()
  for (const line of lines) console.log(line)
  if (status === 'failed') {
    totals.failed += 1
    totals.notes.push('npm audit: high or critical advisories to fix (see above)')
  }
  if (status === 'unchecked') totals.notes.push(lines[0])
}

// Lint (eslint.config.js): the architecture's import rules among the rest; an error fails the run.
{
  const started = Date.now()
  log('Lint (eslint .)')
  const lint = spawnSync('npx', ['eslint', '.'], { cwd: root, stdio: 'inherit' })
  if (lint.status !== 0) {
    totals.failed += 1
    totals.notes.push('lint: errors (see above)')
  }
  totals.stages.push(`lint: ${Math.round((Date.now() - started) / 1000)} s`)
}

// Unit tests (no server) and the site's component tests, in one Jest run on both cores.
await jest(
  'unit and web',
  [
    ...testFiles('cms/src'),
    ...testFiles('seed/src'),
    ...testFiles('booking-api/src'),
    ...testFiles('booking-api/tests/lib'),
    ...testFiles('web/server', ['.test.ts']),
    ...testFiles('web/src', ['.test.ts', '.test.tsx']),
    ...testFiles('scripts', ['.test.mjs']),
  ],
  { args: ['--maxWorkers=2'] },
)

// The booking API's suites (supertest on the real app; each file makes its own fresh database
// and MailDev), on SQLite and on PostgreSQL side by side: a core each.
const apiSuites = testFiles('booking-api/tests').filter((f) => path.dirname(f) === path.join('booking-api', 'tests'))
const apiEnv = { PAYLOAD_SECRET: 'api-test-secret-0123456789', LOG_LEVEL: 'silent' }
const withPostgres = process.env.SKIP_POSTGRES !== 'true'
await Promise.all([
  jest('booking API on sqlite', apiSuites, {
    env: { ...apiEnv, TEST_DB: 'sqlite' },
    args: ['--runInBand'],
    buffered: withPostgres,
  }),
  withPostgres &&
    jest('booking API on postgres', apiSuites, {
      env: {
        ...apiEnv,
        TEST_DB: 'postgres',
        TEST_POSTGRES_URL: (process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, ''),
      },
      args: ['--runInBand'],
      buffered: true,
    }),
])

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

await coverageReport(COVERAGE_RUNS, path.join(root, 'coverage'))
for (const stage of totals.stages) console.log(`stage: ${stage}`)
for (const note of totals.notes) console.log(`note: ${note}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1)
