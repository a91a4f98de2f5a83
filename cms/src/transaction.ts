/**
 * One database transaction around several Local API calls: pass `req` to each call and either all
 * of their writes are committed or none is, also when the process dies half-way (the database
 * rolls back what was never committed).
 *
 * Payload's own `beginTransaction` is not used: on SQLite the adapter has transactions switched
 * off (it returns no id), and on every adapter a failed COMMIT is swallowed, so a booking could be
 * reported as stored when it was not. This opens the transaction through the adapter's Drizzle
 * instance in the same way and registers it in `payload.db.sessions`, where the adapter's
 * operations look a `req.transactionID` up, but lets a failed COMMIT reach the caller.
 *
 * On SQLite the transactions run on a connection of their own, opened once per process and kept
 * (`transactionConnection`). The driver's own transactions hand the client's connection to the
 * transaction and open a new one for everything after it: every transaction paid for a new
 * connection, which reads the whole schema (several hundred tables) again on its first statement,
 * about a quarter of a booking's time, and the old connection stayed open until garbage collected.
 *
 * The adapter file for Payload's transactions (docs/architecture.md, "Adapter files"):
 * booking-api/tests/adapters.test.ts checks each fact this file stands on against the installed
 * Payload, on SQLite and PostgreSQL, and fails when one stops holding.
 */
import { randomUUID } from 'node:crypto'

import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

import { gateOf } from './sqliteGate'
import { openStatementClient } from './sqliteStatements'

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }

type DrizzleAdapter = {
  name: string
  initializing: Promise<void>
  sessions: Record<string, Session>
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>) => Promise<void> }
  /** SQLite only: how the adapter opened its client, its busy timeout, WAL settings and schema. */
  clientConfig?: { url: string }
  busyTimeout?: number
  wal?: { synchronous?: string } | false
  schema?: Record<string, unknown>
}

export type TransactionReq = { transactionID: string }

const ROLLED_BACK = Symbol('rolled back')

const uncertain = new WeakSet<object>()

/**
 * True when the COMMIT itself failed (the connection dropped, say): the database may have stored
 * the work or not. Any other error from `withTransaction` means nothing was stored.
 */
export const commitUncertain = (err: unknown): boolean => typeof err === 'object' && err !== null && uncertain.has(err)

/**
 * SQLite allows one writer, and its driver is synchronous: a second transaction of this process
 * waiting for the lock would block the event loop that the first one needs to finish. So this
 * process runs its transactions one after another.
 */
const sqliteQueue = new WeakMap<object, Promise<unknown>>()

const run = async <T>(db: DrizzleAdapter, work: (req: TransactionReq) => Promise<T>): Promise<T> => {
  await db.initializing
  const id = randomUUID()
  let decide!: (commit: boolean) => void
  const decided = new Promise<boolean>((resolve) => (decide = resolve))
  let opened!: () => void
  const open = new Promise<void>((resolve) => (opened = resolve))
  const done = db.drizzle.transaction(async (tx) => {
    db.sessions[id] = {
      db: tx,
      resolve: () => (decide(true), done),
      // Payload rolls the transaction back itself when one of its operations fails.
      reject: () => (decide(false), done.catch(() => undefined)),
    }
    opened()
    if (!(await decided)) throw ROLLED_BACK
  })
  // BEGIN itself may fail (database down): then `done` rejects before the session opens.
  await Promise.race([open, done])

  try {
    const result = await work({ transactionID: id })
    if (!db.sessions[id]) throw new Error('The transaction was rolled back.')
    delete db.sessions[id]
    decide(true)
    await done.catch((err: unknown) => {
      if (err && typeof err === 'object') uncertain.add(err)
      throw err
    })
    return result
  } catch (err) {
    delete db.sessions[id]
    decide(false)
    await done.catch(() => undefined)
    throw err
  }
}

/** Adapters without Drizzle (MongoDB): Payload's own transactions, where the server has them. */
const payloadTransaction = async <T>(payload: Payload, work: (req: TransactionReq) => Promise<T>): Promise<T> => {
  const id = await payload.db.beginTransaction()
  if (!id) return work({ transactionID: '' })
  try {
    const result = await work({ transactionID: String(id) })
    await payload.db.commitTransaction(id)
    return result
  } catch (err) {
    await payload.db.rollbackTransaction(id).catch(() => undefined)
    throw err
  }
}

type SqliteClient = Pick<Client, 'execute' | 'close'>
type TransactionConnection = { client: SqliteClient; drizzle: unknown }

const transactionConnections = new WeakMap<object, Promise<TransactionConnection>>()

/**
 * This process's connection for SQLite transactions: a second client on the adapter's file, set
 * up as the adapter sets up its own (busy timeout, WAL durability), with a Drizzle instance of the
 * adapter's schema, so the adapter's operations run on it unchanged. Opened at the first
 * transaction; `closeTransactionConnection` closes it with the adapter (cms/src/db.ts).
 */
const transactionConnection = (db: DrizzleAdapter): Promise<TransactionConnection> => {
  let connection = transactionConnections.get(db)
  if (!connection) {
    connection = (async () => {
      const [{ createClient }, { drizzle }] = await Promise.all([
        import('@libsql/client'),
        import('@payloadcms/db-sqlite/drizzle/libsql'),
      ])
      // A local file: the same driver with its statements kept prepared (./sqliteStatements.ts).
      const { url } = db.clientConfig!
      const client = url.startsWith('file:') ? openStatementClient(url) : createClient(db.clientConfig!)
      if (db.busyTimeout) await client.execute(`PRAGMA busy_timeout = ${db.busyTimeout}`)
      if (db.wal && db.wal.synchronous) await client.execute(`PRAGMA synchronous = ${db.wal.synchronous}`)
      return { client, drizzle: drizzle(client as Client, { schema: db.schema }) }
    })()
    transactionConnections.set(db, connection)
    // A connection that could not be opened is tried again by the next transaction.
    connection.catch(() => transactionConnections.delete(db))
  }
  return connection
}

/** Closes the SQLite transaction connection of `adapter`, if one was opened. */
export const closeTransactionConnection = async (adapter: object) => {
  // A group under way ends first (cms/src/db.ts closes the adapter after the requests).
  await groups.get(adapter)?.committed.catch(noop)
  await dropConnection(adapter)
}

/** Forgets the connection at once (the next transaction opens another), then closes it. */
const dropConnection = async (adapter: object) => {
  const connection = transactionConnections.get(adapter)
  transactionConnections.delete(adapter)
  if (connection) (await connection.catch(() => null))?.client.close()
}

/**
 * SQLite: transactions committed in groups. A COMMIT with `synchronous = FULL` writes the log to
 * disk and waits for it (about 2 ms of the event loop, a sixth of a booking), and this process's
 * transactions run one after another anyway. So a transaction that finds a group open joins it:
 * its work runs in a savepoint of the group's transaction (its failure rolls back its own work
 * only), and it is answered once the group's one COMMIT is on disk, never before. The group
 * commits when a turn of the event loop passes with no newcomer, or at GROUP_MAX members or
 * GROUP_MAX_MS of age. A failed COMMIT fails every member as uncertain (`commitUncertain`).
 *
 * BEGIN IMMEDIATE takes the write lock when the group opens (a transaction that reads, then
 * writes, never fails half-way on a lock another process took).
 */
type Group = {
  client: SqliteClient
  drizzle: unknown
  members: number
  /** Members at the last look (a newcomer since keeps the group open one more turn). */
  seen: number
  /** A member's work is under way (members run one at a time). */
  busy: boolean
  /** A member could not undo its work: the group rolls back instead of committing. */
  broken: unknown
  opened: number
  looking: boolean
  closing: boolean
  committed: Promise<void>
  settle: (err?: unknown) => void
}

const GROUP_MAX = 32
const GROUP_MAX_MS = 50

const groups = new WeakMap<object, Group>()

/** The connection each open SQLite transaction runs on, by its id. */
const clientOfSession = new Map<string, SqliteClient>()

/**
 * The SQLite connection the transaction of `req` runs on, for statements of its own
 * (../rowsAtOnce.ts); undefined on other databases or outside a transaction.
 */
export const sqliteClientOf = (req: TransactionReq): SqliteClient | undefined => clientOfSession.get(req.transactionID)

const noop = () => undefined

const openGroup = async (db: DrizzleAdapter): Promise<Group> => {
  const current = groups.get(db)
  if (current && !current.closing) return current
  if (current) await current.committed.catch(noop)
  const gate = gateOf(db)
  let closeGate!: () => void
  gate.open = new Promise<void>((resolve) => (closeGate = resolve))
  const release = () => {
    gate.open = null
    closeGate()
  }
  let connection: TransactionConnection
  try {
    if (gate.inFlight > 0) await new Promise<void>((resolve) => (gate.drained = resolve))
    gate.drained = null
    connection = await transactionConnection(db)
    try {
      await connection.client.execute('BEGIN IMMEDIATE')
    } catch (err) {
      // A BEGIN refused as busy stays "in progress" on its connection, and every later COMMIT
      // there would fail: the next transaction opens a new connection.
      await dropConnection(db)
      throw err
    }
  } catch (err) {
    release()
    throw err
  }
  let settle!: (err?: unknown) => void
  const committed = new Promise<void>((resolve, reject) => (settle = (err) => (err ? reject(err) : resolve())))
  committed.catch(noop)
  const group: Group = {
    ...connection,
    members: 0,
    seen: 0,
    busy: false,
    broken: null,
    opened: performance.now(),
    looking: false,
    closing: false,
    committed,
    settle: (err) => {
      release()
      settle(err)
    },
  }
  groups.set(db, group)
  return group
}

const closeGroup = async (db: DrizzleAdapter, group: Group) => {
  group.closing = true
  let failure = group.broken
  if (!failure) {
    try {
      await group.client.execute('COMMIT')
    } catch (err) {
      if (err && typeof err === 'object') uncertain.add(err)
      failure = err
    }
  }
  if (groups.get(db) === group) groups.delete(db)
  if (!failure) return group.settle()
  // A COMMIT refused (not lost on the way) leaves the transaction open: end it. The connection
  // may still hold the transaction's snapshot (the next BEGIN there failed as BUSY_SNAPSHOT):
  // the next group opens a new one.
  await group.client.execute('ROLLBACK').catch(noop)
  void dropConnection(db)
  group.settle(failure)
}

/** Commits the group once a turn passes with no newcomer (or it is full or old enough). */
const lookLater = (db: DrizzleAdapter, group: Group) => {
  if (group.looking || group.closing) return
  group.looking = true
  setImmediate(() => {
    group.looking = false
    // The member under way looks again when it ends.
    if (group.busy || group.closing) return
    const grew = group.members !== group.seen
    group.seen = group.members
    if (grew && group.members < GROUP_MAX && performance.now() - group.opened < GROUP_MAX_MS) lookLater(db, group)
    else void closeGroup(db, group)
  })
}

/**
 * Runs `work` as a member of the open group. Settles when its work is done (its result, or its
 * error after its work was undone), with the group it belongs to, not yet committed.
 */
const runMember = async <T>(
  db: DrizzleAdapter,
  work: (req: TransactionReq) => Promise<T>,
): Promise<{ group: Group; outcome: { ok: true; result: T } | { ok: false; error: unknown } }> => {
  await db.initializing
  const group = await openGroup(db)
  const { client } = group
  const savepoint = `member_${++group.members}`
  group.busy = true
  let open = false
  const undo = async () => {
    if (!open) return
    open = false
    try {
      await client.execute(`ROLLBACK TO ${savepoint}`)
      await client.execute(`RELEASE ${savepoint}`)
    } catch (err) {
      group.broken ??= err
    }
  }
  const id = randomUUID()
  try {
    await client.execute(`SAVEPOINT ${savepoint}`)
    open = true
    clientOfSession.set(id, client)
    db.sessions[id] = {
      db: group.drizzle,
      // Payload never commits a transaction it did not begin; the COMMIT is the group's.
      resolve: async () => undefined,
      // Payload rolls the transaction back itself when one of its operations fails.
      reject: undo,
    }
    const result = await work({ transactionID: id })
    if (!db.sessions[id] || !open) throw new Error('The transaction was rolled back.')
    delete db.sessions[id]
    open = false
    try {
      await client.execute(`RELEASE ${savepoint}`)
    } catch (err) {
      // Its work could be neither kept apart nor undone: nothing of the group is committed.
      group.broken ??= err
      throw err
    }
    return { group, outcome: { ok: true, result } }
  } catch (error) {
    delete db.sessions[id]
    await undo()
    return { group, outcome: { ok: false, error } }
  } finally {
    clientOfSession.delete(id)
    group.busy = false
    lookLater(db, group)
  }
}

/** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
export const withTransaction = <T>(payload: Payload, work: (req: TransactionReq) => Promise<T>): Promise<T> => {
  const db = payload.db as unknown as DrizzleAdapter
  if (!db.drizzle) return payloadTransaction(payload, work)
  if (db.name !== 'sqlite') return run(db, work)
  // Members run one at a time; each is answered when its group is committed.
  const previous = sqliteQueue.get(db) ?? Promise.resolve()
  const worked = previous.catch(noop).then(() => runMember(db, work))
  sqliteQueue.set(db, worked)
  // A member that failed is answered when its group is over too: no transaction is left open
  // once every call has settled.
  return worked.then(async ({ group, outcome }) => {
    if (!outcome.ok) {
      await group.committed.catch(noop)
      throw outcome.error
    }
    await group.committed
    return outcome.result
  })
}

/** The adapter methods the gate wraps (booking-api/tests/adapters.test.ts checks them). */
export { WRITES } from './sqliteGate'
