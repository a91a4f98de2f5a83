/**
 * The /api/v1 contract as an OpenAPI document without a running service: every module registers
 * its endpoints against an inert Payload (nothing is called at registration that needs one), so
 * the document is the same one `/api/v1/openapi.json` serves. For the generated client types.
 */
import { Router } from 'express'
import type { Payload } from 'payload'

import { modules } from '../modules'
import { defineEndpoint } from './endpoint'
import { openApiDocument } from './openapi'

/** A stand-in that answers every property and call with itself (never awaited as a promise). */
const inert: Payload = new Proxy(function inert() {}, {
  get: (_target, property) => (property === 'then' ? undefined : inert),
  apply: () => inert,
}) as unknown as Payload

let registered = false

export const contractDocument = () => {
  if (!registered) {
    const define = defineEndpoint(Router(), inert)
    for (const register of modules) register(define, inert)
    registered = true
  }
  return openApiDocument()
}
