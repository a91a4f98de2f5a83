/**
 * The SQL behind one API call, with PostgreSQL's plan of each statement: the pool Payload uses
 * is watched while the call runs, then every SELECT it sent is run again under EXPLAIN ANALYZE.
 */
import type pg from 'pg'

type Query = { text: string; values: unknown[] }
type QueryFn = (config: unknown, values?: unknown) => unknown

export const captureQueries = async (pool: pg.Pool, call: () => Promise<void>): Promise<Query[]> => {
  const seen: Query[] = []
  const original = pool.query.bind(pool) as QueryFn
  const watched: QueryFn = (config, values) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text
    seen.push({ text, values: (values as unknown[]) ?? (config as { values?: unknown[] }).values ?? [] })
    return original(config, values)
  }
  ;(pool as unknown as { query: QueryFn }).query = watched
  try {
    await call()
  } finally {
    ;(pool as unknown as { query: QueryFn }).query = original
  }
  return seen
}

/** Each SELECT's text (shortened), the plan's scan nodes and its execution time. */
export const explain = async (client: pg.Client, queries: Query[]): Promise<string[]> => {
  const lines: string[] = []
  for (const { text, values } of queries.filter((q) => /^\s*select/i.test(q.text))) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)
    const plan = rows.map((r) => (r as { 'QUERY PLAN': string })['QUERY PLAN'])
    lines.push(`    SQL: ${text.replace(/\s+/g, ' ').slice(0, 220)}`)
    for (const line of plan) {
      if (/Scan|Sort|Limit|Aggregate|Execution Time/.test(line)) lines.push(`      ${line.trimEnd()}`)
    }
  }
  return lines
}
