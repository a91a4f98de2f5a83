import type { ErrorRequestHandler, RequestHandler } from 'express'

import { AppError } from '../lib/AppError'

/** Unknown routes answer in the spec's error shape. */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: 'NOT_FOUND', errors: [] })
}

/**
 * Every failure leaves here as `{ message, errors? }` with the right status. Errors that are not
 * AppErrors are logged with their stack and reported as 500 without internals.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  void _next
  if (err instanceof AppError) {
    res.status(err.status).json({ message: err.code, ...(err.details ? { errors: err.details } : {}) })
    return
  }
  const status =
    typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json({
      message: 'MALFORMED_JSON',
      errors: [{ field: 'body', defaultMessage: 'The request body is not valid JSON.' }],
    })
    return
  }
  if (err?.type === 'entity.too.large') {
    res.status(413).json({ message: 'PAYLOAD_TOO_LARGE' })
    return
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ message: 'BAD_REQUEST' })
    return
  }
  console.error(`[booking-api] ${req.method} ${req.originalUrl}`, err)
  res.status(500).json({ message: 'INTERNAL_ERROR' })
}
