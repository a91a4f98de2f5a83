/**
 * The SQLite write gate of this process (cms/src/transaction.ts opens and closes it around its
 * transactions; cms/src/db.ts wraps the adapter with it). Writes outside a transaction: while one of this process's transactions holds the write
 * lock, a plain write from another request would wait for the lock synchronously, blocking the
 * event loop the transaction needs to finish (a deadlock until the busy timeout). So on SQLite
 * plain writes wait while a transaction of this process is open, and a transaction waits for the
 * plain writes already under way. Other processes just wait for the lock (the busy timeout).
 */
export type Gate = { open: Promise<void> | null; inFlight: number; drained: (() => void) | null }
const gates = new WeakMap<object, Gate>()
export const gateOf = (db: object) => {
  let gate = gates.get(db)
  if (!gate) gates.set(db, (gate = { open: null, inFlight: 0, drained: null }))
  return gate
}

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

/** Wraps a SQLite adapter's write operations with this process's gate (cms/src/db.ts). */
export const gateSqliteWrites = <A extends object>(adapter: A): A => {
  const methods = adapter as unknown as Record<
    string,
    (args: { req?: { transactionID?: unknown } }) => Promise<unknown>
  >
  for (const name of WRITES) {
    const original = methods[name]
    if (typeof original !== 'function') continue
    methods[name] = async function gated(this: unknown, args) {
      // Payload's operations hold a promise of the id while they begin (null on SQLite).
      if (!(await args?.req?.transactionID)) {
        const gate = gateOf(adapter)
        while (gate.open) await gate.open
        gate.inFlight++
        try {
          return await original.call(this, args)
        } finally {
          if (--gate.inFlight === 0) gate.drained?.()
        }
      }
      return original.call(this, args)
    }
  }
  return adapter
}
