/** The benchmark's table: each operation's time at the smallest and largest size, and the verdict. */
import type { Timing } from './measure'

/** Target: at the largest size an operation takes at most this many times its time at the smallest. */
export const MAX_RATIO = 2

export type Row = { name: string; small: Timing; large: Timing }

const ms = (t: Timing) => `${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)})`
const rows = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n))

/** Prints the table and returns whether every operation met the target. */
export const printTable = (smallRows: number, largeRows: number, results: Row[]): boolean => {
  const header = ['operation', `time at ${rows(smallRows)}`, `time at ${rows(largeRows)}`, 'ratio', `≤ ${MAX_RATIO}×`]
  const body = results.map(({ name, small, large }) => {
    const ratio = large.median / small.median
    return [name, ms(small), ms(large), `${ratio.toFixed(2)}×`, ratio <= MAX_RATIO ? 'PASS' : 'FAIL']
  })
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const r of body) console.log(line(r))
  return body.every((r) => r[4] === 'PASS')
}
