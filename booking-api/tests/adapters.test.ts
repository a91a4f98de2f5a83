/**
 * The adapter files: where a library's public API cannot do what the product needs, one file owns
 * the workaround (docs/architecture.md, "Adapter files"). Each test here checks, against the
 * library as installed and on a real database (SQLite and PostgreSQL), the fact its adapter
 * stands on. When one fails after an upgrade, the library changed under that adapter: read the
 * adapter's comment, and use the public API if it now does the job.
 */
import { startApi, type TestApi } from './helpers'

type Session = { db?: unknown; resolve: () => Promise<unknown>; reject: () => Promise<unknown> }
type Adapter = Record<string, unknown> & {
  name: string
  sessions: Record<string, Session>
  beginTransaction: () => Promise<string | number | null>
  commitTransaction: (id: string | number) => Promise<void>
  drizzle: { transaction?: unknown }
}

let t: TestApi
/** A verified patient created in `req`'s transaction. */
const userIn = (req: { transactionID: string }, email: string) =>
  t.payload.create({
    collection: 'users',
    data: { email, password: 'Str0ng!Passw0rd', roles: ['ROLE_USER'], _verified: true } as never,
    disableVerificationEmail: true,
    req,
  })
let db: Adapter
let WRITES: readonly string[]
let transaction: typeof import('@medtour/cms/transaction')

beforeAll(async () => {
  t = await startApi({ worker: false })
  db = t.payload.db as unknown as Adapter
  transaction = await import('@medtour/cms/transaction')
  ;({ WRITES } = transaction)
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

  test('SQLite: every transaction runs on one kept connection of its own; commit and rollback hold', async () => {
    if (db.name !== 'sqlite') return
    const { withTransaction, closeTransactionConnection } = transaction
    const connectionOf = (req: { transactionID: string }) => (db.sessions[req.transactionID] as { db?: unknown })?.db
    const stamp = Date.now()
    const email = (n: number) => `tx-connection-${n}-${stamp}@example.com`
    const createIn = (req: { transactionID: string }, n: number) =>
      t.payload.create({
        collection: 'users',
        data: { email: email(n), password: 'Str0ng!Passw0rd', roles: ['ROLE_USER'], _verified: true } as never,
        disableVerificationEmail: true,
        req,
      })
    const count = async (n: number) =>
      (await t.payload.count({ collection: 'users', where: { email: { equals: email(n) } } })).totalDocs

    const first = await withTransaction(t.payload, async (req) => (await createIn(req, 1), connectionOf(req)))
    const second = await withTransaction(t.payload, async (req) => (await createIn(req, 2), connectionOf(req)))
    // Not the adapter's own connection (reads outside the transaction see only what it committed).
    expect(first).toBeTruthy()
    expect(first).not.toBe(db.drizzle)
    expect(second).toBe(first)
    expect(await count(1)).toBe(1)
    expect(await count(2)).toBe(1)

    // Uncommitted work is not seen outside; a failure rolls all of it back.
    await expect(
      withTransaction(t.payload, async (req) => {
        await createIn(req, 3)
        expect(await count(3)).toBe(0)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await count(3)).toBe(0)

    // Closed with the adapter; the next transaction opens a new one.
    await closeTransactionConnection(db)
    const third = await withTransaction(t.payload, async (req) => (await createIn(req, 4), connectionOf(req)))
    expect(third).not.toBe(first)
    expect(await count(4)).toBe(1)
  })

  test('SQLite: a transaction refused for a lock held too long leaves the next one working', async () => {
    if (db.name !== 'sqlite') return
    const { withTransaction } = transaction
    const { createClient } = await import('@libsql/client')
    // Another process's writer, holding SQLite's one write lock past the busy timeout.
    const other = createClient(db.clientConfig as { url: string })
    await other.execute('BEGIN IMMEDIATE')
    const create = (email: string) => (req: { transactionID: string }) =>
      t.payload.create({
        collection: 'users',
        data: { email, password: 'Str0ng!Passw0rd', roles: ['ROLE_USER'], _verified: true } as never,
        disableVerificationEmail: true,
        req,
      })
    await expect(withTransaction(t.payload, create(`locked-${Date.now()}@example.com`))).rejects.toThrow(/locked/)
    await other.execute('COMMIT')
    other.close()
    // The refused BEGIN stays "in progress" on its connection: a COMMIT there would fail.
    const email = `after-lock-${Date.now()}@example.com`
    await withTransaction(t.payload, create(email))
    expect((await t.payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(1)
  }, 30_000)

  test('SQLite: transactions begun together commit together; each is answered once committed, a failed one undoes only its own work', async () => {
    if (db.name !== 'sqlite') return
    const { withTransaction } = transaction
    const stamp = Date.now()
    const email = (n: number) => `tx-group-${n}-${stamp}@example.com`
    const count = async (n: number) =>
      (await t.payload.count({ collection: 'users', where: { email: { equals: email(n) } } })).totalDocs
    // The COMMITs sent on the transactions' connection, counted from its first use here.
    let commits = 0
    const counted = new WeakSet<object>()
    const countCommits = (req: { transactionID: string }) => {
      const client = (db.sessions[req.transactionID]!.db as { $client: { execute: (...a: unknown[]) => unknown } })
        .$client
      if (counted.has(client)) return
      counted.add(client)
      const execute = client.execute.bind(client)
      client.execute = (...args: unknown[]) => {
        if (args[0] === 'COMMIT') commits++
        return execute(...args)
      }
    }
    const member = (n: number) =>
      withTransaction(t.payload, async (req) => {
        await userIn(req, email(n))
        countCommits(req)
        if (n === 3) throw new Error('refused')
        return n
      })
    // Each member's row is read from outside the moment its caller is answered: committed by then.
    const answered = [1, 2, 3, 4, 5].map((n) =>
      member(n).then(
        async (value) => ({ value, seen: await count(n) }),
        (err: Error) => ({ value: err.message, seen: -1 }),
      ),
    )
    expect(await Promise.all(answered)).toStrictEqual([
      { value: 1, seen: 1 },
      { value: 2, seen: 1 },
      { value: 'refused', seen: -1 },
      { value: 4, seen: 1 },
      { value: 5, seen: 1 },
    ])
    expect(await count(3)).toBe(0)
    expect(commits, 'one COMMIT for the five').toBe(1)

    // One at a time, each is committed on its own.
    await member(6)
    await member(7)
    expect(commits).toBe(3)
  })

  test('SQLite: a COMMIT that fails fails every member of its group, as uncertain, and stores none', async () => {
    if (db.name !== 'sqlite') return
    const { withTransaction, commitUncertain } = transaction
    const stamp = Date.now()
    const email = (n: number) => `tx-group-fail-${n}-${stamp}@example.com`
    const member = (n: number) =>
      withTransaction(t.payload, async (req) => {
        await userIn(req, email(n))
        if (n === 2) {
          // A broken reference that SQLite checks only at COMMIT.
          const { sql } = await import('@payloadcms/db-sqlite/drizzle')
          const tx = db.sessions[req.transactionID]!.db as { run: (query: unknown) => Promise<unknown> }
          await tx.run(sql`PRAGMA defer_foreign_keys = ON`)
          await tx.run(sql`INSERT INTO users_roles ("order", parent_id, value) VALUES (1, 999999999, 'ROLE_USER')`)
        }
      })
    const outcomes = await Promise.all(
      [1, 2, 3].map((n) =>
        member(n).then(
          () => null,
          (err: unknown) => err,
        ),
      ),
    )
    for (const err of outcomes) {
      expect(err).toBeInstanceOf(Error)
      expect(commitUncertain(err)).toBe(true)
    }
    const stored = await t.payload.count({ collection: 'users', where: { email: { like: `tx-group-fail-` } } })
    expect(stored.totalDocs).toBe(0)
    // The next transaction works.
    await member(4)
    expect((await t.payload.count({ collection: 'users', where: { email: { equals: email(4) } } })).totalDocs).toBe(1)
  })

  test("the outbox's delivery job is the row payload.jobs.queue writes", async () => {
    const { queueDelivery } = await import('@medtour/cms/jobs/outbox')
    const { SEND_MESSAGE_TASK, MAIL_QUEUE } = await import('@medtour/cms/jobs/kinds')
    const input = { message: 987654, lane: 'same-row@example.com' }
    await t.payload.jobs.queue({ task: SEND_MESSAGE_TASK, queue: MAIL_QUEUE, input } as never)
    await queueDelivery(t.payload, undefined, input)
    const { docs } = await t.payload.find({
      collection: 'payload-jobs',
      where: { 'input.message': { equals: 987654 } } as never,
      overrideAccess: true,
      sort: 'id',
    })
    expect(docs).toHaveLength(2)
    const shape = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !['id', 'createdAt', 'updatedAt'].includes(k)))
    expect(shape(docs[1] as never)).toStrictEqual(shape(docs[0] as never))
    expect(shape(docs[0] as never)).toMatchObject({ input, taskSlug: SEND_MESSAGE_TASK, queue: MAIL_QUEUE })
    await t.payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: docs.map((d) => d.id) } },
      overrideAccess: true,
    })
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
