/** The figures of a benchmark as a table, each product row judged against its targets. */
import type { Figures } from './load'

export type Row = {
  name: string
  /**
   * `limit`: what the machine can do; `product`: judged; `info`: the product by another route,
   * shown with what the targets would say but not judged; `peer`: shown for comparison only.
   */
  role: 'limit' | 'product' | 'info' | 'peer'
  /** Only reads are held to the throughput target. */
  kind: 'read' | 'write'
  figures: Figures
  /** This row's own targets (a write's throughput is judged only when it has one). */
  targets?: Partial<Targets>
}

export type Targets = { minRatio: number; maxP99Ms: number }

const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n))

/** The reasons a product row fails its targets (none: it passes). */
export const failures = (row: Row, limitRps: number, targets: Targets) => {
  const f = row.figures
  const t = { ...targets, ...row.targets }
  const out: string[] = []
  if (f.requests === 0) return ['no answers']
  if ((row.kind === 'read' || row.targets?.minRatio !== undefined) && f.rps < t.minRatio * limitRps)
    out.push(`< ${t.minRatio}× bare`)
  if (f.p99 > t.maxP99Ms) out.push(`p99 > ${t.maxP99Ms} ms`)
  if (f.non2xx + f.errors + f.rejected > 0) out.push('failed requests')
  return out
}

export const printTable = (rows: Row[], targets: Targets) => {
  const limit = rows.find((r) => r.role === 'limit')
  const limitRps = limit?.figures.rps ?? 0
  const width = Math.max(...rows.map((r) => r.name.length), 10)
  const header = [
    pad('endpoint', width),
    pad('req/s', 8, true),
    pad('p50 ms', 7, true),
    pad('p99 ms', 7, true),
    pad('non-2xx', 8, true),
    pad('errors', 7, true),
    pad('× bare', 7, true),
    '  verdict',
  ].join(' ')
  console.log(`\n${header}\n${'─'.repeat(header.length + 12)}`)
  let failed = 0
  for (const row of rows) {
    const f = row.figures
    const why = row.role === 'product' || row.role === 'info' ? failures(row, limitRps, targets) : []
    if (why.length && row.role === 'product') failed++
    const verdict =
      row.role === 'product'
        ? why.length
          ? `FAIL (${why.join(', ')})`
          : 'PASS'
        : row.role === 'info'
          ? `info${why.length ? ` (${why.join(', ')})` : ' (meets the targets)'}`
          : row.role
    console.log(
      [
        pad(row.name, width),
        pad(f.rps.toFixed(0), 8, true),
        pad(String(f.p50), 7, true),
        pad(String(f.p99), 7, true),
        pad(String(f.non2xx), 8, true),
        pad(String(f.errors + f.rejected), 7, true),
        pad(limitRps ? (f.rps / limitRps).toFixed(2) : '-', 7, true),
        `  ${verdict}`,
      ].join(' '),
    )
    const odd = Object.entries(f.statuses).filter(([code]) => !code.startsWith('2'))
    if (odd.length) console.log(`${' '.repeat(width)}   statuses: ${odd.map(([c, n]) => `${c}×${n}`).join(', ')}`)
  }
  const judged = rows.filter((r) => r.role === 'product').length
  console.log(
    `\nTargets: reads ≥ ${targets.minRatio}× the bare Express route, p99 ≤ ${targets.maxP99Ms} ms, no failed requests.` +
      `\n${failed === 0 ? 'PASS' : 'FAIL'}: ${judged - failed} of ${judged} judged rows meet the targets.`,
  )
  return failed
}
