/**
 * The part of http-proxy 1.18 the origin uses (the package ships no types, and @types/http-proxy
 * is not installed): a proxy server, its web and WebSocket passes, and the events index.ts hooks.
 */
declare module 'http-proxy' {
  import type { EventEmitter } from 'node:events'
  import type { Agent, ClientRequest, IncomingMessage, ServerResponse } from 'node:http'
  import type { Duplex } from 'node:stream'

  interface ServerOptions {
    target?: string
    /** Adds X-Forwarded-For, -Port, -Proto and -Host. */
    xfwd?: boolean
    /** Milliseconds before an unanswered proxied request fails. */
    proxyTimeout?: number
    agent?: Agent
  }

  interface ProxyServer extends EventEmitter {
    web(req: IncomingMessage, res: ServerResponse, options?: ServerOptions): void
    ws(req: IncomingMessage, socket: Duplex, head: Buffer, options?: ServerOptions): void
    on(event: 'proxyReq', listener: (proxyReq: ClientRequest, req: IncomingMessage) => void): this
    on(event: 'proxyReqWs', listener: (proxyReq: ClientRequest, req: IncomingMessage) => void): this
    on(event: 'proxyRes', listener: (proxyRes: IncomingMessage, req: IncomingMessage) => void): this
    /** `res` is the client's socket when a WebSocket upgrade failed. */
    on(
      event: 'error',
      listener: (err: NodeJS.ErrnoException, req: IncomingMessage, res: ServerResponse | Duplex | undefined) => void,
    ): this
  }

  const httpProxy: {
    createProxyServer(options?: ServerOptions): ProxyServer
  }
  export default httpProxy
  export type { ProxyServer, ServerOptions }
}
