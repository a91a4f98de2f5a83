/**
 * Background work gives way to requests. An API process whose requests wait in line (it has
 * more to do than it can begin at once: booking-api/src/http/turns.ts) says so here; while one
 * does, the worker runs one job at a time with a gap between them (./worker.ts) instead of
 * several at once. On one machine the worker, the SMTP server and the database's work for them
 * took CPU from the API during a burst of bookings: bookings answered slower, for e-mails that
 * can as well go out a few seconds later (docs/jobs.md, "Giving way").
 *
 * The signal is a lease like a worker's on a job (the `job-leases` collection): an API process
 * holds `busy:<process>` until it expires, and renews it at most once a second while its line
 * lasts. Stale rows do no harm: an expired one means nothing, and the next signal overwrites it.
 */
import { hostname } from 'node:os'

import type { Payload } from 'payload'
import * as clock from '../shared/clock'

/** The prefix of the leases held by busy API processes (no job's id starts with it). */
export const BUSY_PREFIX = 'busy:'

/** How long one signal holds the worker back, and how often a process writes it at most. */
const BUSY_HOLD_MS = 3_000
const WRITE_EVERY_MS = 1_000

/**
 * A function the API calls whenever its requests wait: it stores (at most once a second) that
 * this process is busy for the next BUSY_HOLD_MS. A failed write is ignored: giving way is a
 * courtesy, never a reason for a request to fail.
 */
export const busySignal = (payload: Payload, holder = `${hostname()}:${process.pid}`) => {
  const job = `${BUSY_PREFIX}${holder}`
  let last = -Infinity
  return () => {
    const now = clock.nowMs()
    if (now - last < WRITE_EVERY_MS) return
    last = now
    const stamp = new Date(now).toISOString()
    void payload.db
      .upsert({
        collection: 'job-leases',
        where: { job: { equals: job } },
        data: { job, worker: holder, expiresAt: new Date(now + BUSY_HOLD_MS).toISOString(), updatedAt: stamp },
        returning: false,
      })
      .catch(() => undefined)
  }
}
