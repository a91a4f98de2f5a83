import { randomUUID } from 'node:crypto'

import type { IncomingMessage, ServerResponse } from 'node:http'
import pino from 'pino'
import { pinoHttp } from 'pino-http'

import { config } from '../config'

/** Structured JSON logs; every request line carries its request id. */
export const logger = pino({
  level: config.logLevel,
  base: { service: 'booking-api' },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
})

const REQUEST_ID = /^[\w.-]{1,64}$/

export const requestLogger = pinoHttp({
  logger: logger as never,
  genReqId: (req: IncomingMessage, res: ServerResponse) => {
    const given = req.headers['x-request-id']
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    res.setHeader('X-Request-Id', id)
    return id
  },
  customLogLevel: (_req, res, err) =>
    err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  serializers: {
    req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
})
