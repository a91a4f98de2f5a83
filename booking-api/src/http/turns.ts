/**
 * Requests begin a few per turn of the event loop, in the order they arrived, each turn kept short.
 *
 * Node's event loop (libuv) accepts one new connection per turn. A request on SQLite does its
 * work synchronously under its promises (the driver is synchronous), so a turn that began every
 * request read in it lasted as long as all of them together: under 64 busy connections a turn
 * took over a second, and a client connecting then waited for dozens of turns before its
 * connection was even accepted, while the connections already open went on being served — the
 * booking benchmark's p99 of 5–8 s and its timeouts (docs/quality.md). So the requests wait in
 * a line and each turn begins only as many as keep it about TURN_MS long: every turn that began
 * requests is timed; after a short one twice as many may begin, after a long one as many as fit
 * (one booking, about 3 ms of work, fills a turn; cheap reads go a dozen at a time instead of
 * paying a whole turn each, which held the patient's list to a third of the bare route's speed).
 *
 * A request whose client has gone away while it waited (the connection closed) is not begun:
 * nobody would read the answer, and a booking left half-sent by its client is better not made
 * than made unseen. It is logged as abandoned (./logger.ts: the client went away).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express'

type Waiting = { req: Request; res: Response; next: NextFunction }

/** How long a turn of the loop should last (beginning requests, their work and the loop's I/O). */
const TURN_MS = 4
/** The most requests one turn begins. */
const MOST_PER_TURN = 32
/** Requests in progress at once from which this process counts as busy (`onBusy`). */
export const BUSY_IN_PROGRESS = 8

export type TurnOptions = {
  /** Told how many requests each turn began (tests, metrics). */
  onTurn?: (begun: number) => void
  /**
   * Told, at every turn, when requests are left waiting for a later turn or BUSY_IN_PROGRESS or
   * more are in progress: background work should give way (cms/src/jobs/busy.ts).
   */
  onBusy?: () => void
}

/** The middleware; each app has its own line. */
export const requestsInTurns = ({ onTurn, onBusy }: TurnOptions = {}): RequestHandler => {
  const line: Waiting[] = []
  let inProgress = 0
  const ended = () => void inProgress--
  let scheduled = false
  let perTurn = 1
  // When the last requests were begun, and how many: the time since is that turn's length.
  let lastTurn = 0
  let lastBegun = 0
  const gone = ({ req, res }: Waiting) => req.destroyed || res.destroyed || req.socket.destroyed
  const begin = () => {
    const now = performance.now()
    if (lastTurn) {
      const took = now - lastTurn
      // Short: as many again as the last turn began (up to the most). Long: as many as fit.
      perTurn =
        took < TURN_MS
          ? Math.min(MOST_PER_TURN, Math.max(perTurn, 2 * lastBegun))
          : Math.max(1, Math.floor((lastBegun * TURN_MS) / took))
    }
    const batch: Waiting[] = []
    while (batch.length < perTurn && line.length) {
      const waiting = line.shift()!
      if (!gone(waiting)) batch.push(waiting)
    }
    // After a turn that began requests comes one more, to time it (and begin what waits by then).
    scheduled = batch.length > 0 || line.length > 0
    lastTurn = batch.length ? now : 0
    lastBegun = batch.length
    // Queued before these requests begin, so the next ones begin in the next turn, after the I/O.
    if (scheduled) setImmediate(begin)
    if (batch.length) onTurn?.(batch.length)
    inProgress += batch.length
    if (line.length > 0 || inProgress >= BUSY_IN_PROGRESS) onBusy?.()
    for (const waiting of batch) {
      waiting.res.once('close', ended)
      waiting.next()
    }
  }
  return (req, res, next) => {
    line.push({ req, res, next })
    if (!scheduled) {
      scheduled = true
      setImmediate(begin)
    }
  }
}
