/**
 * What the origin's handlers use of a request and of its answer: an IncomingMessage and a
 * ServerResponse fit, and so do the small stand-ins of the tests.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

export interface RequestLike {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
}

export interface ResponseLike {
  readonly headersSent?: boolean
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown
  end(body?: string | Buffer): unknown
}
