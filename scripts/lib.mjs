/**
 * Shared steps of `npm start` and `npm test`: install, build, migrate, seed, run services.
 * Plain Node (no dependencies), so it works before `npm install` has ever run.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const dataDir = path.join(root, 'data')

export const log = (msg) => console.log(`\x1b[36m▸ ${msg}\x1b[0m`)

export const run = (cmd, args, opts = {}) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } })
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`)
  return res
}

const newestMtime = (dir) => {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** npm install when node_modules is missing or older than a manifest. */
export const ensureInstalled = () => {
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const manifests = [
    'package.json',
    'package-lock.json',
    'cms/package.json',
    'web/package.json',
    'booking-api/package.json',
    'seed/package.json',
    'e2e/package.json',
    'bench/package.json',
  ]
  const stale =
    !existsSync(marker) ||
    manifests.some(
      (m) => existsSync(path.join(root, m)) && statSync(path.join(root, m)).mtimeMs > statSync(marker).mtimeMs,
    )
  if (!stale) return
  log('Installing dependencies (npm install)')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

/** next build of the cms when there is none or the sources changed since. */
export const ensureCmsBuilt = () => {
  const buildId = path.join(root, 'cms', '.next', 'BUILD_ID')
  const sources = Math.max(
    newestMtime(path.join(root, 'cms', 'src')),
    statSync(path.join(root, 'cms', 'next.config.mjs')).mtimeMs,
  )
  if (existsSync(buildId) && statSync(buildId).mtimeMs > sources && process.env.FORCE_BUILD !== 'true') return
  log('Building the CMS (next build, about 2 minutes)')
  run('npm', ['run', 'build', '--workspace', 'cms'], {
    env: {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'build-time-placeholder',
      DATABASE_URI: 'file:/tmp/medtour-build.db',
    },
  })
}

/** vite build of the site when there is none or its sources changed since (web/src, public, index.html, vite configs). */
export const ensureWebBuilt = () => {
  const web = path.join(root, 'web')
  const built = path.join(web, 'dist', 'index.html')
  const sources = Math.max(
    ...['src', 'public'].map((d) => (existsSync(path.join(web, d)) ? newestMtime(path.join(web, d)) : 0)),
    // The rules the site shares with the cms (the password rule, formats, countries, phones, files).
    ...['auth', 'shared', 'booking'].map((d) => newestMtime(path.join(root, 'cms', 'src', d))),
    ...readdirSync(web)
      .filter((f) => f === 'index.html' || /^vite\..*config\./.test(f))
      .map((f) => statSync(path.join(web, f)).mtimeMs),
  )
  const fresh = existsSync(built) && statSync(built).mtimeMs > sources
  // The server-rendering bundle and the entry loader (dist-server) are built with the site; a build
  // without them is stale.
  const serverBuilt = ['entry-server.js', 'entry-loader.js'].every((f) => existsSync(path.join(web, 'dist-server', f)))
  if (fresh && serverBuilt && process.env.FORCE_BUILD !== 'true') return
  log('Building the site (vite build, client and server rendering)')
  run('npm', ['run', 'build', '--workspace', 'web'])
}

/** A stable secret for the local installation, generated once into data/. */
export const localSecret = () => {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, '.payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

export const migrate = (env) => {
  log(`Applying migrations (${env.DATABASE_URI.split(':')[0]})`)
  run('npx', ['payload', 'migrate'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
  })
}

export const seed = (env) => {
  log('Seeding content and reference data (skips what exists)')
  return run('npm', ['run', 'seed', '--workspace', 'seed'], { env })
}

/** Starts a long-running child; its death is reported through `onExit`. */
export const service = (name, cmd, args, { env, cwd = root, onExit, quiet = false } = {}) => {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
    detached: true,
  })
  if (quiet) child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`))
  child.on('exit', (code, signal) => onExit?.(name, code, signal))
  return child
}

/** SIGTERM to each child's process group; resolves once all have exited (SIGKILL after 10 s). */
export const stopAll = (children) =>
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve()
          const kill = (sig) => {
            try {
              process.kill(-child.pid, sig)
            } catch {
              /* already gone */
            }
          }
          const timer = setTimeout(() => kill('SIGKILL'), 10_000)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
          kill('SIGTERM')
        }),
    ),
  )

export const waitForHttp = async (url, { timeoutMs = 120_000, ok = (s) => s < 500 } = {}) => {
  const until = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (ok(res.status)) return
      last = `HTTP ${res.status}`
    } catch (err) {
      last = err.cause?.code || err.message
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000}s (${last})`)
}

/** Fails when something already listens on the port (a stale server would answer for us). */
export const assertPortFree = (port) =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      reject(new Error(`port ${port} is already in use; stop what runs there or choose other ports (see .env.example)`))
    })
    socket.once('error', () => resolve())
  })

/**
 * The whole product on its own ports with a scratch directory for media and attachments:
 * MailDev, migrations and seed on `databaseUri`, then the cms (next start), the booking API, the
 * worker (e-mails) and the site origin, waited for until they answer. Used by `npm test` and the benchmarks.
 *   const stack = await startStack({ label: 'sqlite', databaseUri, ports: { web: 3100, ... } })
 *   ... stack.died() is null while every service runs ...
 *   await stack.stop()
 * `testHooks`: the test flag — every service follows the clock in <scratch>/clock, which the
 * booking API's test-only door moves (POST /api/v1/test/clock; cms/src/shared/clock.ts). Without
 * it (npm start, the benchmarks) that door does not exist.
 */
export const startStack = async ({ label, databaseUri, ports, env: extra = {}, scratch, testHooks = false }) => {
  const clockFile = path.join(scratch, 'clock')
  if (testHooks) {
    mkdirSync(scratch, { recursive: true })
    writeFileSync(clockFile, '0')
  }
  const env = {
    APP_ENV: 'test',
    SEED_DEV_ACCOUNTS: 'true',
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: 'test-secret-0123456789abcdef0123456789',
    PUBLIC_URL: `http://127.0.0.1:${ports.web}`,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    MEDIA_DIR: path.join(scratch, 'media'),
    ATTACHMENTS_DIR: path.join(scratch, 'attachments'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(testHooks ? { TEST_CLOCK_FILE: clockFile } : {}),
    ...extra,
  }
  const children = []
  let died = null
  const onExit = (name, code, signal) => {
    died ??= `${name} exited (${signal || code}) during the ${label} run`
  }
  const stop = async () => {
    died ??= 'stopping'
    await stopAll(children)
  }
  try {
    for (const port of Object.values(ports)) await assertPortFree(port)
    children.push(
      service(
        'maildev',
        path.join(root, 'node_modules/.bin/maildev'),
        ['--smtp', String(ports.smtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--silent'],
        { env, quiet: true, onExit },
      ),
    )
    migrate(env)
    seed(env)
    children.push(
      service('cms', 'npx', ['next', 'start', '-p', String(ports.cms)], {
        cwd: path.join(root, 'cms'),
        env: { ...env, NODE_ENV: 'production', TRUST_PROXY: 'loopback' },
        quiet: true,
        onExit,
      }),
    )
    children.push(
      service('booking-api', 'npm', ['run', 'start', '--workspace', 'booking-api'], {
        env: { ...env, BOOKING_API_PORT: String(ports.api), LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' },
        quiet: true,
        onExit,
      }),
    )
    // The outbox's worker: every e-mail the stack sends goes through it.
    children.push(
      service('worker', 'npm', ['run', 'worker', '--workspace', 'cms'], {
        env: { ...env, LOG_LEVEL: 'warn', WORKER_IDLE_MS: '100' },
        quiet: true,
        onExit,
      }),
    )
    children.push(
      service('web', process.execPath, ['--import', 'tsx', 'web/server/index.ts'], {
        // The journeys give each test its own client address in X-Forwarded-For (the throttles
        // count per address), so in the test stack the origin trusts it from this machine.
        env: {
          ...env,
          PORT: String(ports.web),
          BOOKING_API_URL: `http://127.0.0.1:${ports.api}`,
          TRUST_PROXY: 'loopback',
        },
        quiet: true,
        onExit,
      }),
    )
    await waitForHttp(`http://127.0.0.1:${ports.web}/api/access`, { ok: (s) => s === 200 })
    await waitForHttp(`http://127.0.0.1:${ports.web}/api/v1/health`, { ok: (s) => s === 200 })
    if (died) throw new Error(died)
  } catch (err) {
    await stop()
    throw err
  }
  return {
    env,
    children,
    urls: {
      web: `http://127.0.0.1:${ports.web}`,
      cms: `http://127.0.0.1:${ports.cms}`,
      api: `http://127.0.0.1:${ports.api}`,
      mail: `http://127.0.0.1:${ports.mailWeb}`,
    },
    died: () => died,
    stop,
  }
}
