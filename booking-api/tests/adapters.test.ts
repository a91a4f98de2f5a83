/**
 * The adapter files: where a library's public API cannot do what the product needs, one file owns
 * the workaround (docs/architecture.md, "Adapter files"). Each test here checks, against the
 * library as installed and on a real database (SQLite and PostgreSQL), the fact its adapter
 * stands on. When one fails after an upgrade, the library changed under that adapter: read the
 * adapter's comment, and use the public API if it now does the job.
 */
import { startApi, type TestApi } from './helpers'

type Session = { resolve: () => Promise<unknown>; reject: () => Promise<unknown> }
type Adapter = Record<string, unknown> & {
  name: string
  sessions: Record<string, Session>
  beginTransaction: () => Promise<string | number | null>
  commitTransaction: (id: string | number) => Promise<void>
  drizzle: { transaction?: unknown }
}

let t: TestApi
let db: Adapter
let WRITES: readonly string[]

beforeAll(async () => {
  t = await startApi({ worker: false })
  db = t.payload.db as unknown as Adapter
  ;({ WRITES } = await import('@medtour/cms/transaction'))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

describe('cms/src/transaction.ts', () => {
  test("Payload's own transactions: none on SQLite, and a failed COMMIT is swallowed elsewhere", async () => {
    const id = await db.beginTransaction()
    if (db.name === 'sqlite') {
      // The SQLite adapter has transactions switched off unless configured: no id, no transaction.
      expect(id ?? null).toBe(null)
      return
    }
    expect(typeof id).toBe('string')
    const session = db.sessions[String(id)]!
    const rollback = session.reject
    let rolledBack = false
    session.resolve = () => Promise.reject(new Error('COMMIT failed'))
    session.reject = async () => {
      rolledBack = true
      return rollback()
    }
    // A failed COMMIT resolves as if the work were stored: a booking could be reported as saved.
    await expect(db.commitTransaction(id!)).resolves.toBe(undefined)
    expect(rolledBack).toBe(true)
  })

  test('the adapter keeps its transactions where its operations look `req.transactionID` up', () => {
    expect(typeof db.sessions).toBe('object')
    expect(typeof db.drizzle.transaction).toBe('function')
  })

  test('the SQLite write gate wraps every adapter method that writes', () => {
    // Not operations: they build SQL, run on the connection an operation hands them, or set up
    // PostgreSQL's extensions at start.
    const helpers = new Set(['createExtensions', 'createJSONQuery', 'deleteWhere'])
    const writing = Object.keys(db)
      .filter((key) => typeof db[key] === 'function' && !helpers.has(key))
      .filter((key) => /^(create|update|delete|upsert)/.test(key) && !/Migration|Schema|Table|Database/.test(key))
      .sort()
    expect(writing).toEqual([...WRITES].sort())
  })
})
