/**
 * The booking API's answers and request bodies as types, read from its contract (api.gen.ts,
 * generated from its OpenAPI document: `npm run generate:api-types --workspace booking-api`).
 * Every `/api/v1` call of the site is typed through these; no screen writes an answer's shape by
 * hand. Types only, importing nothing but the generated file, so any module of the site may use
 * them (the API client and the stored session included) without an import cycle.
 */
import type { components, paths } from './api.gen'

type Method = 'get' | 'post' | 'put' | 'delete'
/** The success answer: 200, else 201 (created), else 202 (accepted: a worker does the rest). */
type SuccessOf<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never

/** The contract's named schemas: `Schema<'Appointment'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N]

/**
 * The `content` of an endpoint's success answer: `ContentOf<'/doctor/{id}/slots', 'get'>`.
 * `unknown` where the document declares no content schema.
 */
export type ContentOf<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  responses: infer R
}
  ? SuccessOf<R> extends { content: { 'application/json': { content?: infer C } } }
    ? C
    : never
  : never

/** The JSON request body of an endpoint: `BodyOf<'/auth/signup', 'post'>`. */
export type BodyOf<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? B
  : never

/** The body of every failure answer: a stable code in `message`, the invalid fields in `errors`. */
export type ErrorBody = Schema<'Error'>
