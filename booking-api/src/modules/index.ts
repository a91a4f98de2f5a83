/** Every module of the /api/v1 contract. Each registers its endpoints with `define`. */
import type { Payload } from 'payload'

import type { Define } from '../http/endpoint'
import { healthModule } from './health/health.routes'

export type Module = (define: Define, payload: Payload) => void

export const modules: Module[] = [healthModule]
