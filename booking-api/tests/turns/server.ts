/**
 * A server for turns.test.ts, in a process of its own (so the test's clients keep running while
 * it is busy): requestsInTurns, then a handler that works synchronously — `/long` for 400 ms,
 * `/cheap` for 0.2 ms, anything else for 10 ms — as a booking does on SQLite; `/wait` waits
 * 100 ms without working (as a request waiting for its database); `/told-busy` answers how often it
 * was told it is busy since the last `/told-busy` (counted, not printed: a write to the pipe would
 * lengthen the turns the test counts). Prints its port, then each path it begins and each turn's
 * count of requests begun, one per line.
 */
import express from 'express'

import { requestsInTurns } from '../../src/http/turns'

const busyFor = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until);
}

const app = express()
let busy = 0
app.use(
  requestsInTurns({
    onTurn: (n) => process.stdout.write(`turn ${n}\n`),
    onBusy: () => void busy++,
  }),
)
app.use((req, res) => {
  if (req.path === '/told-busy') {
    res.json({ busy })
    busy = 0
    return
  }
  if (req.path === '/wait') {
    setTimeout(() => res.json({ ok: true }), 100)
    return
  }
  process.stdout.write(`begun ${req.path}\n`)
  busyFor(req.path === '/long' ? 400 : req.path === '/cheap' ? 0.2 : 10)
  res.json({ ok: true })
})
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`)
})
