/**
 * Payload's Drizzle tables as the at-once writer (./rowsAtOnce.ts) names them in its SQL: a
 * collection's table, a table's columns, and its name quoted (schema-qualified on PostgreSQL).
 */
import { getTableConfig as pgTableConfig, type PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import { getTableConfig as sqliteTableConfig, type SQLiteTable } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { CollectionSlug, Payload } from 'payload'
import type { Pool } from 'pg'

export type Table = PgTable | SQLiteTable
/** A column of either dialect: its name, and its value as the driver takes it. */
export type Column = { name: string; mapToDriverValue: (value: unknown) => unknown }

export type DrizzleAdapter = {
  name: string
  pool?: Pool
  drizzle?: unknown
  tables?: Record<string, Table>
  tableNameMap?: Map<string, string>
}

export const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

export const tableOf = (db: DrizzleAdapter, name: string) => {
  const table = db.tables?.[name]
  if (!table) throw new Error(`rowsAtOnce: no table ${name}`)
  return table
}

export const collectionTable = (db: DrizzleAdapter, collection: CollectionSlug) => {
  const name = db.tableNameMap?.get(collection.replace(/-/g, '_'))
  if (!name) throw new Error(`rowsAtOnce: no table for ${collection}`)
  return name
}

const names = new WeakMap<Table, string>()

/** The table's name as SQL, schema-qualified when it has one (`getTableConfig` is slow: kept). */
export const quoted = (db: DrizzleAdapter, table: Table) => {
  let name = names.get(table)
  if (name === undefined) {
    const config =
      db.name === 'postgres'
        ? pgTableConfig(table as PgTable)
        : { ...sqliteTableConfig(table as SQLiteTable), schema: '' }
    name = config.schema ? `"${config.schema}"."${config.name}"` : `"${config.name}"`
    names.set(table, name)
  }
  return name
}
