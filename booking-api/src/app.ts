/**
 * Builds the Express app of the spec's /api/v1 contract around a Payload instance. Only
 * index.ts listens, so tests drive the app with supertest.
 */
import cors from 'cors'
import express, { Router, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'

import { config } from './config'
import { authenticate } from './http/auth'
import { defineEndpoint } from './http/endpoint'
import { requestLogger } from './http/logger'
import { docsRoutes } from './http/openapi'
import { requestsInTurns } from './http/turns'
import { busySignal } from '@medtour/cms/jobs/busy'
import { createSessionCache } from './http/sessions'
import { errorHandler, notFound } from './middleware/errors'
import { modules } from './modules'
import { testHooksEnabled, testingRoutes } from './modules/testing/testing.routes'

/**
 * Helmet's headers, worked out once: helmet sets the same values on every answer (nothing in
 * them depends on the request), so they are read off one run of it at start and then set as they
 * are, without helmet's dozen middlewares on every request.
 */
const helmetHeaders = (): [string, string][] => {
  const headers: [string, string][] = []
  const res = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  }
  helmet({
    crossOriginResourcePolicy: { policy: 'same-origin' },
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as never, res as never, () => undefined)
  return headers
}

const SECURITY_HEADERS: [string, string][] = [
  ...helmetHeaders(),
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
]
const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value)
  next()
}

export const createApp = (payload: Payload) => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  app.set('query parser', 'simple')
  app.use(requestLogger)
  // While requests wait, the e-mail worker gives way (cms/src/jobs/busy.ts).
  app.use(requestsInTurns({ onBusy: busySignal(payload) }))
  app.use(securityHeaders)
  app.use(
    '/api/v1',
    cors({
      origin: (origin, done) => done(null, !origin || config.corsOrigins.includes(origin)),
      exposedHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  )
  app.use(express.json({ limit: config.jsonLimit }))

  // The test stack's clock door: absent (404) unless the process started with the test flag.
  if (testHooksEnabled()) app.use('/api/v1/test', testingRoutes())

  const v1 = Router()
  v1.use(docsRoutes())
  v1.use(authenticate(payload, createSessionCache(payload)))
  const define = defineEndpoint(v1, payload)
  for (const register of modules) register(define, payload)
  app.use('/api/v1', v1)

  app.use(notFound)
  app.use(errorHandler)
  return app
}
