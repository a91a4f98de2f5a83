/**
 * Oversized requests (npm run limits --workspace bench): the product on its own ports, then
 * anonymous 150 MB bodies, stated (Content-Length) and streamed (chunked), sent through the public
 * origin to every door that takes a body: Payload REST (JSON and an upload), GraphQL, Payload's
 * login and the booking API (JSON and a booking upload). Each process's resident memory is
 * sampled every 50 ms; its growth over the quiet baseline is printed beside the limit, with the
 * answers' status codes. The limit: no process grows by more than 64 MB while 150 MB bodies
 * arrive, 4 per door, 4 at a time (issue 17: one such request grew the cms by about 300 MB).
 *
 *   BENCH_PORT_BASE=3600   web, cms, api, smtp, mail web
 */
import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'

import { exit, startBenchStack, assertPortsFree } from '../lib/stack'

const MB = 1024 * 1024
const BODY_BYTES = 150 * MB
const LIMIT_MB = 64
const CONCURRENCY = 4
const PER_DOOR = 4
const base = Number(process.env.BENCH_PORT_BASE || 3600)
const ports = { web: base, cms: base + 1, api: base + 2, smtp: base + 3, mailWeb: base + 4 }

/** The pids of `pid` and all its descendants (the services run under npm/npx wrappers). */
const tree = (pid: number): number[] => {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry)
    if (!child) continue
    try {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), child])
    } catch {
      /* gone */
    }
  }
  const out = [pid]
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []))
  return out
}

const rssMb = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
      return sum + Number(kb ?? 0) / 1024
    } catch {
      return sum
    }
  }, 0)

type Door = { name: string; path: string; type: string; stated: boolean }
const DOORS: Door[] = [
  { name: 'Payload REST JSON', path: '/api/pages', type: 'application/json', stated: true },
  { name: 'Payload REST upload', path: '/api/media', type: 'multipart/form-data; boundary=x', stated: true },
  { name: 'Payload GraphQL', path: '/api/graphql', type: 'application/json', stated: true },
  { name: 'Payload login', path: '/api/users/login', type: 'application/json', stated: true },
  { name: 'Payload REST streamed', path: '/api/pages', type: 'application/json', stated: false },
  { name: 'API contact JSON', path: '/api/v1/contact', type: 'application/json', stated: true },
  { name: 'API booking upload', path: '/api/v1/appointment', type: 'multipart/form-data; boundary=x', stated: true },
]

/** Sends one 150 MB body (or until the server answers or closes); resolves with the status. */
const oversized = (door: Door) =>
  new Promise<number>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port: ports.web,
      path: door.path,
      method: 'POST',
      headers: {
        'content-type': door.type,
        ...(door.stated ? { 'content-length': String(BODY_BYTES) } : { 'transfer-encoding': 'chunked' }),
      },
    })
    const chunk = Buffer.alloc(MB, 0x61)
    let sent = 0
    let status = 0
    let done = false
    const finish = (code: number) => {
      if (done) return
      done = true
      req.destroy()
      resolve(code)
    }
    req.on('response', (res) => {
      status = res.statusCode ?? 0
      res.resume()
      res.on('end', () => finish(status))
      res.on('error', () => finish(status))
    })
    req.on('error', () => finish(status || -1))
    const pump = () => {
      while (!done && sent < BODY_BYTES) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!done) req.end()
    }
    pump()
    setTimeout(() => finish(status || -2), 60_000)
  })

const main = async () => {
  await assertPortsFree(Object.values(ports))
  const stack = await startBenchStack('limits', ports)
  const services = (stack.children as { pid?: number; spawnargs: string[] }[]).map((child) => ({
    name: child.spawnargs.join(' ').includes('next')
      ? 'cms'
      : child.spawnargs.join(' ').includes('booking-api')
        ? 'booking-api'
        : child.spawnargs.join(' ').includes('web/server')
          ? 'origin'
          : 'other',
    pid: child.pid!,
  }))
  const watched = services.filter((s) => s.name !== 'other')
  // Warm every door once with a normal request, then let the processes settle.
  await fetch(`http://127.0.0.1:${ports.web}/api/pages?limit=1`)
  await fetch(`http://127.0.0.1:${ports.web}/api/v1/speciality?limit=100&offset=0`)
  await new Promise((r) => setTimeout(r, 3_000))
  const baseline = Object.fromEntries(watched.map((s) => [s.name, rssMb(tree(s.pid))]))
  const peak = { ...baseline }
  const sampler = setInterval(() => {
    for (const s of watched) peak[s.name] = Math.max(peak[s.name]!, rssMb(tree(s.pid)))
  }, 50)

  const statuses: Record<string, Record<number, number>> = {}
  const started = Date.now()
  for (const door of DOORS) {
    const queue = Array.from({ length: PER_DOOR }, () => door)
    const answers = await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const out: number[] = []
        for (let d = queue.pop(); d; d = queue.pop()) out.push(await oversized(d))
        return out
      }),
    )
    for (const code of answers.flat()) (statuses[door.name] ??= {})[code] = (statuses[door.name]![code] ?? 0) + 1
  }
  await new Promise((r) => setTimeout(r, 1_000))
  clearInterval(sampler)
  const after = Object.fromEntries(watched.map((s) => [s.name, rssMb(tree(s.pid))]))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)

  console.log(`\nOversized requests: 150 MB bodies, ${CONCURRENCY} at a time, through the origin (${seconds} s)\n`)
  console.log('door                    answers')
  for (const door of DOORS) {
    const codes = Object.entries(statuses[door.name] ?? {}).map(([code, n]) => `${n}× ${code}`)
    console.log(`${door.name.padEnd(24)}${codes.join(', ')}`)
  }
  console.log('\nprocess        baseline MB   peak MB   growth MB   after MB   limit MB   result')
  let failed = false
  for (const s of watched) {
    const growth = peak[s.name]! - baseline[s.name]!
    const pass = growth <= LIMIT_MB
    failed ||= !pass
    console.log(
      `${s.name.padEnd(15)}${baseline[s.name]!.toFixed(0).padStart(11)}${peak[s.name]!.toFixed(0).padStart(10)}` +
        `${growth.toFixed(0).padStart(12)}${after[s.name]!.toFixed(0).padStart(11)}${String(LIMIT_MB).padStart(11)}   ${pass ? 'PASS' : 'FAIL'}`,
    )
  }
  const fiveXx = Object.values(statuses).some((codes) => Object.keys(codes).some((c) => Number(c) >= 500))
  if (fiveXx) console.log('\nFAIL: a door answered 5xx')
  await exit(failed || fiveXx ? 1 : 0)
}

main().catch(async (err) => {
  console.error(err)
  await exit(1)
})
