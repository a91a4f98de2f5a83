/** Figures for the benchmarks' printed tables. */

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export const table = (head, rows) => {
  const cells = [head, ...rows].map((row) => row.map((c) => String(c ?? '')))
  const widths = head.map((_, i) => Math.max(...cells.map((row) => [...row[i]].length)))
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}
