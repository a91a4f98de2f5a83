/**
 * One load run with autocannon: a warm-up (discarded), then the measured run. Every answer that
 * is not 2xx is counted, with its status codes, so a fast stream of errors can never pass for
 * throughput.
 */
import { existsSync, readFileSync } from 'node:fs'

import autocannon from 'autocannon'

export type Request = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path and query, relative to the target's origin. */
  path: string
  headers?: Record<string, string>
  body?: string
}

export type Target = {
  origin: string
  request: Request
  /** Builds each request afresh (distinct bodies, e.g. one slot per booking) instead of `request`. */
  next?: () => Request
  /** A check of each answer: false counts the request as failed. */
  check?: (status: number, body: string) => boolean
}

export type Figures = {
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  /** Connection errors and timeouts. */
  errors: number
  /** Answers that were 2xx but failed the target's check. */
  rejected: number
  statuses: Record<string, number>
}

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number }

const run = (target: Target, connections: number, seconds: number) => {
  let rejected = 0
  const request = {
    ...target.request,
    ...(target.next ? { setupRequest: (req: object) => ({ ...req, ...target.next!() }) } : {}),
    ...(target.check
      ? {
          onResponse: (status: number, body: string) => {
            if (status >= 200 && status < 300 && !target.check!(status, body)) rejected++
          },
        }
      : {}),
  }
  return new Promise<{ result: autocannon.Result; rejected: number }>((resolve, reject) => {
    autocannon(
      { url: target.origin, connections, duration: seconds, requests: [request as autocannon.Request] },
      (err, result) => (err ? reject(err) : resolve({ result, rejected })),
    )
  })
}

/** The machine's busy share of CPU time since the last reading (Linux /proc/stat). */
const cpuTimes = () => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const idle = fields[3]! + (fields[4] ?? 0)
  return { idle, total: fields.reduce((a, b) => a + b, 0) }
}

/**
 * Waits until the machine is quiet (under a quarter busy for two half-second readings, 60 s at
 * most) before a row starts. A row that overloads its server (the Payload peers time out at 64
 * connections) leaves a backlog that server keeps working through after the row ends; the next
 * row would otherwise be measured against that, on the same two cores.
 */
export const settle = async (maxSeconds = 60): Promise<number> => {
  if (!existsSync('/proc/stat')) return 0
  const started = Date.now()
  let quiet = 0
  let last = cpuTimes()
  while (quiet < 2 && Date.now() - started < maxSeconds * 1000) {
    await new Promise((done) => setTimeout(done, 500))
    const now = cpuTimes()
    const busy = 1 - (now.idle - last.idle) / Math.max(1, now.total - last.total)
    last = now
    quiet = busy < 0.25 ? quiet + 1 : 0
  }
  return (Date.now() - started) / 1000
}

export const measure = async (target: Target, options: LoadOptions): Promise<Figures> => {
  await settle()
  if (options.warmupSeconds > 0) await run(target, options.connections, options.warmupSeconds)
  const { result, rejected } = await run(target, options.connections, options.durationSeconds)
  const statuses: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rejected,
    statuses,
  }
}
