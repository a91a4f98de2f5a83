/**
 * The records a booking reads before it writes — the doctor it checks and names, their hospital's
 * name, the patient's account as the desk copies it, their country's name — kept in memory while
 * their row is unchanged. A booking asks the database for the rows' `updated_at` alone, all four
 * in one query (`bookingStamps`; `readRows`: Drizzle over Payload's own table definitions), and
 * reads a record through Payload again only when its stamp differs: Payload's `findByID` costs
 * about 2 ms of CPU each, more for a user (docs/quality.md).
 *
 * A patient booking again needs no query before the write: the stamps `bookingStamps` last read for
 * the doctor and the patient (and the rows they link to) stand in for a read (`lastSeenStamps`),
 * and the write checks them (cms/src/rowsAtOnce.ts, `unchanged`): when one changed, nothing is
 * written and the booking is made again on stamps read then.
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

/**
 * A booking's stamps: the ones it starts from (`ahead`, by `table:id`), and the ones its kept or
 * read records were relied on with (`used`), which its write checks (rowsAtOnce's `unchanged`).
 * `guessed`: `ahead` holds the stamps last seen, not read for this booking.
 */
export class Stamps {
  readonly used = new Map<string, { table: Table; id: number; stamp: string }>()
  constructor(
    readonly ahead: ReadonlyMap<string, string>,
    readonly guessed = false,
  ) {}

  /** Every stamp relied on: a row read at two stamps (two shapes of it) is checked at both. */
  use(table: Table, id: number, stamp: string) {
    this.used.set(`${table}:${id}:${stamp}`, { table, id, stamp })
  }
}

/** The stamps last seen by `table:id`, and which hospital a doctor and which country a patient had. */
const seen = new BoundedCache<string, string>(MAX_ENTRIES)
const links = new BoundedCache<string, string | null>(MAX_ENTRIES)

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
  const stamps = new Map((rows ?? []).map((row) => [`${row.t}:${row.id}`, stampOf(row.u)]))
  if (rows) {
    for (const [key, stamp] of stamps) seen.set(key, stamp)
    const linked = (table: Table) => [...stamps.keys()].find((key) => key.startsWith(`${table}:`)) ?? null
    if (stamps.has(`doctors:${doctorId}`)) links.set(`doctors:${doctorId}`, linked('providers'))
    if (stamps.has(`users:${userId}`)) links.set(`users:${userId}`, linked('countries'))
  }
  return new Stamps(stamps)
}

/**
 * The stamps `bookingStamps` last read for these records, without a query, or null when they are
 * not all known. A booking built from them must check them when it writes (`Stamps.used`).
 */
export const lastSeenStamps = (doctorId: number, userId: number): Stamps | null => {
  const ahead = new Map<string, string>()
  for (const key of [`doctors:${doctorId}`, `users:${userId}`]) {
    const stamp = seen.get(key)
    const link = links.get(key)
    if (stamp === undefined || link === undefined) return null
    ahead.set(key, stamp)
    if (link === null) continue
    const linkedStamp = seen.get(link)
    if (linkedStamp === undefined) return null
    ahead.set(link, linkedStamp)
  }
  return new Stamps(ahead, true)
}

/** The row's `updated_at` read now; null when there is no such row. */
const readStamp = async (payload: Payload, table: Table, id: number) => {
  const rows = await readRows(payload, (sql, tables) => {
    const t = tables[table]!
    return sql`SELECT ${t.updatedAt} AS u FROM ${t} WHERE ${t.id} = ${id}`
  })
  if (!rows?.length) return null
  const stamp = stampOf(rows[0]!.u)
  if (seen.get(`${table}:${id}`) !== undefined) seen.set(`${table}:${id}`, stamp)
  return stamp
}

/**
 * `load()`'s answer for the `table` row `id`, read again only when the row's `updated_at` changed
 * since it was kept under `shape` (the language and fields the caller asks for). The value is
 * shared between requests: callers read it and never change it. `stamps`: read ahead
 * (`bookingStamps`) or last seen (`lastSeenStamps`); a row's stamp not in it, or a guessed one
 * whose record is not kept, is read here. Each stamp relied on is noted in `stamps.used`.
 */
export const readUnlessChanged = async <T>(
  payload: Payload,
  table: Table,
  id: number,
  shape: string,
  load: () => Promise<T | null>,
  stamps?: Stamps,
): Promise<T | null> => {
  const key = `${table}:${id}:${shape}`
  const kept = cache.get(key)
  const ahead = stamps?.ahead.get(`${table}:${id}`)
  const stamp =
    ahead !== undefined && (!stamps!.guessed || kept?.stamp === ahead) ? ahead : await readStamp(payload, table, id)
  if (stamp === null) return load()
  if (kept?.stamp === stamp) {
    stamps?.use(table, id, stamp)
    return kept.value as T
  }
  // The stamp is read before the record: a change between the two is seen on the next call.
  const value = await load()
  if (value) {
    cache.set(key, { stamp, value })
    stamps?.use(table, id, stamp)
  }
  return value
}

/** For tests: how many records are kept. */
export const keptRecords = () => cache.size
