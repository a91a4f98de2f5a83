/**
 * New records written together: the booking path's appointment, its history, its audit entry,
 * its e-mails and their job (docs/quality.md, issue 15). Written through the adapter, a booking
 * was six inserts each built by Drizzle — a quarter of the API's CPU on PostgreSQL; on SQLite a
 * fifth, and Payload's row transform an eighth more — and on PostgreSQL eight round trips. Here
 * the ids are taken first, the records are built with them (`writeAtOnce`), and the rows are
 * written by statements built once per shape:
 *
 * - PostgreSQL: the ids from the tables' own sequences (./rowIds.ts), then ONE statement writes every
 *   row, each insert a data-modifying CTE of the next (PostgreSQL runs one statement whole or not
 *   at all: no BEGIN, no COMMIT; foreign keys are checked at its end), shared with the writes of
 *   the same shape waiting at the same moment (`writeShared`). A named prepared statement: parsed
 *   and planned once per connection.
 * - SQLite: in a transaction of this process (./transaction.ts: it holds the write lock), the ids
 *   the rowids would take next (the largest plus one: Payload's tables have no AUTOINCREMENT),
 *   then one insert per table on the transaction's connection, which keeps it prepared.
 *
 * Rows are laid out as Payload's Drizzle adapter lays them out (@payloadcms/drizzle,
 * transform/write): a field's key is its path joined by `_` through groups, a relation is its id,
 * an array is rows of its own table (`_order`, `_parentID`, `id`), dates are ISO text, a new record
 * gets `createdAt` and `updatedAt` when it has none; each value goes through its column's own
 * `mapToDriverValue`. Only those kinds of field: a localized, has-many, polymorphic or block field
 * throws (those records go through `insertRow`). booking-api/tests/rows.test.ts writes each
 * collection written here both ways and compares the rows; booking-api/tests/newAppointment.test.ts
 * compares a whole booking with Payload's create.
 *
 * The rows the records were built from can be named `unchanged` with the `updatedAt` they were read
 * with: on PostgreSQL the statement ends by dividing by each one's count (a row changed or gone
 * fails it whole), on SQLite they are counted under the write lock before the inserts. Either way
 * nothing is written and `RowsChanged` is thrown.
 *
 * Like `insertRow` (./rows.ts): no hooks, no access, no validation — for records whose every
 * field the caller sets. Not on MongoDB: `writesAtOnce` says whether this adapter can.
 */
import type { CollectionSlug, Field, FlattenedField, Payload } from 'payload'
import { fieldIsVirtual } from 'payload/shared'
import type { InArgs } from '@libsql/client'

import { adapterOf, collectionTable, quoted, tableOf, type DrizzleAdapter } from './rowTables'
import { reserveIds } from './rowIds'
import {
  compile,
  RowsChanged,
  stampTests,
  stampValues,
  valuesOf,
  writeShared,
  type Row,
  type RowStamp,
  type TableRows,
} from './rowStatements'
import { sqliteClientOf, withTransaction } from './transaction'
import * as clock from './shared/clock'

export { ID_BLOCK, ID_LOW_WATER } from './rowIds'
export { RowsChanged, SHARED_MOST, SHARED_RUNNING, type RowStamp } from './rowStatements'

/**
 * A new record: its collection, and its data as Payload's create takes it, with its id (from
 * `writeAtOnce`; a record without one gets the table's next, and can have no array rows).
 */
export type NewRecord = { collection: CollectionSlug; data: Record<string, unknown> & { id?: number } }

/** Whether this database takes records at once: Payload's Drizzle adapters for PostgreSQL and SQLite. */
export const writesAtOnce = (payload: Payload) => {
  const db = adapterOf(payload)
  const tables = Boolean(db.tables && db.tableNameMap)
  return (
    (db.name === 'postgres' && Boolean(db.pool) && tables) || (db.name === 'sqlite' && Boolean(db.drizzle) && tables)
  )
}

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

const unsupported = (field: FlattenedField) =>
  field.localized ||
  ('hasMany' in field && field.hasMany) ||
  ('relationTo' in field && Array.isArray(field.relationTo)) ||
  field.type === 'blocks' ||
  field.type === 'point'

/** A value as the adapter stores it: relations by id, dates as ISO text, objects in text as JSON. */
const stored = (field: FlattenedField, value: unknown) => {
  if ((field.type === 'relationship' || field.type === 'upload') && value && typeof value === 'object') {
    return (value as { id: unknown }).id
  }
  if (field.type === 'date') {
    if (typeof value === 'number' && !Number.isNaN(value)) return new Date(value).toISOString()
    if (value instanceof Date) return value.toISOString()
  }
  if (field.type === 'text' && value && typeof value !== 'string') return JSON.stringify(value)
  return value
}

/**
 * What `fill` does with each field of a list, worked out once per list of fields (the
 * collection's config does not change while the process runs): fields not stored skipped, each
 * value's column key joined through its groups, each array's table named.
 */
type Step =
  | { kind: 'value'; name: string; key: string; field: FlattenedField }
  | { kind: 'group'; name: string; plan: Step[] }
  | { kind: 'array'; name: string; table: string; plan: Step[] }
  | { kind: 'refused'; name: string; why: string }

/** The steps for `fields` in `table`, with column keys after `prefix` (groups' names joined by `_`). */
const stepsOf = (fields: FlattenedField[], table: string, prefix: string): Step[] => {
  const plan: Step[] = []
  for (const field of fields) {
    if (!('name' in field) || field.type === 'join' || fieldIsVirtual(field as Field)) continue
    const { name } = field
    if (unsupported(field)) plan.push({ kind: 'refused', name, why: `${name} (${field.type}) is not written here` })
    else if (field.type === 'group') {
      plan.push({ kind: 'group', name, plan: stepsOf(field.flattenedFields, table, `${prefix}${name}_`) })
    } else if (field.type === 'array') {
      if (prefix) plan.push({ kind: 'refused', name, why: `${name}: an array in a group is not written here` })
      else {
        const own = `${table}_${snake(name)}`
        plan.push({ kind: 'array', name, table: own, plan: stepsOf(field.flattenedFields, own, '') })
      }
    } else plan.push({ kind: 'value', name, key: `${prefix}${name}`, field })
  }
  return plan
}

/** A collection's plan (its fields are written to its one table), worked out on its first record. */
const plans = new WeakMap<FlattenedField[], Step[]>()
const planOf = (fields: FlattenedField[], table: string) => {
  let plan = plans.get(fields)
  if (!plan) plans.set(fields, (plan = stepsOf(fields, table, '')))
  return plan
}

/** `data`'s fields into `row` (by `plan`: groups flattened), its arrays into `out`. */
const fill = (
  db: DrizzleAdapter,
  where: { parentId: number | undefined; path: string },
  plan: Step[],
  data: Row,
  row: Row,
  out: TableRows[],
) => {
  for (const step of plan) {
    const value = data[step.name]
    if (value === undefined) continue
    if (step.kind === 'value') row[step.key] = stored(step.field, value)
    else if (step.kind === 'group') {
      if (value && typeof value === 'object') fill(db, where, step.plan, value as Row, row, out)
    } else if (step.kind === 'array') {
      tableOf(db, step.table)
      const rows = ((value as Row[] | null) ?? []).map((item, i) => {
        const arrayRow: Row = { _order: i + 1, _parentID: where.parentId, id: item.id }
        const path = `${where.path}${step.name}.${i}.`
        fill(db, { parentId: where.parentId, path }, step.plan, item, arrayRow, out)
        return arrayRow
      })
      if (rows.length) out.push({ table: step.table, rows })
    } else throw new Error(`rowsAtOnce: ${where.path}${step.why}`)
  }
}

/** A record's rows: its own, then its arrays'. */
const rowsOf = (payload: Payload, db: DrizzleAdapter, record: NewRecord): TableRows[] => {
  const table = collectionTable(db, record.collection)
  const now = clock.nowIso()
  const data = { ...record.data }
  // What the adapter's create adds (upsertRow; transform/write for `updatedAt`).
  if (!data.createdAt) data.createdAt = now
  if (data.updatedAt === undefined) data.updatedAt = now
  const row: Row = data.id === undefined ? {} : { id: data.id }
  const arrays: TableRows[] = []
  const fields = payload.collections[record.collection].config.flattenedFields
  fill(db, { parentId: data.id, path: `${record.collection}.` }, planOf(fields, table), data, row, arrays)
  if (arrays.length && data.id === undefined)
    throw new Error(`rowsAtOnce: a ${record.collection} with arrays needs its id`)
  return [{ table, rows: [row] }, ...arrays]
}

/** The records' rows by table; rows of one table with the same columns go in one insert. */
const groupsOf = (payload: Payload, db: DrizzleAdapter, records: NewRecord[]) => {
  const groups: TableRows[] = []
  for (const record of records) {
    for (const part of rowsOf(payload, db, record)) {
      const same = groups.find(
        (g) => g.table === part.table && Object.keys(g.rows[0]!).join() === Object.keys(part.rows[0]!).join(),
      )
      if (same) same.rows.push(...part.rows)
      else groups.push(part)
    }
  }
  return groups
}

/** SQLite: the ids the tables would give next (their largest, plus one; no AUTOINCREMENT), one each, in order. */
const sqliteIds = async (
  db: DrizzleAdapter,
  client: NonNullable<ReturnType<typeof sqliteClientOf>>,
  collections: CollectionSlug[],
) => {
  const tables = [...new Set(collections.map((c) => collectionTable(db, c)))]
  // The same text each time: the connection keeps it prepared.
  const columns = tables.map((t, i) => `(SELECT coalesce(max("id"), 0) FROM ${quoted(db, tableOf(db, t))}) AS t${i}`)
  const query = `SELECT ${columns.join(', ')}`
  const { rows } = await client.execute({ sql: query, args: [] })
  const last = new Map(tables.map((t, i) => [t, Number(rows[0]![i])]))
  return collections.map((c) => {
    const table = collectionTable(db, c)
    const id = last.get(table)! + 1
    last.set(table, id)
    return id
  })
}

/** New records of these collections, built once their ids are known, and what the caller gets. */
export type Built<T> = { result: T; records: NewRecord[] }

/**
 * Writes new records together: all of them or, when any row is refused (a unique key, a foreign
 * key), none. `unchanged`: the rows the records were built from, as read; when one of them has
 * changed or is gone by the time of the write, nothing is written and it throws `RowsChanged`.
 * `ids` names the collections of the records that need their id before they are built (an audit entry names its record's id; a job, its messages'); `build` gets one new id for
 * each, in order, and returns the records (a record without an id gets the table's next one and
 * can have no array rows) and what to answer.
 *
 * PostgreSQL: the ids from the tables' sequences (taken ahead: most calls need no query for
 * them), then every row in one statement — no transaction, one round trip. SQLite: inside a
 * transaction of this process (./transaction.ts), the ids its rowids would take next, then one
 * prepared insert per table.
 */
export const writeAtOnce = async <T>(
  payload: Payload,
  ids: CollectionSlug[],
  build: (ids: number[]) => Built<T>,
  unchanged: readonly RowStamp[] = [],
): Promise<T> => {
  const db = adapterOf(payload)
  if (!writesAtOnce(payload)) throw new Error(`rowsAtOnce: not on ${db.name}`)
  if (db.name === 'postgres') {
    const { result, records } = build(await reserveIds(db, ids))
    const groups = groupsOf(payload, db, records)
    if (!groups.length) return result
    await writeShared(db, groups, unchanged)
    return result
  }
  return withTransaction(payload, async (req) => {
    const client = sqliteClientOf(req)
    if (!client) throw new Error('rowsAtOnce: no SQLite connection for the transaction')
    if (unchanged.length) {
      // Under the write lock: no other process changes them before the inserts.
      const tests = stampTests(db, unchanged, () => '?')
      const { rows } = await client.execute({ sql: `SELECT ${tests.join(', ')}`, args: stampValues(unchanged) })
      if (tests.some((_, i) => Number(rows[0]![i]) === 0)) throw new RowsChanged()
    }
    const { result, records } = build(await sqliteIds(db, client, ids))
    const groups = groupsOf(payload, db, records)
    if (!groups.length) return result
    const { columns, texts } = compile(db, groups)
    for (let i = 0; i < groups.length; i++) {
      await client.execute({ sql: texts![i]!, args: valuesOf(groups[i]!, columns[i]!) as InArgs })
    }
    return result
  })
}
