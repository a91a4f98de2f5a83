/**
 * The jobs this process's worker holds, and until when each lease is surely still its own.
 *
 * Another worker takes a job over once its lease has run out (the holder is taken for dead). A
 * holder that was only held up (starved of CPU, a long pause) past that point must not send what
 * the other may be sending: before an e-mail goes out, `stillHeld` asks whether the lease will
 * last the send. The times are this process's own clock, read before each write of the lease, so
 * they are never later than the expiry the database holds.
 */
import * as clock from '../shared/clock'

type Hold = { until: number; marginMs: number }

const holds = new Map<string, Hold>()

/** Taken: the lease written at `at` runs out `leaseMs` later; a send needs `marginMs` of it left. */
export const holdJob = (job: number | string, at: number, leaseMs: number, marginMs: number) => {
  holds.set(String(job), { until: at + leaseMs, marginMs })
}

/**
 * A renewal written at `at` has been stored: it counts only if it was stored before the lease it
 * extends ran out (after that, another worker may have removed the row the renewal updated).
 */
export const renewedJob = (job: number | string, at: number, leaseMs: number, now = clock.nowMs()) => {
  const hold = holds.get(String(job))
  if (hold && now < hold.until) hold.until = at + leaseMs
}

/** Released while still in hand (a stop out of time): nothing more of it is sent from here. */
export const gaveUpJob = (job: number | string) => {
  const hold = holds.get(String(job))
  if (hold) hold.until = Number.NEGATIVE_INFINITY
}

/** Done with it: the job's run has ended. */
export const letGoJob = (job: number | string) => {
  holds.delete(String(job))
}

/**
 * Whether this process may still act on the job: true when it holds the job with enough of the
 * lease left, or when it runs the job outside a worker (no lease: a test, a one-off run).
 */
export const stillHeld = (job: number | string, now = clock.nowMs()) => {
  const hold = holds.get(String(job))
  return !hold || hold.until - hold.marginMs > now
}
