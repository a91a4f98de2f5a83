/**
 * PostgreSQL: the ids of records written at once (./rowsAtOnce.ts), taken from the tables' own
 * sequences ahead of the bookings that use them.
 */
import type { CollectionSlug } from 'payload'

import { collectionTable, quoted, tableOf, type DrizzleAdapter } from './rowTables'

/** How many ids of a table one query takes ahead (a booking needs three of two tables). */
export const ID_BLOCK = 256

/**
 * Below this many ids of a table left, the next block is taken in the background, so that under
 * load bookings find their ids ready instead of each waiting for a query of its own.
 */
export const ID_LOW_WATER = ID_BLOCK / 2

/** Ids taken ahead and not yet handed out, by table, smallest first; and the query under way. */
type IdStock = { ahead: Map<string, number[]>; refill: Promise<void> | null }
const idStocks = new WeakMap<DrizzleAdapter, IdStock>()

/**
 * One query taking `ID_BLOCK` more ids (and `extra`) for each of `tables` from their sequences.
 * One at a time per adapter: a caller short of ids while one runs waits for it, then looks again.
 */
const refill = (db: DrizzleAdapter, stock: IdStock, tables: string[], extra: number) => {
  if (stock.refill) return stock.refill
  stock.refill = db
    .pool!.query<{ t: string; id: string }>({
      name: 'medtour_reserve_ids',
      text: `SELECT t, nextval(pg_get_serial_sequence(t, 'id')) AS id FROM unnest($1::text[]) AS x(t), generate_series(1, $2::int)`,
      values: [tables, ID_BLOCK + extra],
    })
    .then(({ rows }) => {
      for (const { t, id } of rows) {
        const list = stock.ahead.get(t) ?? []
        list.push(Number(id))
        stock.ahead.set(t, list)
      }
      for (const table of tables) stock.ahead.get(table)?.sort((x, y) => x - y)
    })
    .finally(() => {
      stock.refill = null
    })
  return stock.refill
}

/**
 * New ids for records of these collections, one each, in order. They are taken from the tables'
 * own sequences ID_BLOCK at a time, by one query at a time, started in the background when a
 * table's stock falls below ID_LOW_WATER (or waited for when it is empty), and handed out
 * smallest first: bookings need no query for their ids. So ids are unique but not in the order
 * of creation across processes (lists sort by `createdAt`, then id), and the ids a process had
 * taken and not used are never used (gaps, as any rolled-back insert leaves).
 */
export const reserveIds = async (db: DrizzleAdapter, collections: CollectionSlug[]): Promise<number[]> => {
  let stock = idStocks.get(db)
  if (!stock) idStocks.set(db, (stock = { ahead: new Map(), refill: null }))
  const { ahead } = stock
  const tables = collections.map((c) => quoted(db, tableOf(db, collectionTable(db, c))))
  const wanted = new Map<string, number>()
  for (const table of tables) wanted.set(table, (wanted.get(table) ?? 0) + 1)
  const shortOf = () => [...wanted].filter(([table, n]) => (ahead.get(table)?.length ?? 0) < n).map(([table]) => table)
  // Others may take ids while this waits for a query: looked at again after each.
  for (let short = shortOf(); short.length; short = shortOf()) {
    await refill(db, stock, short, Math.max(...short.map((t) => wanted.get(t)!)))
  }
  // Handed out with no wait after the last look: two bookings never take the same id.
  const ids = tables.map((table) => ahead.get(table)!.shift()!)
  // A query under way refills what it was asked for; the next low look after it asks again.
  const low = [...wanted.keys()].filter((t) => ahead.get(t)!.length < ID_LOW_WATER)
  // A failed background query is not this booking's failure: the next short caller asks again.
  if (low.length && !stock.refill) refill(db, stock, low, 0).catch(() => undefined)
  return ids
}
