import net from 'node:net'

/**
 * Ports are drawn below Linux's ephemeral range (32768–60999): a port the OS hands out for
 * `listen(0)` is in that range, and so is every outgoing connection's own port (to PostgreSQL, to
 * SMTP…), so one could take it between this check and the caller's `listen` (seen once: MailDev's
 * EADDRINUSE while the two booking API runs share the machine). Below the range only another
 * listener can collide, and a random pick among 12,000 makes that unlikely; a taken one is skipped.
 */
const LOW = 20_000
const HIGH = 32_000

const tryListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
  })

/** A TCP port free on 127.0.0.1 right now, outside the ephemeral range. */
export const freePort = async (): Promise<number> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW))
    if (await tryListen(port)) return port
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`)
}
