/**
 * The statements of the at-once writer (./rowsAtOnce.ts): built once per shape of rows and kept
 * prepared, with the stamps' test; and, on PostgreSQL, shared by the writes waiting at the same
 * moment (`writeShared`).
 */
import { createHash } from 'node:crypto'

import type { CollectionSlug } from 'payload'

import { collectionTable, quoted, tableOf, type Column, type DrizzleAdapter, type Table } from './rowTables'

export type Row = Record<string, unknown>
/** Rows of one table with the same columns: one insert. */
export type TableRows = { table: string; rows: Row[] }

/** The rows' statements, built once per shape and adapter: their columns, and their text. */
type Compiled = {
  /** Each insert's columns (one insert per group). */
  columns: Column[][]
  /** PostgreSQL: one named statement, each insert a data-modifying CTE of the next. */
  statement?: { name: string; text: string }
  /** SQLite: one insert per group, with `?` for its values (the connection keeps it prepared). */
  texts?: string[]
}

/** By adapter, then by shape: the tables, columns and number of rows written. */
const compiledOf = new WeakMap<DrizzleAdapter, Map<string, Compiled>>()

const cacheOf = (db: DrizzleAdapter) => {
  let cache = compiledOf.get(db)
  if (!cache) compiledOf.set(db, (cache = new Map()))
  return cache
}

/** The stamp test of the rows in `unchanged`: `?`/`$n` for each id, then its stamp. */
export const stampTests = (db: DrizzleAdapter, unchanged: readonly RowStamp[], placeholder: () => string) =>
  unchanged.map(({ collection }) => {
    const table = tableOf(db, collectionTable(db, collection)) as unknown as Record<string, Column>
    return `(SELECT count(*) FROM ${quoted(db, table as unknown as Table)} WHERE "${table.id!.name}" = ${placeholder()} AND "${table.updatedAt!.name}" = ${placeholder()})`
  })

/** The groups' tables, columns and numbers of rows, and the stamps' collections: one statement each. */
const shapeOf = (groups: TableRows[], unchanged: readonly RowStamp[]) =>
  groups.map(({ table, rows }) => `${table}(${Object.keys(rows[0]!).join()})x${rows.length}`).join(';') +
  `|${unchanged.map((row) => row.collection).join()}`

/**
 * The statements writing these groups (rows of one table with the same columns each). On
 * PostgreSQL with rows in `unchanged`, the statement ends by dividing by each one's count: a row
 * changed or gone fails it whole (division by zero), so nothing is written.
 */
export const compile = (
  db: DrizzleAdapter,
  groups: TableRows[],
  unchanged: readonly RowStamp[] = [],
  shape = shapeOf(groups, unchanged),
): Compiled => {
  const cache = cacheOf(db)
  const kept = cache.get(shape)
  if (kept) return kept
  let mark = 0
  const placeholder = db.name === 'postgres' ? () => `$${++mark}` : () => '?'
  const columns: Column[][] = []
  const texts = groups.map(({ table: name, rows }) => {
    const table = tableOf(db, name) as unknown as Record<string, Column>
    const own = Object.keys(rows[0]!).map((key) => {
      const column = table[key]
      if (!column) throw new Error(`rowsAtOnce: ${name} has no column for ${key}`)
      return column
    })
    columns.push(own)
    const list = own.map((column) => `"${column.name}"`).join(', ')
    const tuples = rows.map(() => `(${own.map(placeholder).join(', ')})`)
    return `INSERT INTO ${quoted(db, tableOf(db, name))} (${list}) VALUES ${tuples.join(', ')}`
  })
  let compiled: Compiled = { columns, texts }
  if (db.name === 'postgres') {
    const tests = stampTests(db, unchanged, placeholder)
    const last = tests.length ? `SELECT ${tests.map((count) => `1 / ${count}`).join(' + ')}` : texts.pop()!
    const text = texts.length ? `WITH ${texts.map((insert, i) => `w${i} AS (${insert})`).join(', ')} ${last}` : last
    const name = `medtour_at_once_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    compiled = { columns, statement: { name, text } }
  }
  cache.set(shape, compiled)
  return compiled
}

/** A group's parameters: its rows' values in its columns' order, as the driver takes them. */
export const valuesOf = ({ rows }: TableRows, columns: Column[], values: unknown[] = []) => {
  for (const row of rows) {
    const keys = Object.keys(row)
    columns.forEach((column, i) => {
      const value = row[keys[i]!]
      values.push(value === null || value === undefined ? null : column.mapToDriverValue(value))
    })
  }
  return values
}

/** A row as it was read: its collection, id and `updatedAt` (as the database gave it). */
export type RowStamp = { collection: CollectionSlug; id: number; updatedAt: string }

/** The rows `writeAtOnce` was told were unchanged changed (or are gone): nothing was written. */
export class RowsChanged extends Error {
  constructor() {
    super('rowsAtOnce: a row the records were built from changed; nothing was written')
    this.name = 'RowsChanged'
  }
}

export const stampValues = (unchanged: readonly RowStamp[]) => unchanged.flatMap((row) => [row.id, row.updatedAt])

/** PostgreSQL: one statement writing these groups, checking the stamps (`RowsChanged`). */
const runStatement = async (
  db: DrizzleAdapter,
  groups: TableRows[],
  unchanged: readonly RowStamp[],
  shape?: string,
) => {
  const { columns, statement } = compile(db, groups, unchanged, shape)
  const values: unknown[] = []
  groups.forEach((group, i) => valuesOf(group, columns[i]!, values))
  values.push(...stampValues(unchanged))
  try {
    await db.pool!.query({ ...statement!, values })
  } catch (err) {
    // Division by zero: only the stamps' test divides.
    if (unchanged.length && (err as { code?: string })?.code === '22012') throw new RowsChanged()
    throw err
  }
}

/** PostgreSQL: how many shared statements run at once (per process), and the most writes one takes. */
export const SHARED_RUNNING = 1
export const SHARED_MOST = 16
/**
 * After this long a statement no longer holds its place among the SHARED_RUNNING: one waiting
 * for a lock (an insert of a slot another transaction holds) does not hold up the others.
 */
export const SHARED_PATIENCE_MS = 100

type Waiting = {
  shape: string
  groups: TableRows[]
  unchanged: readonly RowStamp[]
  done: () => void
  fail: (err: unknown) => void
}
type Line = { waiting: Waiting[]; running: number }
const lines = new WeakMap<DrizzleAdapter, Line>()

/**
 * Writes of one shape as one statement (their rows in its inserts, their stamps in its test). On
 * a refusal from the server nothing was written: each is then written on its own, so that one
 * write's refusal (a slot taken, a stamp changed) stays its own. Without an answer from the
 * server (the connection lost) whether it was written is unknown: each write gets that error.
 */
const runShared = async (db: DrizzleAdapter, writes: Waiting[]) => {
  if (writes.length > 1) {
    const groups = writes[0]!.groups.map(({ table }, i) => ({ table, rows: writes.flatMap((w) => w.groups[i]!.rows) }))
    try {
      await runStatement(
        db,
        groups,
        writes.flatMap((w) => w.unchanged),
      )
      for (const write of writes) write.done()
      return
    } catch (err) {
      if ((err as { severity?: unknown })?.severity === undefined && !(err instanceof RowsChanged)) {
        for (const write of writes) write.fail(err)
        return
      }
    }
  }
  await Promise.all(writes.map((w) => runStatement(db, w.groups, w.unchanged, w.shape).then(w.done, w.fail)))
}

/** Starts statements while fewer than SHARED_RUNNING run: the oldest write's, with those of its shape waiting. */
const startNext = (db: DrizzleAdapter, line: Line) => {
  while (line.running < SHARED_RUNNING && line.waiting.length) {
    const { shape } = line.waiting[0]!
    const writes: Waiting[] = []
    const rest: Waiting[] = []
    for (const w of line.waiting) (w.shape === shape && writes.length < SHARED_MOST ? writes : rest).push(w)
    line.waiting = rest
    line.running++
    let held = true
    const release = () => {
      if (!held) return
      held = false
      line.running--
      startNext(db, line)
    }
    const patience = setTimeout(release, SHARED_PATIENCE_MS)
    void runShared(db, writes).finally(() => {
      clearTimeout(patience)
      release()
    })
  }
}

/**
 * PostgreSQL: the rows in a statement shared with the writes waiting at the same moment (group
 * commit). Up to SHARED_RUNNING statements run at once; the writes that come meanwhile wait for
 * one to end and go together in the next. So one write alone goes at once, and under load a
 * statement, its round trip, its commit and its WAL flush serve several bookings.
 */
export const writeShared = (db: DrizzleAdapter, groups: TableRows[], unchanged: readonly RowStamp[]) =>
  new Promise<void>((resolve, reject) => {
    let line = lines.get(db)
    if (!line) lines.set(db, (line = { waiting: [], running: 0 }))
    line.waiting.push({ shape: shapeOf(groups, unchanged), groups, unchanged, done: resolve, fail: reject })
    startNext(db, line)
  })
