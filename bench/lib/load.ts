/**
 * One load run with autocannon: a warm-up (discarded), then the measured run. Every answer that
 * is not 2xx is counted, with its status codes, so a fast stream of errors can never pass for
 * throughput.
 */
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

export const measure = async (target: Target, options: LoadOptions): Promise<Figures> => {
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
