/**
 * The records a booking reads before it writes — the doctor it checks and names, their hospital's
 * name, the patient's account as the desk copies it, their country's name — kept in memory while
 * their row is unchanged. A booking asks the database for the rows' `updated_at` alone, all four
 * in one query (`bookingStamps`; `readRows`: Drizzle over Payload's own table definitions), and
 * reads a record through Payload again only when its stamp differs: Payload's `findByID` costs
 * about 2 ms of CPU each, more for a user (docs/quality.md).
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

type Table = 'doctors' | 'providers' | 'users' | 'countries'

/** Stamps read ahead, by `table:id`: a record's stamp missing here is read on its own. */
export type Stamps = ReadonlyMap<string, string>

/**
 * The stamps of every record a booking reads, in one query (one round trip instead of one per
 * record; each costs the API and the database more than the read itself): the doctor and their
 * hospital, the patient and their country. Empty on an adapter without Drizzle.
 */
export const bookingStamps = async (payload: Payload, doctorId: number, userId: number): Promise<Stamps> => {
  const rows = await readRows(payload, (sql, { doctors: d, providers: p, users: u, countries: c }) => {
    const doctorsProvider = sql`(SELECT ${d!.provider} FROM ${d} WHERE ${d!.id} = ${doctorId})`
    const usersCountry = sql`(SELECT ${u!.country} FROM ${u} WHERE ${u!.id} = ${userId})`
    return sql`SELECT 'doctors' AS t, ${d!.id} AS id, ${d!.updatedAt} AS u FROM ${d} WHERE ${d!.id} = ${doctorId}
    UNION ALL SELECT 'providers', ${p!.id}, ${p!.updatedAt} FROM ${p} WHERE ${p!.id} = ${doctorsProvider}
    UNION ALL SELECT 'users', ${u!.id}, ${u!.updatedAt} FROM ${u} WHERE ${u!.id} = ${userId}
    UNION ALL SELECT 'countries', ${c!.id}, ${c!.updatedAt} FROM ${c} WHERE ${c!.id} = ${usersCountry}`
  })
  return new Map((rows ?? []).map((row) => [`${row.t}:${row.id}`, stampOf(row.u)]))
}

/** The row's `updated_at` as `stamps` has it, or read now; null when there is no such row. */
const stampFor = async (payload: Payload, table: Table, id: number, stamps?: Stamps) => {
  const ahead = stamps?.get(`${table}:${id}`)
  if (ahead !== undefined) return ahead
  const rows = await readRows(payload, (sql, tables) => {
    const t = tables[table]!
    return sql`SELECT ${t.updatedAt} AS u FROM ${t} WHERE ${t.id} = ${id}`
  })
  return rows?.length ? stampOf(rows[0]!.u) : null
}

/**
 * `load()`'s answer for the `table` row `id`, read again only when the row's `updated_at` changed
 * since it was kept under `shape` (the language and fields the caller asks for). The value is
 * shared between requests: callers read it and never change it. `stamps`: read ahead
 * (`bookingStamps`); a row's stamp not in it is read here.
 */
export const readUnlessChanged = async <T>(
  payload: Payload,
  table: Table,
  id: number,
  shape: string,
  load: () => Promise<T | null>,
  stamps?: Stamps,
): Promise<T | null> => {
  const stamp = await stampFor(payload, table, id, stamps)
  if (stamp === null) return load()
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
