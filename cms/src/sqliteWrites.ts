/**
 * Every write Payload's SQLite adapter makes outside a transaction runs in one of this process's
 * transactions (cms/src/transaction.ts wraps the adapter through `wrapPlainWrites`; cms/src/db.ts
 * applies it). Payload switches transactions off on SQLite, so one of its writes is several
 * statements each committed alone: an update deletes a document's localized rows and inserts them
 * again. Another process reading between the two (the cms validating an editor's save while the
 * worker publishes on schedule, the site's GraphQL while an editor saves) saw the document without
 * its localized fields, and the save was refused as "Name: This field is required". Inside a
 * transaction a reader sees the document before the write or after it, never half-way.
 *
 * It also keeps this process from deadlocking itself: SQLite has one write lock, and its driver
 * is synchronous, so a plain write waiting for the lock that this process's own transaction holds
 * would block the event loop that transaction needs to finish. As a transaction, the write waits
 * its turn behind it instead.
 */

/** The adapter methods that write (every one of them, checked against the adapter by booking-api/tests/adapters.test.ts). */
export const WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type Req = { transactionID?: unknown } & Record<string, unknown>

/** Runs `work` in a transaction and settles once it is committed (or rolled back). */
export type InTransaction = <T>(work: (transactionID: string) => Promise<T>) => Promise<T>

/** Runs the adapter's writes made outside a transaction through `inTransaction`. */
export const wrapPlainWrites = <A extends object>(adapter: A, inTransaction: InTransaction): A => {
  const methods = adapter as unknown as Record<string, (args: { req?: Req }) => Promise<unknown>>
  for (const name of WRITES) {
    const original = methods[name]
    if (typeof original !== 'function') continue
    methods[name] = async function atomic(this: unknown, args) {
      // Payload's operations hold a promise of the id while they begin (null on SQLite).
      if (await args?.req?.transactionID) return original.call(this, args)
      // The adapter reads `transactionID`, `locale` and `t` of the request: a copy carries them.
      return inTransaction((transactionID) => original.call(this, { ...args, req: { ...args?.req, transactionID } }))
    }
  }
  return adapter
}
