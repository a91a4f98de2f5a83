import type { Payload } from 'payload'

import type { Define } from '../http/endpoint'

/** A feature's routes: it declares them with `define` (one declaration: validation, OpenAPI, access). */
export type Module = (define: Define, payload: Payload) => void
