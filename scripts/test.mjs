#!/usr/bin/env node
/**
 * `npm test`: every test, on both databases, in stages (docs/testing.md):
 *   lint          eslint (the architecture's import rules among the rest) and npm audit
 *   unit          unit tests (no server) and the site's component tests, Jest on both cores
 *   api-sqlite    the booking API's suites on SQLite  } side by side, a core each
 *   api-postgres  the booking API's suites on PostgreSQL }
 *   sqlite        the whole stack on SQLite (migrate, seed, start): the integration suites
 *   journeys      the Playwright journeys against that same SQLite stack
 *   postgres      the whole stack on PostgreSQL: the integration suites
 * `npm test -- journeys` runs only the named stages (and what they need: builds, the stack);
 * arguments after a second `--` go to the stage's runner (Jest or Playwright), e.g.
 * `npm test -- journeys -- --project ar booking.spec.ts`.
 * PostgreSQL is required (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432);
 * SKIP_POSTGRES=true skips it and says so in the summary.
 * A whole run writes coverage per workspace (coverage/<workspace>/lcov.info, a text summary in the
 * log). It ends with a table of the stages (seconds, tests passed, failed and skipped in each),
 * then one closing line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { audit } from './audit.mjs'
import { coverageReport } from './coverage.mjs'
import { ensureCmsBuilt, ensureInstalled, ensureWebBuilt, log, migrate, root, startStack } from './lib.mjs'

const WEB_PORT = process.env.TEST_WEB_PORT || '3100'
const CMS_PORT = process.env.TEST_CMS_PORT || '3101'
const API_PORT = process.env.TEST_API_PORT || '3102'
const MAIL_SMTP_PORT = process.env.TEST_MAIL_SMTP_PORT || '3125'
const MAIL_WEB_PORT = process.env.TEST_MAIL_WEB_PORT || '3180'

const STAGES = ['lint', 'unit', 'api-sqlite', 'api-postgres', 'sqlite', 'journeys', 'postgres']
const argv = process.argv.slice(2)
const split = argv.indexOf('--')
const chosen = split < 0 ? argv : argv.slice(0, split)
/** Arguments for the chosen stage's runner (Jest or Playwright). */
const passThrough = split < 0 ? [] : argv.slice(split + 1)
/** For a Jest stage, the paths among them narrow its files (`npm test -- unit -- web/src/features`). */
const isPath = (arg) => !arg.startsWith('-') && (arg.includes('/') || /\.(test\.)?[cm]?[jt]sx?$/.test(arg))
const jestPaths = passThrough.filter(isPath)
const jestArgs = passThrough.filter((arg) => !isPath(arg))
const narrowed = (files) =>
  jestPaths.length ? files.filter((f) => jestPaths.some((p) => f.startsWith(p.replace(/^\.\//, '')))) : files
const unknown = chosen.filter((name) => !STAGES.includes(name))
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(', ')}; the stages are: ${STAGES.join(', ')}`)
  process.exit(2)
}
const whole = chosen.length === 0
const wants = (stage) => whole || chosen.includes(stage)
const withPostgres = process.env.SKIP_POSTGRES !== 'true'
const runStarted = Date.now()

/** Every stage's seconds and counts, for the table at the end; notes say what else went wrong. */
const totals = { passed: 0, failed: 0, notes: [], stages: [] }
const record = (stage, started, { passed = null, failed = null, skipped = null } = {}) => {
  totals.stages.push({ stage, seconds: Math.round((Date.now() - started) / 1000), passed, failed, skipped })
  totals.passed += passed ?? 0
  totals.failed += failed ?? 0
}
const fail = (note) => {
  totals.failed += 1
  totals.notes.push(note)
}

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
/** Coverage is collected in a whole run (or with COVERAGE=true), not when a stage runs alone. */
const withCoverage = process.env.COVERAGE === 'true' || (whole && process.env.COVERAGE !== 'false')

/** "1 failed, 1 skipped, 178 passed" → counts. */
const countsOf = (line) => ({
  passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0),
  failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0) + Number(/(\d+) flaky/.exec(line)?.[1] ?? 0),
  skipped: Number(/(\d+) skipped/.exec(line)?.[1] ?? 0),
})

/**
 * One Jest run (jest.config.mjs) over `files`, echoing its output and recording its stage.
 * `coverage`: v8 coverage of the run, kept in coverage/.runs/<stage> for the per-workspace report
 * at the end. `buffered`: the output is printed when the run ends (for runs side by side).
 */
const jest = (stage, files, { env = {}, args = [], coverage = withCoverage, buffered = false } = {}) =>
  new Promise((resolve) => {
    const chosenFiles = narrowed(files)
    if (!chosenFiles.length) {
      totals.notes.push(`${stage}: no file of the stage matches ${jestPaths.join(' ')}; not run`)
      return resolve()
    }
    log(`Tests: ${stage}${buffered ? ' (started; its output follows when it ends)' : ''}`)
    const started = Date.now()
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
          ? ['--coverage', '--coverageReporters=json', `--coverageDirectory=${path.join(COVERAGE_RUNS, stage)}`]
          : []),
        ...args,
        ...jestArgs,
        '--runTestsByPath',
        ...chosenFiles,
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
        log(`Tests: ${stage} (output)`)
        process.stdout.write(out)
      }
      // "Tests:       1 failed, 1 skipped, 178 passed, 180 total"
      // eslint-disable-next-line no-control-regex -- strips any ANSI colours around the summary
      const counts = countsOf(/^Tests:\s+(.+)$/m.exec(out.replace(/\x1b\[[0-9;]*m/g, ''))?.[1] ?? '')
      record(stage, started, counts)
      if (code !== 0 && counts.failed === 0) fail(`${stage}: jest exited with ${code}`)
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

/** The Playwright journeys (e2e/playwright.config.ts: its language projects and workers) against the running origin. */
const browserTests = (baseUrl, maildevUrl) =>
  new Promise((resolve) => {
    const started = Date.now()
    if (!ensureChromium()) {
      fail(`journeys: no Chromium at ${CHROMIUM} (apt-get install chromium fonts-noto-core), NOT run`)
      return resolve()
    }
    log('Browser journeys (Playwright)')
    const child = spawn('npx', ['playwright', 'test', ...passThrough], {
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
      // The list reporter's closing lines: "  3 skipped", "  2 flaky", "  214 passed (17.2m)".
      const counts = countsOf(
        out
          .split('\n')
          .filter((line) => /^\s+\d+ (passed|failed|flaky|skipped)\b/.test(line))
          .join(' '),
      )
      record('journeys', started, counts)
      if (code !== 0 && counts.failed === 0) fail(`journeys: playwright exited with ${code}`)
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

/** The whole stack on `databaseUri` (started once): the integration suites, then on SQLite the journeys. */
const onStack = async (label, databaseUri, { integrationStage, browser = false }) => {
  const scratch = mkdtempSync(path.join(tmpdir(), `medtour-test-${label}-`))
  let stack = null
  const started = Date.now()
  try {
    stack = await startStack({
      label,
      databaseUri,
      scratch,
      testHooks: true,
      ports: { web: WEB_PORT, cms: CMS_PORT, api: API_PORT, smtp: MAIL_SMTP_PORT, mailWeb: MAIL_WEB_PORT },
      // The throttles' counters in Redis, shared by the cms and the booking API as in production
      // (cms/tests/security.test.ts counts failures across both doors). .ci/run starts Redis.
      env: { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    })
    record(`stack on ${label}`, started)
    if (integrationStage) {
      await jest(
        integrationStage,
        [...testFiles('cms/tests'), ...testFiles('seed/tests'), ...testFiles('booking-api/tests/origin')],
        {
          env: { ...stack.env, BASE_URL: stack.urls.web, MAILDEV_API: stack.urls.mail },
          args: ['--runInBand'],
          coverage: false,
        },
      )
    }
    if (browser) await browserTests(stack.urls.web, stack.urls.mail)
    if (stack.died()) throw new Error(stack.died())
  } catch (err) {
    fail(`${label}: ${err.message}`)
    console.error(err)
  } finally {
    await stack?.stop()
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

const timed = (stage, step) => {
  const started = Date.now()
  step()
  record(stage, started)
}
timed('install', ensureInstalled)
if (STAGES.slice(2).some(wants)) timed('cms build', ensureCmsBuilt)
if (wants('sqlite') || wants('journeys') || wants('postgres')) timed('web build', ensureWebBuilt)
// A whole run starts its coverage afresh; a run of some stages replaces only theirs, and the
// report merges what the other stages left (COVERAGE=true npm test -- unit, after the API stages).
if (withCoverage)
  for (const dir of whole ? [path.join(root, 'coverage')] : chosen.map((stage) => path.join(COVERAGE_RUNS, stage)))
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })

if (wants('lint')) {
  const started = Date.now()
  // Advisories in what ships (scripts/audit.mjs): a high or critical one fails the run.
  const { status, lines } = audit()
  for (const line of lines) console.log(line)
  if (status === 'failed') fail('npm audit: high or critical advisories to fix (see above)')
  if (status === 'unchecked') totals.notes.push(lines[0])
  // Lint (eslint.config.js): the architecture's import rules among the rest; an error fails the run.
  log('Lint (eslint .)')
  const lint = spawnSync('npx', ['eslint', '.'], { cwd: root, stdio: 'inherit' })
  if (lint.status !== 0) fail('lint: errors (see above)')
  record('lint', started)
}

// Unit tests (no server) and the site's component tests, in one Jest run on both cores.
if (wants('unit'))
  await jest(
    'unit',
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
const postgresBase = (process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
// A suite whose subject is not the database (its opening comment says `@one-database`: the
// envelope, request turns, Redis throttles) runs on SQLite only.
const oneDatabase = (file) => readFileSync(path.join(root, file), 'utf8').slice(0, 4000).includes('@one-database')
// Every suite file starts from a database of its own: migrated once here, copied per file
// (booking-api/tests/helpers.ts), instead of each file migrating an empty one.
const templates = {}
if (wants('api-sqlite') || (wants('api-postgres') && withPostgres)) {
  const started = Date.now()
  try {
    if (wants('api-sqlite')) {
      templates.sqlite = path.join(mkdtempSync(path.join(tmpdir(), 'medtour-api-template-')), 'template.db')
      migrate({ ...apiEnv, DATABASE_URI: `file:${templates.sqlite}` })
    }
    if (wants('api-postgres') && withPostgres) {
      migrate({ ...apiEnv, DATABASE_URI: await freshPostgres(postgresBase, 'medtour_api_template') })
      templates.postgres = 'medtour_api_template'
    }
  } catch (err) {
    // Without a template each file migrates its own database, as it would run alone.
    totals.notes.push(`API suites: no migrated template (${err.message}); each file migrates its own database`)
  }
  record('api templates', started)
}
const apiRuns = [
  wants('api-sqlite') && {
    stage: 'api-sqlite',
    files: apiSuites,
    env: { TEST_DB: 'sqlite', ...(templates.sqlite && { TEST_SQLITE_TEMPLATE: templates.sqlite }) },
  },
  wants('api-postgres') &&
    withPostgres && {
      stage: 'api-postgres',
      files: apiSuites.filter((f) => !oneDatabase(f)),
      env: {
        TEST_DB: 'postgres',
        TEST_POSTGRES_URL: postgresBase,
        ...(templates.postgres && { TEST_POSTGRES_TEMPLATE: templates.postgres }),
      },
    },
].filter(Boolean)
await Promise.all(
  apiRuns.map(({ stage, files, env }) =>
    // One worker each (files one at a time), recycled when its memory grows (jest.config.mjs).
    jest(stage, files, { env: { ...apiEnv, ...env }, args: ['--maxWorkers=1'], buffered: apiRuns.length > 1 }),
  ),
)
if (templates.sqlite) rmSync(path.dirname(templates.sqlite), { recursive: true, force: true })

if (wants('sqlite') || wants('journeys')) {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'medtour-sqlite-'))
  await onStack('sqlite', `file:${path.join(sqliteDir, 'test.db')}`, {
    integrationStage: wants('sqlite') && 'sqlite',
    browser: wants('journeys'),
  })
  rmSync(sqliteDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
}

if (!withPostgres) {
  totals.notes.push('PostgreSQL suites NOT run (SKIP_POSTGRES=true)')
} else if (wants('postgres')) {
  let databaseUri = null
  try {
    databaseUri = await freshPostgres(postgresBase, 'medtour_test')
  } catch (err) {
    fail(
      `postgres: cannot prepare a database on ${postgresBase} (${err.message}); set TEST_POSTGRES_URL or SKIP_POSTGRES=true`,
    )
  }
  if (databaseUri) await onStack('postgres', databaseUri, { integrationStage: 'postgres' })
}

if (withCoverage) await coverageReport(COVERAGE_RUNS, path.join(root, 'coverage'))

// The table of stages, then the notes, then the one closing line.
const cell = (value) => (value === null ? '' : String(value))
const rows = [['stage', 'seconds', 'passed', 'failed', 'skipped']].concat(
  totals.stages.map((s) => [s.stage, cell(s.seconds), cell(s.passed), cell(s.failed), cell(s.skipped)]),
  [['total', cell(Math.round((Date.now() - runStarted) / 1000)), cell(totals.passed), cell(totals.failed), '']],
)
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
for (const row of rows)
  console.log(`stage: ${row.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`)
for (const note of totals.notes) console.log(`note: ${note}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1)
