/**
 * API performance (npm run api --workspace bench): the product on its own ports with fresh data,
 * autocannon against the hot booking reads, a booking write and the provider page's GraphQL
 * query, beside the limit (a bare Express JSON route) and a peer (Payload's own REST for the
 * same data). Prints a table judged against the targets: reads ≥ 0.5× the bare route and
 * p99 ≤ 100 ms, with no failed request.
 *
 *   BENCH_DURATION=10 BENCH_WARMUP=3 BENCH_CONNECTIONS=64   seconds and connections per row
 *   BENCH_DATABASE_URI=postgres://…/db                      instead of a fresh SQLite file
 *   BENCH_ONLY=speciality                                   only rows whose name contains it
 *   BENCH_PORT_BASE=3400                                    web, cms, api, smtp, mail web, bare
 *
 * Rows marked `api` hit the booking-api directly, like the bare route: one process, one hop;
 * that is the fair comparison. Rows marked `site` go through the public origin
 * (web/server/index.ts), which adds a proxy hop and is where public content is cached.
 */
import os from 'node:os'
import path from 'node:path'

import { root } from '../../scripts/lib.mjs'
import { measure, type Target } from '../lib/load'
import { printTable, type Row } from '../lib/report'
import { assertPortsFree, exit, onCleanup, service, startBenchStack, stopAll, waitForHttp } from '../lib/stack'
import { bookingBody, prepare, PROVIDER, type Captured } from './prepare'

const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const load = {
  connections: num('BENCH_CONNECTIONS', 64),
  durationSeconds: num('BENCH_DURATION', 10),
  warmupSeconds: num('BENCH_WARMUP', 3),
}
const only = process.env.BENCH_ONLY
const base = num('BENCH_PORT_BASE', 3400)
const ports = { web: base, cms: base + 1, api: base + 2, smtp: base + 3, mailWeb: base + 4 }
const barePort = base + 5

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`

/** The captured query as a POST body, whichever way the site sends it (the cms takes POST). */
function gqlBody(gql: Captured) {
  if (gql.body) return gql.body
  const params = new URL(gql.path, 'http://x').searchParams
  return JSON.stringify({
    operationName: params.get('operationName'),
    query: params.get('query'),
    variables: JSON.parse(params.get('variables') || '{}'),
  })
}

const main = async () => {
  await assertPortsFree([...Object.values(ports), barePort])
  console.log(`Before: ${loadLine()}`)
  const stack = await startBenchStack('api', ports, process.env.BENCH_DATABASE_URI)
  const { web, api, cms } = stack.urls

  // Writes take one slot each: enough for a run at 2,500 bookings a second (at 600 a second a run
  // at 820 ran out, at 1,500 one at 1,534 did: its repeats counted as failed requests, 409).
  const slotsNeeded = Math.max(2000, 2500 * (load.durationSeconds + load.warmupSeconds))
  const data = await prepare({ web, api, cms }, { appointments: 20, slots: slotsNeeded, bookers: 8 })
  const { patient } = data
  const bearer = { authorization: `Bearer ${patient.token}` }
  const payloadJwt = { authorization: `JWT ${patient.token}` }

  const bodySize = async (url: string, headers: Record<string, string> = {}) =>
    (await (await fetch(url, { headers })).arrayBuffer()).byteLength
  const sizes = [
    await bodySize(`${api}/api/v1/appointment/user/${patient.id}`, bearer),
    await bodySize(`${api}/api/v1/speciality`),
  ].sort((a, b) => a - b)
  const bareBytes = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)

  const bare = service(
    'bare-express',
    process.execPath,
    ['--conditions=production', '--no-deprecation', '--import', 'tsx', path.join('bench', 'api', 'bare.ts')],
    {
      cwd: root,
      env: { NODE_ENV: 'production', BARE_PORT: String(barePort), BARE_BYTES: String(bareBytes) },
      quiet: true,
      onExit: (name, code) => {
        if (code !== 0) console.error(`${name} exited (${code})`)
      },
    },
  )
  onCleanup(async () => void (await stopAll([bare])))
  await waitForHttp(`http://127.0.0.1:${barePort}/bare`, { ok: (s) => s === 200 })

  const json = (method: 'GET' | 'POST', p: string, headers: Record<string, string> = {}, body?: string) => ({
    method,
    path: p,
    headers: { accept: 'application/json', ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body } : {}),
  })
  const has = (needle: string) => (_status: number, body: string) => body.includes(needle)

  let slot = 0
  const booking: Target = {
    origin: api,
    request: json('POST', '/api/v1/appointment'),
    next: () => {
      const i = slot++
      const who = data.bookers[i % data.bookers.length]!
      // Past the pool the slot repeats: a 409 that the table counts as a failed request.
      const s = data.slots[i % data.slots.length]!
      return json('POST', '/api/v1/appointment', { authorization: `Bearer ${who.token}` }, bookingBody(s))
    },
    check: (status) => status === 201,
  }

  const gql = data.providerQuery
  const gqlRequest = {
    method: gql.method,
    path: gql.path,
    headers: gql.headers,
    ...(gql.body ? { body: gql.body } : {}),
  }
  const listPath = `/api/v1/appointment/user/${patient.id}`

  const plan: { row: Omit<Row, 'figures'>; target: Target }[] = [
    {
      row: { name: `bare Express JSON (${bareBytes} B) · direct`, role: 'limit', kind: 'read' },
      target: { origin: `http://127.0.0.1:${barePort}`, request: json('GET', '/bare') },
    },
    {
      row: { name: 'GET /api/v1/appointment/user/{id} · api', role: 'product', kind: 'read' },
      target: { origin: api, request: json('GET', listPath, bearer), check: has('"content":[{') },
    },
    {
      row: { name: 'GET /api/v1/appointment/user/{id} · site', role: 'info', kind: 'read' },
      target: { origin: web, request: json('GET', listPath, bearer), check: has('"content":[{') },
    },
    {
      row: { name: 'GET /api/v1/speciality · api', role: 'product', kind: 'read' },
      target: { origin: api, request: json('GET', '/api/v1/speciality'), check: has('"content":[{') },
    },
    {
      row: { name: 'GET /api/v1/speciality · site', role: 'info', kind: 'read' },
      target: { origin: web, request: json('GET', '/api/v1/speciality'), check: has('"content":[{') },
    },
    {
      row: { name: `GraphQL provider page (${gql.method}) · site`, role: 'product', kind: 'read' },
      target: { origin: web, request: gqlRequest, check: has(`"slug":"${PROVIDER}"`) },
    },
    {
      row: { name: 'GraphQL provider page (POST) · cms', role: 'peer', kind: 'read' },
      target: {
        origin: cms,
        request: {
          method: 'POST',
          path: '/api/graphql',
          headers: { 'content-type': 'application/json' },
          body: gqlBody(gql),
        },
        check: has(`"slug":"${PROVIDER}"`),
      },
    },
    {
      row: { name: 'Payload REST appointments?where[user] · cms', role: 'peer', kind: 'read' },
      target: {
        origin: cms,
        request: json('GET', `/api/appointments?where[user][equals]=${patient.id}`, payloadJwt),
        check: has('"docs":[{'),
      },
    },
    {
      row: { name: 'Payload REST specialities · cms', role: 'peer', kind: 'read' },
      target: { origin: cms, request: json('GET', '/api/specialities'), check: has('"docs":[{') },
    },
    {
      row: { name: `Payload REST providers?slug=${PROVIDER} · cms`, role: 'peer', kind: 'read' },
      target: {
        origin: cms,
        request: json('GET', `/api/providers?where[slug][equals]=${PROVIDER}&locale=en`),
        check: has(`"slug":"${PROVIDER}"`),
      },
    },
    {
      // A booking stores the appointment and queues its two e-mails (docs/jobs.md): judged at
      // ≥ 0.03× the bare route and p99 ≤ 300 ms (issue 15).
      row: {
        name: 'POST /api/v1/appointment · api',
        role: 'product',
        kind: 'write',
        targets: { minRatio: 0.03, maxP99Ms: 300 },
      },
      target: booking,
    },
  ]

  console.log(
    `\n${load.connections} connections, ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s per row; ` +
      `provider query sent as ${gql.method} ${gql.path.split('?')[0]}`,
  )
  const rows: Row[] = []
  for (const { row, target } of plan) {
    if (only && row.role !== 'limit' && !row.name.includes(only)) continue
    if (stack.died()) throw new Error(stack.died()!)
    process.stdout.write(`  ${row.name} … `)
    const figures = await measure(target, load)
    console.log(`${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`)
    rows.push({ ...row, figures })
  }

  printTable(rows, { minRatio: 0.5, maxP99Ms: 100 })
  if (rows.some((r) => r.name.startsWith('POST /api/v1/appointment'))) await mailLatency(cms, data.admin.token)
  console.log(`After: ${loadLine()}`)
}

/**
 * From the booking's commit to its e-mail accepted by MailDev (the message's createdAt → sentAt),
 * for the bookings of the run, and how long the worker took to empty the queue after the load.
 */
const mailLatency = async (cms: string, adminToken: string) => {
  const headers = { authorization: `JWT ${adminToken}` }
  const kinds = 'where[kind][in]=booking-confirmation,staff-booking'
  const pending = async () => {
    const res = await fetch(`${cms}/api/messages?${kinds}&where[state][not_equals]=sent&limit=1&depth=0`, { headers })
    return ((await res.json()) as { totalDocs: number }).totalDocs
  }
  const loadEnded = Date.now()
  let left = await pending()
  while (left > 0 && Date.now() - loadEnded < 600_000) {
    await new Promise((r) => setTimeout(r, 500))
    left = await pending()
  }
  const drainSeconds = (Date.now() - loadEnded) / 1000
  const res = await fetch(`${cms}/api/messages?${kinds}&where[state][equals]=sent&limit=0&depth=0&pagination=false`, {
    headers,
  })
  const docs = ((await res.json()) as { docs: { kind: string; createdAt: string; sentAt: string }[] }).docs
  const pct = (values: number[], p: number) =>
    values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0
  console.log('\nE-mails of the bookings (commit → accepted by MailDev):')
  for (const kind of ['booking-confirmation', 'staff-booking']) {
    const ms = docs
      .filter((d) => d.kind === kind)
      .map((d) => Date.parse(d.sentAt) - Date.parse(d.createdAt))
      .sort((a, b) => a - b)
    console.log(
      `  ${kind.padEnd(22)} ${String(ms.length).padStart(6)} mails   p50 ${pct(ms, 50)} ms   p99 ${pct(ms, 99)} ms`,
    )
  }
  console.log(
    left === 0
      ? `  queue empty ${drainSeconds.toFixed(1)} s after the load ended`
      : `  ${left} still queued ${drainSeconds.toFixed(0)} s after the load ended`,
  )
}

main().then(
  () => exit(0),
  (err: unknown) => {
    console.error(err)
    return exit(1)
  },
)
