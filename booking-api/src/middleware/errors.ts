import type { ErrorRequestHandler, RequestHandler } from 'express'

import { loggableUrl } from '../http/logger'
import { AppError, type FieldError } from '../lib/AppError'

/** Unknown routes answer in the spec's error shape. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'NOT_FOUND', errors: [] })
}

const DB_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
])

/** True for errors that mean "the database cannot be reached right now". */
export const isDatabaseDown = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && DB_DOWN.has(code)) return true
    const message = (e as { message?: unknown }).message
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|database is locked|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true
    }
    e = (e as { cause?: unknown }).cause
  }
  return false
}

const MULTER: Record<string, [number, string, string]> = {
  LIMIT_FILE_SIZE: [413, 'FILE_TOO_LARGE', 'A file is larger than the limit.'],
  LIMIT_FILE_COUNT: [413, 'TOO_MANY_FILES', 'Too many files.'],
  LIMIT_FIELD_VALUE: [413, 'PAYLOAD_TOO_LARGE', 'A form field is too long.'],
  LIMIT_FIELD_COUNT: [413, 'PAYLOAD_TOO_LARGE', 'Too many form fields.'],
  LIMIT_PART_COUNT: [413, 'PAYLOAD_TOO_LARGE', 'Too many form parts.'],
  LIMIT_UNEXPECTED_FILE: [400, 'VALIDATION_FAILED', 'Unexpected file field.'],
  LIMIT_FIELD_KEY: [413, 'PAYLOAD_TOO_LARGE', 'A form field name is too long.'],
  MISSING_FIELD_NAME: [400, 'MALFORMED_MULTIPART', 'A form part has no name.'],
  INVALID_FIELD_NAME: [400, 'MALFORMED_MULTIPART', 'A form field name is not allowed.'],
  LIMIT_FIELD_NESTING: [400, 'MALFORMED_MULTIPART', 'A form field name is nested too deeply.'],
  LIMIT_FIELD_ARRAY_INDEX: [400, 'MALFORMED_MULTIPART', 'A form field name has too large an index.'],
}

/** Multer failures not listed above are still the client's malformed form, never a 500. */
const MULTER_OTHER: [number, string, string] = [400, 'MALFORMED_MULTIPART', 'The form data is malformed.']

/** Payload's ValidationError: `data.errors: [{ path, message }]`. */
const payloadFieldErrors = (err: unknown): FieldError[] | null => {
  const data = (err as { data?: { errors?: { path?: string; message?: string }[] } }).data
  if ((err as { name?: string }).name !== 'ValidationError' || !Array.isArray(data?.errors)) return null
  return data.errors.map((e) => ({ field: e.path ?? 'body', defaultMessage: e.message ?? 'Invalid value.' }))
}

/**
 * Every failure leaves here as `{ message, errors? }` with the right status. Errors that are not
 * understood are logged with their stack and reported as 500 without internals.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  void _next
  const send = (status: number, body: { message: string; errors?: FieldError[] }) => {
    if (res.headersSent) return res.end()
    res.status(status).json(body)
  }
  if (err instanceof AppError) {
    return send(err.status, { message: err.code, ...(err.details ? { errors: err.details } : {}) })
  }
  if (err?.type === 'entity.parse.failed') {
    return send(400, {
      message: 'MALFORMED_JSON',
      errors: [{ field: 'body', defaultMessage: 'The request body is not valid JSON.' }],
    })
  }
  if (err?.type === 'entity.too.large') return send(413, { message: 'PAYLOAD_TOO_LARGE' })
  if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported') {
    return send(415, { message: 'UNSUPPORTED_MEDIA_TYPE' })
  }
  if (err?.name === 'MulterError') {
    const [status, message, defaultMessage] = MULTER[String(err.code)] ?? MULTER_OTHER
    return send(status, { message, errors: [{ field: err.field ?? 'files', defaultMessage }] })
  }
  if (/^(Multipart: Boundary not found|Unexpected end of form|Malformed part header)/.test(err?.message ?? '')) {
    return send(400, {
      message: 'MALFORMED_MULTIPART',
      errors: [{ field: 'body', defaultMessage: 'The form data is malformed.' }],
    })
  }
  const fieldErrors = payloadFieldErrors(err)
  if (fieldErrors) return send(400, { message: 'VALIDATION_FAILED', errors: fieldErrors })
  if (err?.name === 'NotFound') return send(404, { message: 'NOT_FOUND' })
  if (err?.name === 'Forbidden') return send(403, { message: 'FORBIDDEN' })
  if (isDatabaseDown(err)) {
    req.log?.warn({ err }, 'database unavailable')
    res.setHeader('Retry-After', '5')
    return send(503, { message: 'SERVICE_UNAVAILABLE' })
  }
  const status =
    typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500
  if (status >= 400 && status < 500) return send(status, { message: 'BAD_REQUEST' })
  if (req.log) req.log.error({ err }, 'unhandled error')
  else console.error(`[booking-api] ${req.method} ${loggableUrl(req.originalUrl)}`, err)
  return send(500, { message: 'INTERNAL_ERROR' })
}
