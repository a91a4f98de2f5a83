/**
 * The row writers, adapter files of their own (docs/architecture.md, "Adapter files"):
 * `insertRow` (cms/src/rows.ts) and `writeAtOnce` (cms/src/rowsAtOnce.ts) write below Payload's
 * operations, so each is checked here, on a real database (SQLite and PostgreSQL), to store the
 * rows the adapter's own create stores. When one fails after an upgrade, the adapter changed its
 * row layout: read the file's comment.
 */
import { startApi, type TestApi } from './helpers'

let t: TestApi
let transaction: typeof import('@medtour/cms/transaction')

beforeAll(async () => {
  t = await startApi({ worker: false })
  transaction = await import('@medtour/cms/transaction')
}, 120_000)

afterAll(async () => {
  await t?.stop()
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

/** A queued message written at once, with its id and key. */
const message = (id: number, key: string) => ({
  collection: 'messages' as const,
  data: { id, kind: 'staff-booking', key, to: 'x@example.test', subject: 's', state: 'queued', mail: {} },
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
  test('records are written at once on PostgreSQL and SQLite', async () => {
    const { writesAtOnce } = await import('@medtour/cms/rowsAtOnce')
    expect(['postgres', 'sqlite']).toContain(t.payload.db.name)
    expect(writesAtOnce(t.payload)).toBe(true)
  })

  test("each record at once is the row the adapter's create stores: message, job, audit entry", async () => {
    const { writeAtOnce } = await import('@medtour/cms/rowsAtOnce')
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
    const messageId = await writeAtOnce(t.payload, ['messages'], ([id]) => ({
      result: id!,
      records: [
        { collection: 'messages', data: { ...message, key: `at-once:${now}:at-once`, id: id! } },
        { collection: 'payload-jobs', data: job },
        { collection: 'audit-entries', data: entry },
      ],
    }))
    expect(messageId).toBeGreaterThan(viaCreate.message.id as number)
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
    // SQLite keeps json as text and booleans as 0/1.
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)
    expect({ ...messages[1], sensitive: Boolean(messages[1]!.sensitive), mail: json(messages[1]!.mail) }).toMatchObject(
      {
        sensitive: true,
        mail: message.mail,
        key: `at-once:${now}:at-once`,
      },
    )
    const jobs = await rows('payload_jobs', 'id', viaCreate.job.id)
    const jobsAtOnce = (await rows('payload_jobs', 'taskSlug', SEND_MESSAGE_TASK)).filter(
      (r) => (json(r.input) as { message?: number }).message === 876543,
    )
    expect(jobsAtOnce).toHaveLength(2)
    expect(shape(jobsAtOnce[1])).toStrictEqual(shape(jobs[0]))
    expect(jobsAtOnce[1]!.created_at).toBeTruthy()
    const entries = await rows('audit_entries', 'docId', 876543)
    expect(entries).toHaveLength(2)
    expect(shape(entries[1])).toStrictEqual(shape(entries[0]))
    expect(entries[1]).toMatchObject({ summary: entry.summary, actor_role: 'system' })
  })

  test('a field it does not write (a localized one) is refused before anything is written', async () => {
    const { writeAtOnce } = await import('@medtour/cms/rowsAtOnce')
    const key = `at-once-localized:${Date.now()}`
    const refused = () =>
      writeAtOnce(t.payload, ['messages'], ([id]) => ({
        result: id!,
        records: [message(id!, key), { collection: 'specialities', data: { name: 'Once' } }],
      }))
    // Twice: the second time on the plan kept from the first.
    for (let i = 0; i < 2; i++) await expect(refused()).rejects.toThrow('specialities.name (text) is not written here')
    const left = await t.payload.count({ collection: 'messages', where: { key: { equals: key } } })
    expect(left.totalDocs).toBe(0)
  })

  test('all or none: a refused row (a message key used before) leaves none of the others', async () => {
    const { writeAtOnce } = await import('@medtour/cms/rowsAtOnce')
    const { SEND_MESSAGE_TASK, MAIL_QUEUE } = await import('@medtour/cms/jobs/kinds')
    const key = `at-once-refused:${Date.now()}`
    const first = await writeAtOnce(t.payload, ['messages'], ([id]) => ({ result: id!, records: [message(id!, key)] }))
    let second = 0
    const refused = writeAtOnce(t.payload, ['messages', 'messages'], ([id, third]) => {
      second = id!
      return {
        result: id,
        records: [
          message(id!, `${key}:new`),
          {
            collection: 'payload-jobs',
            data: { input: { message: id }, taskSlug: SEND_MESSAGE_TASK, queue: MAIL_QUEUE },
          },
          message(third!, key),
        ],
      }
    })
    await expect(refused).rejects.toThrow(/unique/i)
    expect(second).toBeGreaterThan(first)
    const left = await t.payload.find({ collection: 'messages', where: { key: { like: key } }, overrideAccess: true })
    expect(left.docs.map((d) => d.id)).toEqual([first])
    const jobs = await t.payload.count({
      collection: 'payload-jobs',
      where: { 'input.message': { equals: second } } as never,
    })
    expect(jobs.totalDocs).toBe(0)
  })

  test('rows read as unchanged: written when their stamps still hold, and nothing when one changed', async () => {
    const { RowsChanged, writeAtOnce } = await import('@medtour/cms/rowsAtOnce')
    const key = `at-once-unchanged:${Date.now()}`
    const doctor = await t.payload.findByID({ collection: 'doctors', id: t.fixtures.doctorId, overrideAccess: true })
    const stamp = { collection: 'doctors' as const, id: doctor.id, updatedAt: doctor.updatedAt }
    const write = (k: string, unchanged: (typeof stamp)[]) =>
      writeAtOnce(t.payload, ['messages'], ([id]) => ({ result: id!, records: [message(id!, k)] }), unchanged)

    const kept = await write(`${key}:kept`, [stamp])
    const later = new Date(Date.parse(doctor.updatedAt) + 1000).toISOString()
    await expect(write(`${key}:changed`, [stamp, { ...stamp, updatedAt: later }])).rejects.toBeInstanceOf(RowsChanged)
    await expect(write(`${key}:gone`, [{ ...stamp, id: 999_999 }])).rejects.toBeInstanceOf(RowsChanged)

    const left = await t.payload.find({ collection: 'messages', where: { key: { like: key } }, overrideAccess: true })
    expect(left.docs.map((d) => d.id)).toEqual([kept])
  })
  test('many writes at the same time: an id each, taken by a query now and then, not one per write', async () => {
    const { ID_BLOCK, writeAtOnce } = await import('@medtour/cms/rowsAtOnce')
    const key = `at-once-many:${Date.now()}`
    // PostgreSQL takes ids ahead from the sequences; each query that takes them is counted here.
    const pool = (t.payload.db as unknown as { pool?: { query: (...args: unknown[]) => unknown } }).pool
    const query = pool?.query
    let reservations = 0
    if (pool && query) {
      pool.query = (...args: unknown[]) => {
        if ((args[0] as { name?: string })?.name === 'medtour_reserve_ids') reservations++
        return query.apply(pool, args)
      }
    }
    const writes = 2 * ID_BLOCK + 100
    try {
      const ids = await Promise.all(
        Array.from({ length: writes }, (_, i) =>
          writeAtOnce(t.payload, ['messages'], ([id]) => ({ result: id!, records: [message(id!, `${key}:${i}`)] })),
        ),
      )
      expect(new Set(ids).size).toBe(writes)
      const stored = await t.payload.count({ collection: 'messages', where: { key: { like: key } } })
      expect(stored.totalDocs).toBe(writes)
      // One block for those short at once, then one started in the background at each low stock.
      if (pool) expect(reservations).toBeGreaterThan(0)
      expect(reservations).toBeLessThanOrEqual(4)
    } finally {
      if (pool && query) pool.query = query
      await t.payload.delete({ collection: 'messages', where: { key: { like: key } }, overrideAccess: true })
    }
  })
})

describe('cms/src/rowStatements.ts: writes at the same moment share a statement (PostgreSQL)', () => {
  /** Counts the statements writing records at once while `run` runs. */
  const counted = async <T>(run: () => Promise<T>) => {
    const pool = (t.payload.db as unknown as { pool?: { query: (...args: unknown[]) => unknown } }).pool
    const query = pool?.query
    const seen = { statements: 0 }
    if (pool && query) {
      pool.query = (...args: unknown[]) => {
        if ((args[0] as { name?: string })?.name?.startsWith('medtour_at_once_')) seen.statements++
        return query.apply(pool, args)
      }
    }
    try {
      return { result: await run(), seen }
    } finally {
      if (pool && query) pool.query = query
    }
  }

  test("shared, yet each write's refusal its own: a key used before, a row changed", async () => {
    const { RowsChanged, SHARED_MOST, writeAtOnce } = await import('@medtour/cms/rowsAtOnce')
    const key = `at-once-shared:${Date.now()}`
    const doctor = await t.payload.findByID({ collection: 'doctors', id: t.fixtures.doctorId, overrideAccess: true })
    const stamp = { collection: 'doctors' as const, id: doctor.id, updatedAt: doctor.updatedAt }
    const changed = { ...stamp, updatedAt: new Date(Date.parse(doctor.updatedAt) + 1000).toISOString() }
    await writeAtOnce(t.payload, ['messages'], ([id]) => ({ result: id!, records: [message(id!, `${key}:used`)] }))
    const writes = 3 * SHARED_MOST
    // Every write checks the doctor's stamp (one shape); write 7 carries a changed one, 11 a key used before.
    const { result, seen } = await counted(() =>
      Promise.allSettled(
        Array.from({ length: writes }, (_, i) =>
          writeAtOnce(
            t.payload,
            ['messages'],
            ([id]) => ({ result: id!, records: [message(id!, i === 11 ? `${key}:used` : `${key}:${i}`)] }),
            [i === 7 ? changed : stamp],
          ),
        ),
      ),
    )
    try {
      const refused = result.flatMap((r, i) => (r.status === 'rejected' ? [i] : []))
      expect(refused).toEqual([7, 11])
      expect((result[7] as PromiseRejectedResult).reason).toBeInstanceOf(RowsChanged)
      expect(String((result[11] as PromiseRejectedResult).reason)).toMatch(/unique/i)
      const stored = await t.payload.count({ collection: 'messages', where: { key: { like: key } } })
      expect(stored.totalDocs).toBe(1 + writes - 2)
      if (t.payload.db.name === 'postgres') {
        // Shared statements, then each write of a refused one alone: fewer than one statement each.
        expect(seen.statements).toBeGreaterThan(0)
        expect(seen.statements).toBeLessThan(writes)
      } else expect(seen.statements).toBe(0)
    } finally {
      await t.payload.delete({ collection: 'messages', where: { key: { like: key } }, overrideAccess: true })
    }
  })
})
