/**
 * A TCP relay in front of MailDev for the worker's fault tests: it can go down (refuse
 * connections) and come back, and it can hold the end of the next message (the "." that asks
 * the server to accept it), so a test kills a worker in the middle of a send: the server never
 * got the whole message.
 */
import net from 'node:net'

const END_OF_DATA = '\r\n.\r\n'

export class SmtpProxy {
  private server: net.Server | null = null
  private sockets = new Set<net.Socket>()
  private held: net.Socket[] = []
  private holdNext = false
  private heldWaiters: (() => void)[] = []
  port = 0
  /** Connections accepted so far. */
  connections = 0

  constructor(private readonly target: number) {}

  async up() {
    const server = net.createServer((client) => {
      this.connections++
      const upstream = net.connect(this.target, '127.0.0.1')
      this.sockets.add(client).add(upstream)
      let tail = ''
      upstream.on('data', (d) => client.write(d))
      client.on('data', (d) => {
        const text = tail + d.toString('latin1')
        tail = text.slice(-4)
        if (this.holdNext && text.includes(END_OF_DATA)) {
          this.holdNext = false
          this.held.push(client, upstream)
          this.heldWaiters.splice(0).forEach((w) => w())
          return
        }
        upstream.write(d)
      })
      const close = () => {
        client.destroy()
        upstream.destroy()
        this.sockets.delete(client)
        this.sockets.delete(upstream)
      }
      client.on('close', close).on('error', close)
      upstream.on('close', close).on('error', close)
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.port = (server.address() as net.AddressInfo).port
    this.server = server
  }

  /** Refuses connections and cuts the open ones. */
  async down() {
    const server = this.server
    this.server = null
    for (const s of this.sockets) s.destroy()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Resolves once the end of the next message is held (the message is then in mid-send). */
  holdNextMessage() {
    this.holdNext = true
    return new Promise<void>((resolve) => this.heldWaiters.push(resolve))
  }

  /** Drops the held connections: the server discards the message it never saw end. */
  dropHeld() {
    for (const s of this.held.splice(0)) s.destroy()
  }
}
