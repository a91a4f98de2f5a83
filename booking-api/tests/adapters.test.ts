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

/** A queued message's every field, as the outbox stores it. */
const queuedMessage = (to: string, now: string) => ({
  kind: 'staff-booking',
  to,
  subject: 'Same row',
  lang: 'ar',
  appointment: null,
  user: null,
  state: 'queued',
  attempts: 0,
  mail: { to, subject: 'Same row', html: '<p>x</p>', text: 'x' },
  sensitive: false,
  createdAt: now,
  updatedAt: now,
})

describe('cms/src/rows.ts', () => {
  test("insertRow stores the row the adapter's create stores, in the transaction, and returns its id", async () => {
    const { insertRow } = await import('@medtour/cms/rows')
    const now = new Date().toISOString()
    const data = { ...queuedMessage('rows@example.test', now), key: `rows-test:${now}` }
    const created = await t.payload.db.create({ collection: 'messages', data: { ...data, key: `${data.key}:create` } })
    const id = await transaction.withTransaction(t.payload, (req) =>
      insertRow(t.payload, 'messages', { ...data, key: `${data.key}:insertRow` }, req),
    )
    expect(typeof id).toBe('number')
    const stored = await t.payload.findByID({ collection: 'messages', id, depth: 0, overrideAccess: true })
    const shape = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !['id', 'key'].includes(k)))
    const again = await t.payload.findByID({ collection: 'messages', id: created.id, depth: 0, overrideAccess: true })
    expect(shape(stored as never)).toStrictEqual(shape(again as never))
    expect(stored.key).toBe(`${data.key}:insertRow`)

    // Rolled back with its transaction.
    const refused = transaction.withTransaction(t.payload, async (req) => {
      await insertRow(t.payload, 'messages', { ...data, key: `${data.key}:rolled-back` }, req)
      throw new Error('refused after the insert')
    })
    await expect(refused).rejects.toThrow('refused after the insert')
    const left = await t.payload.count({
      collection: 'messages',
      where: { key: { equals: `${data.key}:rolled-back` } },
    })
    expect(left.totalDocs).toBe(0)
    await t.payload.delete({ collection: 'messages', where: { key: { like: 'rows-test:' } }, overrideAccess: true })
  })
})

describe('cms/src/rowsAtOnce.ts', () => {
  const onPostgres = process.env.TEST_DB === 'postgres' ? test : test.skip

  test('records are written at once on PostgreSQL only', async () => {
    const { writesAtOnce } = await import('@medtour/cms/rowsAtOnce')
    expect(writesAtOnce(t.payload)).toBe(db.name === 'postgres')
  })

  onPostgres("each record at once is the row the adapter's create stores: message, job, audit entry", async () => {
    const { insertAtOnce, reserveIds } = await import('@medtour/cms/rowsAtOnce')
    const { SEND_MESSAGE_TASK, MAIL_QUEUE } = await import('@medtour/cms/jobs/kinds')
    const now = new Date().toISOString()
    const message = { ...queuedMessage('at-once@example.test', now), sensitive: true }
    const job = {
      input: { message: 876543, lane: 'at-once@example.test' },
      taskSlug: SEND_MESSAGE_TASK,
      queue: MAIL_QUEUE,
    }
    const entry = {
      actor: null,
      actorEmail: null,
      actorRole: 'system',
      targetCollection: 'appointments',
      docId: 876543,
      action: 'create',
      changes: [{ field: 'status', from: null, to: 'PENDING' }],
      summary: 'created; status: PENDING',
    }
    const viaCreate = {
      message: await t.payload.db.create({
        collection: 'messages',
        data: { ...message, key: `at-once:${now}:create` },
      }),
      job: await t.payload.db.create({ collection: 'payload-jobs', data: job }),
      entry: await t.payload.db.create({ collection: 'audit-entries', data: entry }),
    }
    const [messageId] = await reserveIds(t.payload, ['messages'])
    expect(messageId).toBeGreaterThan(viaCreate.message.id as number)
    await insertAtOnce(t.payload, [
      { collection: 'messages', data: { ...message, key: `at-once:${now}:at-once`, id: messageId! } },
      { collection: 'payload-jobs', data: job },
      { collection: 'audit-entries', data: entry },
    ])
    // Every column as stored (a read through Payload would hide the message's body).
    const { readRows } = await import('@medtour/cms/db')
    const rows = async (table: string, column: string, value: unknown) =>
      (await readRows(t.payload, (sql, tables) => {
        const tb = tables[table]!
        return sql`SELECT * FROM ${tb} WHERE ${tb[column]} = ${value} ORDER BY ${tb.id}`
      }))!
    const shape = (row: Record<string, unknown> | undefined) =>
      Object.fromEntries(
        Object.entries(row ?? {}).filter(([k]) => !['id', 'key', 'created_at', 'updated_at'].includes(k)),
      )
    const messages = await rows('messages', 'to', 'at-once@example.test')
    expect(messages.map((m) => m.id)).toEqual([viaCreate.message.id, messageId])
    expect(shape(messages[1])).toStrictEqual(shape(messages[0]))
    expect(messages[1]).toMatchObject({ sensitive: true, mail: message.mail, key: `at-once:${now}:at-once` })
    const jobs = await rows('payload_jobs', 'id', viaCreate.job.id)
    const jobsAtOnce = (await rows('payload_jobs', 'taskSlug', SEND_MESSAGE_TASK)).filter(
      (r) => (r.input as { message?: number }).message === 876543,
    )
    expect(jobsAtOnce).toHaveLength(2)
    expect(shape(jobsAtOnce[1])).toStrictEqual(shape(jobs[0]))
    expect(jobsAtOnce[1]!.created_at).toBeTruthy()
    const entries = await rows('audit_entries', 'docId', 876543)
    expect(entries).toHaveLength(2)
    expect(shape(entries[1])).toStrictEqual(shape(entries[0]))
    expect(entries[1]).toMatchObject({ summary: entry.summary, actor_role: 'system' })
  })

  onPostgres('all or none: a refused row (a message key used before) leaves none of the others', async () => {
    const { insertAtOnce, reserveIds } = await import('@medtour/cms/rowsAtOnce')
    const { SEND_MESSAGE_TASK, MAIL_QUEUE } = await import('@medtour/cms/jobs/kinds')
    const key = `at-once-refused:${Date.now()}`
    const message = (id: number, k: string) => ({
      collection: 'messages' as const,
      data: { id, kind: 'staff-booking', key: k, to: 'x@example.test', subject: 's', state: 'queued', mail: {} },
    })
    const [first, second, third] = await reserveIds(t.payload, ['messages', 'messages', 'messages'])
    await insertAtOnce(t.payload, [message(first!, key)])
    const refused = insertAtOnce(t.payload, [
      message(second!, `${key}:new`),
      {
        collection: 'payload-jobs',
        data: { input: { message: second }, taskSlug: SEND_MESSAGE_TASK, queue: MAIL_QUEUE },
      },
      message(third!, key),
    ])
    await expect(refused).rejects.toThrow(/unique/i)
    const left = await t.payload.find({ collection: 'messages', where: { key: { like: key } }, overrideAccess: true })
    expect(left.docs.map((d) => d.id)).toEqual([first])
    const jobs = await t.payload.count({
      collection: 'payload-jobs',
      where: { 'input.message': { equals: second } } as never,
    })
    expect(jobs.totalDocs).toBe(0)
  })
})
