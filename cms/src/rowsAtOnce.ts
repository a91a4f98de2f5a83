/**
 * New records written together in ONE statement on PostgreSQL: the booking path's appointment,
 * its history, its audit entry, its e-mails and their job (docs/quality.md, issue 15). A booking
 * written through the adapter inside a transaction was eight round trips (BEGIN, six inserts,
 * COMMIT), and building each insert with Drizzle was a quarter of the API's CPU. Here the ids
 * are taken first (`reserveIds`: the tables' own sequences), the records are built with them, and
 * one statement writes every row — each insert a data-modifying CTE of the next (PostgreSQL runs
 * one statement whole or not at all: no BEGIN, no COMMIT; foreign keys are checked at its end).
 * Its text depends only on which columns are written, so it is a named prepared statement: built
 * once per process, parsed and planned once per connection.
 *
 * Rows are laid out as Payload's Drizzle adapter lays them out (@payloadcms/drizzle,
 * transform/write): a field's key is its path joined by `_` through groups, a relation is its id,
 * an array is rows of its own table (`_order`, `_parentID`, `id`), dates are ISO text, a new record
 * gets `createdAt` and `updatedAt` when it has none. Only those kinds of field: a localized,
 * has-many, polymorphic or block field throws (those records go through `insertRow`).
 * booking-api/tests/rows.test.ts writes each collection written here both ways and compares
 * the rows; booking-api/tests/newAppointment.test.ts compares a whole booking with Payload's create.
 *
 * Like `insertRow` (./rows.ts): no hooks, no access, no validation — for records whose every
 * field the caller sets. Not on SQLite (no sequences to take ids from; its writes are local and
 * cheap) nor MongoDB: `writesAtOnce` says whether this adapter can.
 */
import { createHash } from 'node:crypto'

import { getTableConfig, type PgColumn, type PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionSlug, Field, FlattenedField, Payload } from 'payload'
import { fieldIsVirtual } from 'payload/shared'
import type { Pool } from 'pg'

/**
 * A new record: its collection, and its data as Payload's create takes it, with its id (from
 * `reserveIds`; a record without one gets the table's next, and can have no array rows).
 */
export type NewRecord = { collection: CollectionSlug; data: Record<string, unknown> & { id?: number } }

type PgAdapter = {
  name: string
  pool?: Pool
  tables?: Record<string, PgTable>
  tableNameMap?: Map<string, string>
}

const adapterOf = (payload: Payload) => payload.db as unknown as PgAdapter

/** Whether this database takes records at once (PostgreSQL through Payload's Drizzle adapter). */
export const writesAtOnce = (payload: Payload) => {
  const db = adapterOf(payload)
  return db.name === 'postgres' && Boolean(db.pool && db.tables && db.tableNameMap)
}

const tableOf = (db: PgAdapter, name: string) => {
  const table = db.tables?.[name]
  if (!table) throw new Error(`rowsAtOnce: no table ${name}`)
  return table
}

const collectionTable = (db: PgAdapter, collection: CollectionSlug) => {
  const name = db.tableNameMap?.get(collection.replace(/-/g, '_'))
  if (!name) throw new Error(`rowsAtOnce: no table for ${collection}`)
  return name
}

const names = new WeakMap<PgTable, string>()

/** The table's name as SQL, schema-qualified when it has one (`getTableConfig` is slow: kept). */
const quoted = (table: PgTable) => {
  let name = names.get(table)
  if (name === undefined) {
    const config = getTableConfig(table)
    name = config.schema ? `"${config.schema}"."${config.name}"` : `"${config.name}"`
    names.set(table, name)
  }
  return name
}

/**
 * New ids for records of these collections, one each, in order: taken from the tables' sequences
 * in one query (a statement that later fails leaves gaps, as any rolled-back insert does).
 */
export const reserveIds = async (payload: Payload, collections: CollectionSlug[]): Promise<number[]> => {
  const db = adapterOf(payload)
  const tables = collections.map((c) => quoted(tableOf(db, collectionTable(db, c))))
  const { rows } = await db.pool!.query<{ id: string }>({
    name: 'medtour_reserve_ids',
    text: `SELECT nextval(pg_get_serial_sequence(t, 'id')) AS id FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n) ORDER BY n`,
    values: [tables],
  })
  return rows.map((row) => Number(row.id))
}

type Row = Record<string, unknown>
type TableRows = { table: string; rows: Row[] }

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

/** `data`'s fields into `row` (groups flattened with `prefix`), its arrays into `out`. */
const fill = (
  db: PgAdapter,
  where: { table: string; parentId: number | undefined; path: string },
  fields: FlattenedField[],
  data: Row,
  prefix: string,
  row: Row,
  out: TableRows[],
) => {
  for (const field of fields) {
    if (!('name' in field) || field.type === 'join' || fieldIsVirtual(field as Field)) continue
    const value = data[field.name]
    if (value === undefined) continue
    if (unsupported(field))
      throw new Error(`rowsAtOnce: ${where.path}${field.name} (${field.type}) is not written here`)
    if (field.type === 'group') {
      if (value && typeof value === 'object') {
        fill(db, where, field.flattenedFields, value as Row, `${prefix}${field.name}_`, row, out)
      }
    } else if (field.type === 'array') {
      if (prefix) throw new Error(`rowsAtOnce: ${where.path}${field.name}: an array in a group is not written here`)
      const table = `${where.table}_${snake(field.name)}`
      tableOf(db, table)
      const rows = ((value as Row[] | null) ?? []).map((item, i) => {
        const arrayRow: Row = { _order: i + 1, _parentID: where.parentId, id: item.id }
        const path = `${where.path}${field.name}.${i}.`
        fill(db, { table, parentId: where.parentId, path }, field.flattenedFields, item, '', arrayRow, out)
        return arrayRow
      })
      if (rows.length) out.push({ table, rows })
    } else row[`${prefix}${field.name}`] = stored(field, value)
  }
}

/** A record's rows: its own, then its arrays'. */
const rowsOf = (payload: Payload, record: NewRecord): TableRows[] => {
  const db = adapterOf(payload)
  const table = collectionTable(db, record.collection)
  const now = new Date().toISOString()
  const data = { ...record.data }
  // What the adapter's create adds (upsertRow; transform/write for `updatedAt`).
  if (!data.createdAt) data.createdAt = now
  if (data.updatedAt === undefined) data.updatedAt = now
  const row: Row = data.id === undefined ? {} : { id: data.id }
  const arrays: TableRows[] = []
  const fields = payload.collections[record.collection].config.flattenedFields
  fill(db, { table, parentId: data.id, path: `${record.collection}.` }, fields, data, '', row, arrays)
  if (arrays.length && data.id === undefined)
    throw new Error(`rowsAtOnce: a ${record.collection} with arrays needs its id`)
  return [{ table, rows: [row] }, ...arrays]
}

type Statement = { name: string; text: string; columns: PgColumn[][] }

/** Statements by their shape: the tables, columns and number of rows they write. */
const statements = new Map<string, Statement>()

/** The statement writing rows of these tables with these columns, built once per shape. */
const statementFor = (db: PgAdapter, groups: TableRows[]) => {
  const shape = groups.map(({ table, rows }) => `${table}(${Object.keys(rows[0]!).join()})x${rows.length}`).join(';')
  let statement = statements.get(shape)
  if (statement) return statement
  let mark = 0
  const columns: PgColumn[][] = []
  const inserts = groups.map(({ table: name, rows }) => {
    const table = tableOf(db, name) as unknown as Record<string, PgColumn>
    const own = Object.keys(rows[0]!).map((key) => {
      const column = table[key]
      if (!column) throw new Error(`rowsAtOnce: ${name} has no column for ${key}`)
      return column
    })
    columns.push(own)
    const tuples = rows.map(() => `(${own.map(() => `$${++mark}`).join(', ')})`)
    const list = own.map((column) => `"${column.name}"`).join(', ')
    return `INSERT INTO ${quoted(tableOf(db, name))} (${list}) VALUES ${tuples.join(', ')}`
  })
  const last = inserts.pop()!
  const text = inserts.length ? `WITH ${inserts.map((insert, i) => `w${i} AS (${insert})`).join(', ')} ${last}` : last
  const name = `medtour_at_once_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
  statement = { name, text, columns }
  statements.set(shape, statement)
  return statement
}

/** The statement's parameters: every row's values in its columns' order, as the driver takes them. */
const valuesOf = (groups: TableRows[], columns: PgColumn[][]) => {
  const values: unknown[] = []
  groups.forEach(({ rows }, g) => {
    const own = columns[g]!
    for (const row of rows) {
      const keys = Object.keys(row)
      own.forEach((column, i) => {
        const value = row[keys[i]!]
        values.push(value === null || value === undefined ? null : column.mapToDriverValue(value))
      })
    }
  })
  return values
}

/**
 * Writes these new records (every one with its id, from `reserveIds`) in one statement: all of
 * them or, when any row is refused (a unique key, a foreign key), none.
 */
export const insertAtOnce = async (payload: Payload, records: NewRecord[]) => {
  const db = adapterOf(payload)
  const groups: TableRows[] = []
  for (const record of records) {
    for (const part of rowsOf(payload, record)) {
      // Rows of one table with the same columns go in one insert.
      const same = groups.find(
        (g) => g.table === part.table && Object.keys(g.rows[0]!).join() === Object.keys(part.rows[0]!).join(),
      )
      if (same) same.rows.push(...part.rows)
      else groups.push(part)
    }
  }
  if (!groups.length) return
  const { name, text, columns } = statementFor(db, groups)
  await db.pool!.query({ name, text, values: valuesOf(groups, columns) })
}
