/**
 * Scale benchmark: do the appointment reads stay fast as the table grows from a thousand rows to
 * a million? For each size it creates a scratch PostgreSQL database, applies the cms migrations,
 * seeds in bulk and starts the real booking API in this process; then it times each operation
 * against every size in turn.
 *
 *   npm run scale --workspace bench
 *   SCALE_SIZES=1000,100000 npm run scale --workspace bench     # other sizes
 *   SCALE_EXPLAIN=1 …                                           # also print each query's plan
 *   SCALE_KEEP_DB=1 …                                           # leave the medtour_scale_* databases for psql
 *   BENCH_POSTGRES_URL=postgres://user@host:5432 …              # another server (default: local, trust)
 *
 * Exits non-zero when an operation at the largest size takes more than twice its time at the smallest.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { createScratchDatabase } from './database'
import { captureQueries, explain } from './explain'
import { timeTurns } from './measure'
import { OPERATIONS, type Operation } from './operations'
import { printTable } from './report'
import { FIXED_ROWS, growTo, seedPeople, type World } from './seed'

const sizes = [
  ...new Set(
    (process.env.SCALE_SIZES || '1000,1000000')
      .split(',')
      .map((s) => Number(s.trim()))
      .sort((a, b) => a - b),
  ),
]
if (sizes.length < 2 || sizes.some((n) => !Number.isInteger(n) || n < 1000)) {
  throw new Error('SCALE_SIZES must list at least two whole numbers of appointments, each at least 1000')
}
const showPlans = process.env.SCALE_EXPLAIN === '1'
const keepDatabases = process.env.SCALE_KEEP_DB === '1'
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)
const started = performance.now()

const scratch = mkdtempSync(path.join(tmpdir(), 'medtour-scale-'))
// Read by the cms config and the booking API when they are imported below. DATABASE_URI is
// only a placeholder: each size gets its own database adapter.
Object.assign(process.env, {
  DATABASE_URI: 'postgres://unused',
  NODE_ENV: 'production',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'scale-benchmark-secret-0123456789',
  MEDIA_DIR: path.join(scratch, 'media'),
  ATTACHMENTS_DIR: path.join(scratch, 'attachments'),
  LOG_LEVEL: 'silent',
})
const { getPayload } = await import('payload')
const { default: configPromise } = await import('@medtour/cms/config')
const { createDatabaseAdapter } = await import('@medtour/cms/db')
const { createApp } = await import('@medtour/booking-api/app')

/** One size: its database, API instance and seeded data. */
type Instance = { size: number; base: string; world: World; client: pg.Client; payload: Payload }
const instances: Instance[] = []
const cleanups: (() => Promise<unknown>)[] = []

const startInstance = async (size: number): Promise<Instance> => {
  const db = await createScratchDatabase(String(size), process.env.BENCH_POSTGRES_URL)
  if (keepDatabases) console.log(`Keeping ${db.url}`)
  else cleanups.push(db.drop)
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  cleanups.push(() => client.end())
  let since = performance.now()
  const base = await configPromise
  // The sanitized config of the cms with this size's database in place of the placeholder.
  const config = { ...base, db: createDatabaseAdapter(db.url) } as typeof base
  const payload = await getPayload({ config, key: `scale-${size}` }) // production mode: applies the migrations
  cleanups.push(() => payload.destroy())
  console.log(`${size}: migrated ${db.url} in ${seconds(since)} s`)
  const server = createApp(payload).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  cleanups.push(() => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  })

  since = performance.now()
  const world = await seedPeople(payload, client)
  console.log(`${size}: seeded doctors, patients and staff in ${seconds(since)} s`)
  const seedSeconds = await growTo(client, world, size, (rows) => process.stdout.write(`\r  ${rows} rows…`))
  console.log(`\r${size}: seeded ${size} appointments (${FIXED_ROWS} fixed) in ${seedSeconds.toFixed(1)} s`)
  return { size, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, world, client, payload }
}

const call = async (op: Operation, { base, world, size }: Instance) => {
  const token = op.token?.(world)
  const res = await fetch(`${base}${op.path(world)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  const body = (await res.json()) as Record<string, unknown>
  if (res.status !== 200) throw new Error(`${op.name} at ${size}: HTTP ${res.status} ${JSON.stringify(body)}`)
  op.check(body, size)
}

try {
  for (const size of sizes) instances.push(await startInstance(size))
  const since = performance.now()
  const results = []
  for (const op of OPERATIONS) {
    const timings = await timeTurns(instances.map((instance) => () => call(op, instance)))
    const summary = timings.map((t, i) => `${sizes[i]}: ${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)})`)
    console.log(`  ${op.name} — ${summary.join(', ')}`)
    if (showPlans) {
      for (const instance of instances) {
        const pool = (instance.payload.db as unknown as { pool: pg.Pool }).pool
        console.log(`    plans at ${instance.size}:`)
        const queries = await captureQueries(pool, () => call(op, instance))
        for (const line of await explain(instance.client, queries)) console.log(line)
      }
    }
    results.push({ name: op.name, small: timings[0]!, large: timings[timings.length - 1]! })
  }
  console.log(`Measured in ${seconds(since)} s`)
  const passed = printTable(sizes[0]!, sizes[sizes.length - 1]!, results)
  console.log(`\nTotal run time ${seconds(started)} s`)
  if (!passed) process.exitCode = 1
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
}
