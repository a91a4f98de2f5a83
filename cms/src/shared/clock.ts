/**
 * The one clock of the server side: the cms, the worker and the booking API ask it what time it
 * is for every rule that depends on the time (free slots, the reschedule window, reminders, job
 * leases, scheduled publication, expiries, sessions, stamps written on records). Durations that
 * only pace the work (a worker's pause, a cache's freshness) keep to the machine's own time.
 *
 * In production it is the machine's clock. A test moves it in two ways:
 * - in one process, `setClock(at)` / `moveClock(ms)` / `resetClock()` (unit and API suites);
 * - across the processes of a running test stack, through a file (clockFile.ts, server only).
 * This module has no I/O, so the panel's browser code that shares the booking rules can load it.
 */

let offsetMs = 0

/** Milliseconds since the epoch, now (as `Date.now()`, on this clock). */
export const nowMs = (): number => Date.now() + offsetMs

/** Now, as a Date. */
export const now = (): Date => new Date(nowMs())

/** Now, as an ISO 8601 string (what records store). */
export const nowIso = (): string => now().toISOString()

/** The clock reads `at` from this moment on (and goes on from there). */
export const setClock = (at: Date | number) => {
  offsetMs = new Date(at).getTime() - Date.now()
}

/** The clock moves forward by `ms` (back with a negative number). */
export const moveClock = (ms: number) => {
  offsetMs += ms
}

/** The machine's own time again. */
export const resetClock = () => {
  offsetMs = 0
}

/** How far the clock is from the machine's, in milliseconds (0 in production). */
export const clockOffset = () => offsetMs
