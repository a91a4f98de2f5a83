/**
 * The product started for a benchmark, and everything the benchmark starts stopped again on
 * success, failure or Ctrl-C. `startStack` (scripts/lib.mjs) runs each service detached in its
 * own process group, so a Ctrl-C at the terminal does not reach them: the handlers here stop the
 * groups of this process's children by their ids.
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import * as lib from '../../scripts/lib.mjs'
import { assertPortFree, log, startStack } from '../../scripts/lib.mjs'

type ServiceOptions = {
  env?: Record<string, string>
  cwd?: string
  quiet?: boolean
  onExit?: (name: string, code: number | null, signal: string | null) => void
}
/** scripts/lib.mjs's `service`, `stopAll` and `waitForHttp` with their types spelled out. */
export const service = lib.service as unknown as (
  name: string,
  cmd: string,
  args: string[],
  options: ServiceOptions,
) => ChildProcess
export const stopAll = lib.stopAll as unknown as (children: ChildProcess[]) => Promise<unknown>
export const waitForHttp = lib.waitForHttp as unknown as (
  url: string,
  options?: { timeoutMs?: number; ok?: (status: number) => boolean },
) => Promise<void>

export type Ports = { web: number; cms: number; api: number; smtp: number; mailWeb: number }
export type Stack = Awaited<ReturnType<typeof startStack>> & { scratch: string; database: string }

const cleanups: (() => Promise<void> | void)[] = []

/** Runs `fn` at exit, last registered first (stop services, then remove their files). */
export const onCleanup = (fn: () => Promise<void> | void) => void cleanups.unshift(fn)

const childPids = () => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((pid) => pid > 0)
  } catch {
    return [] // ps exits 1 when there are none
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** SIGTERM to the process group of each child (each service leads its own), SIGKILL after 10 s. */
const stopChildGroups = async () => {
  const pids = childPids()
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(-pid, sig)
      } catch {
        try {
          process.kill(pid, sig)
        } catch {
          /* already gone */
        }
      }
    }
  }
  signal('SIGTERM')
  const until = Date.now() + 10_000
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200))
  if (pids.some(alive)) signal('SIGKILL')
}

let exiting = false
/** Runs the cleanups once, then exits with `code`. */
export const exit = async (code: number): Promise<never> => {
  if (!exiting) {
    exiting = true
    for (const fn of cleanups) await (async () => fn())().catch((err) => console.error(err))
    await stopChildGroups()
  }
  process.exit(code)
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping every service this benchmark started`)
    void exit(130)
  })
}
process.on('uncaughtException', (err) => {
  console.error(err)
  void exit(1)
})

export const assertPortsFree = async (ports: number[]) => {
  for (const port of ports) await assertPortFree(port)
}

/**
 * Migrates, seeds and starts the product on `ports`: a fresh SQLite file in a scratch directory,
 * or `databaseUri` (e.g. PostgreSQL from BENCH_DATABASE_URI) when given.
 */
export const startBenchStack = async (label: string, ports: Ports, databaseUri?: string): Promise<Stack> => {
  const scratch = mkdtempSync(path.join(tmpdir(), `medtour-bench-${label}-`))
  onCleanup(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }))
  const database = databaseUri || `file:${path.join(scratch, 'bench.db')}`
  log(`Starting the product for the ${label} benchmark (${database.split(':')[0]}, scratch ${scratch})`)
  const stack = await startStack({
    label,
    databaseUri: database,
    scratch,
    ports: Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
  })
  onCleanup(() => stack.stop())
  return { ...stack, scratch, database }
}
