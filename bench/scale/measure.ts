/**
 * Timing of one operation at every size. The sizes take turns call by call, so a burst of load
 * from elsewhere on the machine slows all of them alike and their ratio stays meaningful.
 */
export type Timing = { median: number; p95: number; runs: number }

export const WARMUP = 20
export const RUNS = 40

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** One timing per call function, in the order given. */
export const timeTurns = async (calls: (() => Promise<void>)[], runs = RUNS, warmup = WARMUP): Promise<Timing[]> => {
  for (let i = 0; i < warmup; i++) for (const call of calls) await call()
  const samples: number[][] = calls.map(() => [])
  for (let i = 0; i < runs; i++) {
    for (const [n, call] of calls.entries()) {
      const started = performance.now()
      await call()
      samples[n]!.push(performance.now() - started)
    }
  }
  return samples.map((s) => {
    s.sort((a, b) => a - b)
    return { median: percentile(s, 50), p95: percentile(s, 95), runs }
  })
}
