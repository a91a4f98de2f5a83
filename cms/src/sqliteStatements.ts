/**
 * The SQLite connection of this process's transactions (./transaction.ts), with its statements
 * kept prepared. `@libsql/client` prepares every statement anew and asks it twice for its
 * columns: a fifth of a booking's CPU on SQLite (docs/quality.md, session 22), for the same dozen
 * statements each time. This client answers `execute` exactly as `@libsql/client`'s local client
 * does — the same driver (`libsql`), the same conversions of values and rows, the same errors —
 * but keeps the last MAX_STATEMENTS prepared statements by their SQL text.
 *
 * Only `execute` and `close` are offered: that is all the transaction connection is given to do
 * (its BEGIN, SAVEPOINT and COMMIT are statements; Drizzle runs its queries with `execute`).
 */
import { Buffer } from 'node:buffer'

import { LibsqlError, type Client, type InArgs, type InStatement, type ResultSet, type Row } from '@libsql/client'
import Database from 'libsql'

/** Payload builds its SQL from a few dozen shapes; lists of ids make more, hence a bound. */
const MAX_STATEMENTS = 500

type Prepared = {
  statement: Database.Statement
  /** Null when the statement returns no rows (an insert without RETURNING, BEGIN…). */
  columns: string[] | null
  columnTypes: string[]
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)
const MIN_INTEGER = -9223372036854775808n
const MAX_INTEGER = 9223372036854775807n

/** A value as the driver takes it (`@libsql/client`'s rules, integer mode "number"). */
const toSql = (value: unknown): unknown => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
    return value
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INTEGER || value > MAX_INTEGER) {
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument')
    }
    return value
  }
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
  return value
}

/** A value as the driver gives it back (integers as numbers, blobs as ArrayBuffers). */
const fromSql = (value: unknown): unknown => {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE || value > MAX_SAFE) {
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
    }
    return Number(value)
  }
  if (value instanceof Buffer) return value.buffer
  return value
}

/** A row by position (not enumerable) and by column name, as `@libsql/client` builds it. */
const toRow = (values: unknown[], columns: string[]): Row => {
  const row = {} as Row
  Object.defineProperty(row, 'length', { value: values.length })
  for (let i = 0; i < values.length; i++) {
    const value = fromSql(values[i])
    Object.defineProperty(row, i, { value })
    const column = columns[i]!
    if (!Object.hasOwn(row, column)) {
      Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
    }
  }
  return row
}

const resultSet = (
  columns: string[],
  columnTypes: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet => ({
  columns,
  columnTypes,
  rows,
  rowsAffected,
  lastInsertRowid,
  toJSON: () => ({
    columns,
    columnTypes,
    rows: rows.map((r) => Array.from(r as unknown as ArrayLike<unknown>)),
    rowsAffected,
    lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid),
  }),
})

const asLibsqlError = (err: unknown) => {
  const e = err as { message?: string; code?: string; rawCode?: number } | null
  return err instanceof Database.SqliteError ? new LibsqlError(e!.message!, e!.code!, e!.rawCode, err) : err
}

/** The path `@libsql/client` opens for a local `file:` URL. */
export const fileOfUrl = (url: string) => {
  if (!url.startsWith('file:')) throw new Error(`Not a local SQLite URL: ${url}`)
  const rest = url.slice('file:'.length).replace(/\?.*$/, '')
  // file:///abs, file://localhost/abs, file:/abs, file:relative
  const path = rest.startsWith('//') ? rest.replace(/^\/\/(localhost)?/, '') : rest
  return decodeURIComponent(path)
}

export type StatementClient = Pick<Client, 'execute' | 'close' | 'closed'> & {
  /** For tests: statements kept prepared. */
  readonly prepared: number
}

/** Opens the database file of `url` (a `file:` URL, as the adapter's `clientConfig.url`). */
export const openStatementClient = (url: string): StatementClient => {
  const db = new Database(fileOfUrl(url))
  const cache = new Map<string, Prepared>()

  const prepare = (sql: string): Prepared => {
    const kept = cache.get(sql)
    if (kept) {
      // Most recently used last: the first one is the one to drop.
      cache.delete(sql)
      cache.set(sql, kept)
      return kept
    }
    const statement = db.prepare(sql)
    statement.safeIntegers(true)
    let prepared: Prepared
    try {
      statement.raw(true)
      const described = statement.columns() as { name: string; type?: string | null }[]
      prepared = { statement, columns: described.map((c) => c.name), columnTypes: described.map((c) => c.type ?? '') }
    } catch {
      // raw() refuses a statement that returns no rows.
      prepared = { statement, columns: null, columnTypes: [] }
    }
    cache.set(sql, prepared)
    if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value!)
    return prepared
  }

  const client = {
    closed: false,
    get prepared() {
      return cache.size
    },
    async execute(stmtOrSql: InStatement | string, maybeArgs?: InArgs): Promise<ResultSet> {
      if (client.closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED')
      const stmt = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: maybeArgs ?? [] } : stmtOrSql
      const given = 'args' in stmt ? stmt.args : undefined
      let args: unknown
      if (given === undefined || Array.isArray(given)) args = (given ?? []).map(toSql)
      else {
        const named: Record<string, unknown> = {}
        for (const name in given) {
          named['@$:'.includes(name[0]!) ? name.slice(1) : name] = toSql((given as Record<string, unknown>)[name])
        }
        args = named
      }
      try {
        const { statement, columns, columnTypes } = prepare(stmt.sql)
        if (columns) {
          const rows = (statement.all(args) as unknown[][]).map((values) => toRow(values, columns))
          return resultSet(columns, columnTypes, rows, 0, undefined)
        }
        const info = statement.run(args) as { changes: number; lastInsertRowid: number | bigint }
        return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid))
      } catch (err) {
        throw asLibsqlError(err)
      }
    },
    close() {
      if (client.closed) return
      client.closed = true
      cache.clear()
      db.close()
    },
  }
  return client
}
