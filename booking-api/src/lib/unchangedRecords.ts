/**
 * The records a booking reads before it writes — the doctor it checks and names, their hospital's
 * name, the patient's account as the desk copies it, their country's name — kept in memory while
 * their row is unchanged. A booking asks the database for the row's `updated_at` alone
 * (`readRows`: Drizzle over Payload's own table definitions) and reads the record through Payload
 * again only when the stamp differs: Payload's `findByID` costs about 2 ms of CPU each, more for
 * a user (docs/quality.md).
 *
 * Every Payload write stamps `updated_at`, publishing included, so an edit made by any process
 * (the CMS panel) shows on the next booking. A draft saved in the panel changes only the versions
 * table: booking reads the published doctor, which is unchanged. A record that is not there is
 * not kept. On an adapter without Drizzle (MongoDB) nothing is kept.
 */
import type { Payload } from 'payload'

import { readRows } from '@medtour/cms/db'

import { BoundedCache } from './boundedCache'

type Entry = { stamp: string; value: unknown }

/**
 * Doctors and hospitals in two languages and two shapes (a few thousand at most), countries, and
 * the patients booking now (the least recently used give way).
 */
const MAX_ENTRIES = 5000

const cache = new BoundedCache<string, Entry>(MAX_ENTRIES)

const stampOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/**
 * `load()`'s answer for the `table` row `id`, read again only when the row's `updated_at` changed
 * since it was kept under `shape` (the language and fields the caller asks for). The value is
 * shared between requests: callers read it and never change it.
 */
export const readUnlessChanged = async <T>(
  payload: Payload,
  table: 'doctors' | 'providers' | 'users' | 'countries',
  id: number,
  shape: string,
  load: () => Promise<T | null>,
): Promise<T | null> => {
  const rows = await readRows(payload, (sql, tables) => {
    const t = tables[table]!
    return sql`SELECT ${t.updatedAt} AS u FROM ${t} WHERE ${t.id} = ${id}`
  })
  if (!rows?.length) return load()
  const stamp = stampOf(rows[0]!.u)
  const key = `${table}:${id}:${shape}`
  const kept = cache.get(key)
  if (kept?.stamp === stamp) return kept.value as T
  // The stamp is read before the record: a change between the two is seen on the next call.
  const value = await load()
  if (value) cache.set(key, { stamp, value })
  return value
}

/** For tests: how many records are kept. */
export const keptRecords = () => cache.size
