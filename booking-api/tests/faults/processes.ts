/**
 * Child processes for the fault tests: the booking API started as in production (so it can be
 * killed for real), the seeding script, and a private PostgreSQL cluster that may be restarted
 * without touching the machine's shared server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../ports'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../../..')
const NODE_ARGS = ['--conditions=production', '--no-deprecation', '--import', 'tsx']

const baseEnv = (databaseUri: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production' as const,
  DATABASE_URI: databaseUri,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'booking-api-test-secret',
  LOG_LEVEL: 'silent',
  // No mail server: the booking e-mails fail after the commit, which is logged and ignored.
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '9',
  ...extra,
})

export type Seeded = { doctorId: number; patients: { id: number; token: string }[] }

/** Migrates and seeds `databaseUri` in a child process (one Payload per process). */
export const seed = (databaseUri: string, patients: number): Seeded => {
  const run = spawnSync(process.execPath, [...NODE_ARGS, path.join(here, 'seed.ts')], {
    cwd: root,
    env: { ...baseEnv(databaseUri), PATIENTS: String(patients), MAILDEV_API: 'http://127.0.0.1:9' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  if (run.status !== 0) throw new Error(`seeding failed (${run.status}): ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as Seeded
}

export type ApiProcess = {
  url: string
  child: ChildProcess
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>
  /** The process's stderr so far (for failure messages). */
  stderr: () => string
  /** The last of its stdout (its log, at the LOG_LEVEL given). */
  stdout: () => string
  kill: (signal?: NodeJS.Signals) => Promise<string>
}

/** Starts `booking-api/src/index.ts` and waits until /health answers. */
export const startApiProcess = async (
  databaseUri: string,
  attachmentsDir: string,
  extra: Record<string, string> = {},
): Promise<ApiProcess> => {
  const port = await freePort()
  const child = spawn(process.execPath, [...NODE_ARGS, path.join(root, 'booking-api/src/index.ts')], {
    cwd: root,
    env: baseEnv(databaseUri, { ATTACHMENTS_DIR: attachmentsDir, BOOKING_API_PORT: String(port), ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  let stdout = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)))
  child.stdout!.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-8000)))
  const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? String(code))))
  const url = `http://127.0.0.1:${port}/api/v1`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`booking-api exited: ${stderr}`)
    const ok = await fetch(`${url}/health`)
      .then((r) => r.status < 500)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`booking-api did not start: ${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  return { url, child, exited, stderr: () => stderr, stdout: () => stdout, kill }
}

/** A PostgreSQL cluster of our own, on a free port, that the test may stop and start. */
export const privatePostgres = async () => {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []
  const bin = versions
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .filter((dir) => existsSync(path.join(dir, 'pg_ctl')))
    .sort()
    .pop()
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql')
  const base = mkdtempSync(path.join(tmpdir(), 'faults-pg-'))
  chmodSync(base, 0o755)
  const data = path.join(base, 'data')
  mkdirSync(data)
  const { uid, gid } = userIds('postgres')
  chownSync(base, uid, gid)
  chownSync(data, uid, gid)
  const port = await freePort()
  const asPostgres = (cmd: string, args: string[]) => {
    const run = spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    if (run.status !== 0) throw new Error(`${cmd} failed: ${run.stderr}${run.stdout}`)
  }
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(base, 'log'), '-w', 'start'])
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop()
      } catch {
        // already stopped
      }
      rmSync(base, { recursive: true, force: true })
    },
  }
}

const userIds = (name: string) => {
  const run = spawnSync('id', [name], { encoding: 'utf8' })
  const uid = Number(/uid=(\d+)/.exec(run.stdout)?.[1])
  const gid = Number(/gid=(\d+)/.exec(run.stdout)?.[1])
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error(`no user ${name}`)
  return { uid, gid }
}
