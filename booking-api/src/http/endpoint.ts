/**
 * One way to declare an endpoint: method, path, access, zod schemas for params, query and body,
 * and a handler. The same declaration validates requests at the edge (400 VALIDATION_FAILED with
 * `[{ field, defaultMessage }]`), checks access (401/403), documents the endpoint in OpenAPI, and
 * wraps the handler's result in the success envelope.
 */
import { createHash } from 'node:crypto'

import type { Request, RequestHandler, Response, Router } from 'express'
import type { Payload } from 'payload'
import { z, type ZodType } from 'zod'

import { AppError, type FieldError } from '../lib/AppError'
import { assertAccess, type Access, type Caller } from './auth'
import { ErrorSchema, registry } from './openapi'

type AnyObject = z.ZodObject<z.ZodRawShape>

export type Result = {
  status?: number
  message?: string
  content?: unknown
  totalElements?: number
  totalPages?: number
}

export type Ctx<P, Q, B> = {
  params: P
  query: Q
  body: B
  caller: Caller | null
  payload: Payload
  req: Request
  res: Response
}

type Infer<T> = T extends ZodType ? z.infer<T> : Record<string, never>

export type EndpointSpec<
  P extends AnyObject | undefined,
  Q extends AnyObject | undefined,
  B extends ZodType | undefined,
> = {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch'
  /** OpenAPI style, relative to /api/v1: `/appointment/{id}`. */
  path: string
  summary: string
  description?: string
  tag: string
  access: Access
  params?: P
  query?: Q
  body?: B
  /** Documents a multipart alternative; parsing is done by a `before` middleware. */
  multipart?: AnyObject
  /** Schema of `content` in a 2xx answer, for the document. */
  content?: ZodType
  successStatus?: number
  paged?: boolean
  /** File answers: the media type of the download instead of the JSON envelope. */
  produces?: string
  /** Extra documented failures (status → description). */
  failures?: Record<number, string>
  /** Middleware run after the access check and before validation (uploads, rate limits). */
  before?: RequestHandler[]
}

/** The success envelope around a handler's result, as every JSON answer is written. */
export const envelopeOf = ({ message, content, totalElements, totalPages }: Result) => ({
  message: message ?? 'OK',
  content: content ?? null,
  ...(totalElements !== undefined ? { totalElements, totalPages } : {}),
})

/** A success answer serialized once, to be sent many times (see `sendPrebuilt`). */
export type Prebuilt = { body: Buffer; etag: string }

export const prebuild = (result: Result): Prebuilt => {
  const body = Buffer.from(JSON.stringify(envelopeOf(result)))
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` }
}

/** Sends a prebuilt answer (200, or 304 when the client has it), as a handler's own answer. */
export const sendPrebuilt = (res: Response, answer: Prebuilt): void => {
  res.set('ETag', answer.etag).type('application/json; charset=utf-8').send(answer.body)
}

const toExpressPath = (p: string) => p.replace(/\{(\w+)\}/g, ':$1')

export const issuesToFieldErrors = (issues: z.core.$ZodIssue[], prefix?: string): FieldError[] =>
  issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || (prefix ?? 'body'),
    defaultMessage: issue.message,
  }))

const parse = <T extends ZodType>(schema: T | undefined, value: unknown, where: string) => {
  if (!schema) return {} as z.infer<T>
  const parsed = schema.safeParse(value ?? {})
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'Some fields are not valid.',
      issuesToFieldErrors(parsed.error.issues, where === 'body' ? undefined : where),
    )
  }
  return parsed.data
}

const STANDARD_FAILURES: Record<number, string> = {
  400: 'Malformed request or invalid fields (VALIDATION_FAILED, MALFORMED_JSON).',
  401: 'No or an invalid access token (UNAUTHORIZED, INVALID_TOKEN).',
  403: 'The caller may not do this (FORBIDDEN).',
  404: 'No such record (NOT_FOUND).',
  429: 'Too many requests (TOO_MANY_REQUESTS).',
  500: 'Unexpected failure (INTERNAL_ERROR).',
  503: 'The database is not reachable (SERVICE_UNAVAILABLE).',
}

const envelope = (content: ZodType | undefined, paged: boolean) =>
  z.object({
    message: z.string(),
    content: content ?? z.unknown(),
    ...(paged ? { totalElements: z.number().int(), totalPages: z.number().int() } : {}),
  })

export const defineEndpoint =
  (router: Router, payload: Payload) =>
  <
    P extends AnyObject | undefined = undefined,
    Q extends AnyObject | undefined = undefined,
    B extends ZodType | undefined = undefined,
  >(
    spec: EndpointSpec<P, Q, B>,
    handler: (ctx: Ctx<Infer<P>, Infer<Q>, Infer<B>>) => Promise<Result | void>,
  ): void => {
    const failures: Record<number, string> = { ...spec.failures }
    for (const code of [400, 404, 429, 500, 503]) failures[code] ??= STANDARD_FAILURES[code]!
    if (spec.access !== 'public') failures[401] ??= STANDARD_FAILURES[401]!
    if (spec.access === 'staff' || spec.access === 'desk' || spec.access === 'admin')
      failures[403] ??= STANDARD_FAILURES[403]!
    const hasBody = spec.method === 'post' || spec.method === 'put' || spec.method === 'patch'
    if (hasBody) failures[415] ??= 'The body is neither JSON nor an accepted form.'

    registry.registerPath({
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      description: spec.description,
      tags: [spec.tag],
      security: spec.access === 'public' ? [] : [{ bearer: [] }],
      request: {
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body || spec.multipart
          ? {
              body: {
                required: true,
                content: {
                  ...(spec.body ? { 'application/json': { schema: spec.body } } : {}),
                  ...(spec.multipart ? { 'multipart/form-data': { schema: spec.multipart } } : {}),
                },
              },
            }
          : {}),
      },
      responses: {
        [spec.successStatus ?? 200]: spec.produces
          ? {
              description: 'The file.',
              content: { [spec.produces]: { schema: z.string().openapi({ format: 'binary' }) } },
            }
          : {
              description: 'Success.',
              content: { 'application/json': { schema: envelope(spec.content, Boolean(spec.paged)) } },
            },
        ...Object.fromEntries(
          Object.entries(failures).map(([code, description]) => [
            code,
            { description, content: { 'application/json': { schema: ErrorSchema } } },
          ]),
        ),
      },
    })

    const guard: RequestHandler = (req, _res, next) => {
      assertAccess(req.caller, spec.access)
      if (hasBody && !spec.multipart && req.headers['content-type'] && !req.is('application/json')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the body as application/json.')
      }
      if (
        hasBody &&
        spec.multipart &&
        req.headers['content-type'] &&
        !req.is('application/json') &&
        !req.is('multipart/form-data')
      ) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the body as application/json or multipart/form-data.')
      }
      next()
    }

    const run: RequestHandler = async (req, res) => {
      const ctx = {
        params: parse(spec.params, req.params, 'path'),
        query: parse(spec.query, req.query, 'query'),
        body: parse(spec.body, req.body, 'body'),
        caller: req.caller ?? null,
        payload,
        req,
        res,
      } as Ctx<Infer<P>, Infer<Q>, Infer<B>>
      const result = await handler(ctx)
      if (!result || res.headersSent) return
      res.status(result.status ?? spec.successStatus ?? 200).json(envelopeOf(result))
    }

    router[spec.method](toExpressPath(spec.path), guard, ...(spec.before ?? []), run)
  }

export type Define = ReturnType<typeof defineEndpoint>
