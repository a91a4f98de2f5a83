import type { Payload } from 'payload'

/** Above this many appointments the unfiltered (staff) total is PostgreSQL's estimate. */
export const ESTIMATE_ABOVE = 100_000

/**
 * The table's row count as PostgreSQL's statistics have it (kept by autovacuum and ANALYZE), when
 * it is large: an exact count(*) reads every row (about 200 ms at a million), more than the page
 * itself, and an admin paging a million bookings needs no exact total. Null on other databases and
 * below ESTIMATE_ABOVE, where the exact count is cheap.
 */
export const estimatedTotal = async (payload: Payload): Promise<number | null> => {
  const pool = (payload.db as { name?: string; pool?: { query: (sql: string) => Promise<{ rows: { n: string }[] }> } })
    .pool
  if (payload.db.name !== 'postgres' || !pool) return null
  const { rows } = await pool.query(
    "SELECT reltuples::bigint AS n FROM pg_class WHERE oid = to_regclass('appointments')",
  )
  const estimate = Number(rows[0]?.n ?? -1)
  return estimate > ESTIMATE_ABOVE ? estimate : null
}
