/**
 * One request begins per turn of the event loop, in the order they arrived.
 *
 * Node's event loop (libuv) accepts one new connection per turn. A request on SQLite does its
 * work synchronously under its promises (the driver is synchronous), so a turn that began every
 * request read in it lasted as long as all of them together: under 64 busy connections a turn
 * took over a second, and a client connecting then waited for dozens of turns before its
 * connection was even accepted, while the connections already open went on being served — the
 * booking benchmark's p99 of 5–8 s and its timeouts (docs/quality.md). Beginning one request per
 * turn keeps each turn about one request long, so new connections are accepted within a few
 * requests' time and every request waits its turn in arrival order.
 *
 * A request whose client has gone away while it waited (the connection closed) is not begun:
 * nobody would read the answer, and a booking left half-sent by its client is better not made
 * than made unseen. It is logged as abandoned (./logger.ts: the client went away).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express'

type Waiting = { req: Request; res: Response; next: NextFunction }

/** The middleware; each app has its own line. */
export const oneRequestPerTurn = (): RequestHandler => {
  const line: Waiting[] = []
  let scheduled = false
  const gone = ({ req, res }: Waiting) => req.destroyed || res.destroyed || req.socket.destroyed
  const begin = () => {
    let waiting = line.shift()
    while (waiting && gone(waiting)) waiting = line.shift()
    scheduled = line.length > 0
    // Queued before this request begins, so it runs in the next turn, after the loop's I/O.
    if (scheduled) setImmediate(begin)
    waiting?.next()
  }
  return (req, res, next) => {
    line.push({ req, res, next })
    if (!scheduled) {
      scheduled = true
      setImmediate(begin)
    }
  }
}
