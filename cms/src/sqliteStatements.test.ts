/**
 * The transaction connection's client answers as `@libsql/client` does, statement for statement,
 * on the same file: rows (by name and by position), values of every type, counts, errors.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient, LibsqlError, type Client, type InStatement, type ResultSet } from '@libsql/client'

import { fileOfUrl, openStatementClient, type StatementClient } from './sqliteStatements'

let dir: string
let url: string
let reference: Client
let cached: StatementClient

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-statements-'))
  url = `file:${path.join(dir, 'test.db')}`
  reference = createClient({ url })
  await reference.execute(
    'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT UNIQUE, big INTEGER, ratio REAL, data BLOB, flag INTEGER, at INTEGER)',
  )
  cached = openStatementClient(url)
})

afterAll(() => {
  cached.close()
  reference.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A result as plain data: rows by name and by position, and the counts. */
const plain = (r: ResultSet) => ({
  columns: r.columns,
  columnTypes: r.columnTypes,
  named: r.rows.map((row) => ({ ...row })),
  positional: r.rows.map((row) => Array.from(row as unknown as ArrayLike<unknown>)),
  lengths: r.rows.map((row) => row.length),
  rowsAffected: r.rowsAffected,
  lastInsertRowid: r.lastInsertRowid,
})

/** Runs `stmt` through both clients (each on its own row, `name` told apart) and compares. */
const both = async (stmt: (label: string) => InStatement) => {
  const a = await reference.execute(stmt('ref'))
  const b = await cached.execute(stmt('new'))
  return { a, b }
}

test('inserts, with and without RETURNING, count and answer alike', async () => {
  const blob = new Uint8Array([1, 2, 3, 255]).buffer
  const at = new Date('2026-11-27T10:00:00Z')
  const insert = (label: string): InStatement => ({
    sql: 'INSERT INTO things (name, big, ratio, data, flag, at) VALUES (?, ?, ?, ?, ?, ?)',
    args: [`plain-${label}`, 9007199254740991n, 0.5, blob, true, at],
  })
  const { a, b } = await both(insert)
  expect(b.rowsAffected).toBe(a.rowsAffected)
  expect(typeof b.lastInsertRowid).toBe('bigint')
  expect(b.lastInsertRowid).toBe(a.lastInsertRowid! + 1n)
  expect(plain({ ...b, lastInsertRowid: undefined })).toEqual(plain({ ...a, lastInsertRowid: undefined }))

  const returning = await both((label) => ({
    sql: 'INSERT INTO things (name, flag) VALUES (:name, @flag) RETURNING id, name, flag, big',
    args: { name: `returning-${label}`, flag: false },
  }))
  const [ra, rb] = [plain(returning.a), plain(returning.b)]
  expect(rb.columns).toEqual(['id', 'name', 'flag', 'big'])
  expect(rb.columns).toEqual(ra.columns)
  expect(rb.named[0]).toEqual({ ...ra.named[0], id: (ra.named[0]!.id as number) + 1, name: 'returning-new' })
})

test('selects give the same rows, values and types, by name and by position', async () => {
  const select = 'SELECT id, name, big, ratio, data, flag, at, NULL AS missing, 1 AS id FROM things ORDER BY id'
  const { a, b } = await both(() => select)
  expect(plain(b)).toEqual(plain(a))
  const row = b.rows[0]!
  expect(row.length).toBe(9)
  expect(row.big).toBe(9007199254740991)
  expect(row.data).toBeInstanceOf(ArrayBuffer)
  expect([...new Uint8Array(row.data as ArrayBuffer)]).toEqual([1, 2, 3, 255])
  expect(row.flag).toBe(1)
  expect(row.at).toBe(Date.parse('2026-11-27T10:00:00Z'))
  // A name given twice keeps the first column's value; the second is there by position.
  expect(row.id).toBe(row[0])
  expect(row[8]).toBe(1)
  expect(Object.keys(row)).toEqual(['id', 'name', 'big', 'ratio', 'data', 'flag', 'at', 'missing'])
})

test('a statement is prepared once and answers each call with its own arguments', async () => {
  const before = cached.prepared
  const byName = 'SELECT name FROM things WHERE name = ?'
  const first = await cached.execute({ sql: byName, args: ['plain-new'] })
  const second = await cached.execute({ sql: byName, args: ['returning-new'] })
  const none = await cached.execute({ sql: byName, args: ['nobody'] })
  expect(first.rows.map((r) => r.name)).toEqual(['plain-new'])
  expect(second.rows.map((r) => r.name)).toEqual(['returning-new'])
  expect(none.rows).toEqual([])
  expect(cached.prepared).toBe(before + 1)

  // An unfinished transaction's statements too: BEGIN, SAVEPOINT and COMMIT are kept like any other.
  for (let i = 0; i < 3; i++) {
    await cached.execute('BEGIN IMMEDIATE')
    await cached.execute({ sql: 'UPDATE things SET ratio = ? WHERE name = ?', args: [i, 'plain-new'] })
    await cached.execute('COMMIT')
  }
  const ratio = await reference.execute({ sql: 'SELECT ratio FROM things WHERE name = ?', args: ['plain-new'] })
  expect(ratio.rows[0]!.ratio).toBe(2)
})

test('errors are the same LibsqlError, with its code, and change nothing', async () => {
  const duplicate = (label: string): InStatement => ({
    sql: 'INSERT INTO things (name) VALUES (?)',
    args: [`plain-${label}`],
  })
  const refused = async (client: Pick<Client, 'execute'>, label: string) =>
    client.execute(duplicate(label)).then(
      () => null,
      (err: unknown) => err,
    )
  const [ea, eb] = [await refused(reference, 'ref'), await refused(cached, 'new')]
  expect(eb).toBeInstanceOf(LibsqlError)
  expect((eb as LibsqlError).code).toBe((ea as LibsqlError).code)
  expect((eb as LibsqlError).code).toMatch(/SQLITE_CONSTRAINT/)
  expect((eb as Error).message.replace('-new', '')).toBe((ea as Error).message.replace('-ref', ''))
  // The refused statement, kept, runs again with other arguments.
  const kept = await cached.execute(duplicate('again'))
  expect(kept.rowsAffected).toBe(1)
  // A syntax error is refused before it is kept.
  const before = cached.prepared
  await expect(cached.execute('SELEC nothing')).rejects.toBeInstanceOf(LibsqlError)
  expect(cached.prepared).toBe(before)
  // Arguments the driver cannot take, as @libsql/client refuses them.
  await expect(cached.execute({ sql: 'SELECT ?', args: [Number.NaN] })).rejects.toThrow(RangeError)
  await expect(cached.execute({ sql: 'SELECT ?', args: [undefined as never] })).rejects.toThrow(TypeError)
  const count = await reference.execute('SELECT count(*) AS n FROM things')
  expect(count.rows[0]!.n).toBe(5)
})

test('at most 500 statements are kept; a closed client refuses to run', async () => {
  for (let i = 0; i < 520; i++) await cached.execute(`SELECT ${i} AS n`)
  expect(cached.prepared).toBe(500)
  const again = await cached.execute('SELECT 3 AS n')
  expect(again.rows[0]!.n).toBe(3)
  const other = openStatementClient(url)
  other.close()
  expect(other.closed).toBe(true)
  await expect(other.execute('SELECT 1')).rejects.toThrow(/closed/)
})

test('the file of a file: URL is the one @libsql/client opens', () => {
  expect(fileOfUrl('file:/data/portal.db')).toBe('/data/portal.db')
  expect(fileOfUrl('file:///data/portal.db')).toBe('/data/portal.db')
  expect(fileOfUrl('file://localhost/data/portal.db')).toBe('/data/portal.db')
  expect(fileOfUrl('file:./data/portal%20one.db')).toBe('./data/portal one.db')
  expect(() => fileOfUrl('libsql://db.example.com')).toThrow(/Not a local SQLite URL/)
})
