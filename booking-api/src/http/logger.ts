import { randomUUID } from 'node:crypto'

import express, { type NextFunction, type Request, type Response } from 'express'
import pino, { type Logger } from 'pino'

import { config } from '../config'

/** Structured JSON logs; every request line carries its request id. Secrets never reach them. */
export const logger = pino({
  level: config.logLevel,
  base: { service: 'booking-api' },
  redact: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    '*.password',
    '*.token',
    '*.accessToken',
  ],
})

/** Query parameters whose values are secrets: activation and reset links carry `token`. */
const SECRET_PARAMS = /^(token|password|accessToken|access_token|code)$/i

/**
 * The request URL as it may be logged: the values of secret query parameters (an activation or
 * reset token: a live key to the account for an hour) replaced by `[Redacted]`.
 */
export const loggableUrl = (url: string): string => {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq < 0) return pair
      let name = pair.slice(0, eq)
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {
        /* a malformed name is kept as sent */
      }
      return SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[Redacted]` : pair
    })
  return `${url.slice(0, q)}?${params.join('&')}`
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id: the caller's `X-Request-Id` when it is a plain token, otherwise a new UUID. */
    id: string
    /** A logger whose lines carry this request's id (made on first use). */
    log: Logger
  }
}

const childLoggers = new WeakMap<Request, Logger>()
Object.defineProperty(express.request, 'log', {
  configurable: true,
  get(this: Request) {
    let child = childLoggers.get(this)
    if (!child) {
      child = logger.child({ req: { id: this.id, method: this.method, url: loggableUrl(this.originalUrl) } })
      childLoggers.set(this, child)
    }
    return child
  },
})

const REQUEST_ID = /^[\w.-]{1,64}$/

/** One line per answered request: 5xx (or a failure) as error, 4xx as warn, the rest as info. */
const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info')

/**
 * The request id (echoed in `X-Request-Id`) and one log line when the answer is sent, or when the
 * client went away before it was. Lighter than pino-http on the hot path: no child logger and no
 * bindings per request unless something logs through `req.log`, and one listener, not three; a
 * line below the configured level costs nothing but the check.
 */
export const requestLogger = (req: Request, res: Response, next: NextFunction): void => {
  const given = req.headers['x-request-id']
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
  res.setHeader('X-Request-Id', id)
  req.id = id
  const start = performance.now()
  res.once('close', () => {
    const aborted = !res.writableFinished
    const level = aborted ? 'warn' : levelOf(res.statusCode)
    if (!logger.isLevelEnabled(level)) return
    logger[level](
      {
        req: { id, method: req.method, url: loggableUrl(req.originalUrl) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - start),
      },
      aborted ? 'request aborted' : 'request completed',
    )
  })
  next()
}
