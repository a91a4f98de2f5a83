/**
 * The database adapter, chosen by the scheme of DATABASE_URI:
 *   file:…        SQLite (embedded default, zero setup)
 *   postgres://…  PostgreSQL (CI, production)
 *   mongodb://…   MongoDB (wired and documented; no server on our machines to test it)
 *
 * Schema changes reach a database only through the committed migrations (one folder per SQL
 * dialect). `push` is off everywhere so no process ever alters a schema behind our back or
 * stops at an interactive prompt; production-mode processes apply pending migrations at start.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter, sql as postgresSql } from '@payloadcms/db-postgres'
import { sqliteAdapter, sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import pg from 'pg'

import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { gateSqliteWrites } from './sqliteGate'
import { closeTransactionConnection } from './transaction'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export const databaseKind = (uri: string): DatabaseKind => {
  if (uri.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(uri)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(uri)) return 'mongodb'
  throw new Error(`DATABASE_URI must start with file:, postgres:// or mongodb:// (got "${uri.split(':')[0]}:")`)
}

/**
 * A pool that survives the database going away. When PostgreSQL restarts it closes every
 * connection: the pool emits 'error' for an idle one, and a client checked out between two
 * queries (a transaction waiting on a file write) emits it itself; without a listener Node ends
 * the process. Both are ignored here: the pool drops broken clients and opens new ones once the
 * server is back, and the requests that were running fail and are answered 503.
 */
class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', () => undefined)
    this.on('connect', (client) => client.on('error', () => undefined))
  }
}

export const createDatabaseAdapter = (uri: string): DatabaseAdapterObj => {
  switch (databaseKind(uri)) {
    case 'sqlite': {
      const sqlite = sqliteAdapter({
        client: { url: uri },
        // Two processes (cms and booking-api) share the file: without these, writes get lost.
        busyTimeout: 5000,
        wal: true,
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        prodMigrations: sqliteMigrations,
      })
      // Plain writes wait while this process's transaction holds SQLite's one write lock; the
      // transactions' own connection closes with the adapter (cms/src/transaction.ts).
      return {
        ...sqlite,
        init: (args) => {
          const adapter = gateSqliteWrites(sqlite.init(args))
          const destroy = adapter.destroy
          adapter.destroy = async function (this: unknown) {
            await closeTransactionConnection(adapter)
            return destroy?.call(this)
          }
          return adapter
        },
      }
    }
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: uri, max: Number(process.env.DATABASE_POOL_MAX || 10) },
        pg: { ...pg, Pool: ResilientPool },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
      })
    case 'mongodb':
      return mongooseAdapter({ url: uri })
  }
}

type Sql = typeof sqliteSql
type Row = Record<string, unknown>
type DrizzleReader = {
  name: string
  tables?: Record<string, Record<string, unknown>>
  drizzle?: { all?: (query: unknown) => Promise<Row[]>; execute?: (query: unknown) => Promise<{ rows: Row[] }> }
}

/**
 * A read written with Drizzle's `sql` template over Payload's own table definitions
 * (`payload.db.tables`, `payload.db.drizzle`: the adapters' documented direct access to Drizzle),
 * run on SQLite or PostgreSQL with that adapter's own copy of Drizzle. Tables and columns are
 * named through the definitions (`${tables.appointments.updatedAt}`), never as strings, so a
 * renamed column fails here rather than reading the wrong thing. Null on an adapter without
 * Drizzle (MongoDB).
 */
export const readRows = async (
  payload: { db: unknown },
  build: (sql: Sql, tables: Record<string, Record<string, any>>) => ReturnType<Sql>,
): Promise<Row[] | null> => {
  const db = payload.db as DrizzleReader
  if (!db.tables || !db.drizzle) return null
  if (db.name === 'sqlite' && db.drizzle.all) return db.drizzle.all(build(sqliteSql, db.tables))
  if (db.name === 'postgres' && db.drizzle.execute) {
    return (await db.drizzle.execute(build(postgresSql as unknown as Sql, db.tables))).rows
  }
  return null
}
