/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request | null
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
    }
    type Options = { url: string; connections?: number; duration?: number; requests?: Request[] }
    type Stats = { average: number; p50: number; p99: number; total: number }
    type Result = {
      requests: Stats
      latency: Stats
      non2xx: number
      errors: number
      timeouts: number
      statusCodeStats?: Record<string, { count: number }>
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (err: Error | null, result: autocannon.Result) => void,
  ): unknown
  export default autocannon
}
