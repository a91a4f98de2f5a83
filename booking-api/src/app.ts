/**
 * Builds the Express app of the spec's /api/v1 contract around a Payload instance. Only
 * index.ts listens, so tests drive the app with supertest.
 */
import cors from 'cors'
import express, { Router } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'

import { config } from './config'
import { authenticate } from './http/auth'
import { defineEndpoint } from './http/endpoint'
import { requestLogger } from './http/logger'
import { docsRoutes } from './http/openapi'
import { createSessionCache } from './http/sessions'
import { errorHandler, notFound } from './middleware/errors'
import { modules } from './modules'

export const createApp = (payload: Payload) => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.set('query parser', 'simple')
  app.use(requestLogger)
  app.use(
    helmet({
      crossOriginResourcePolicy: { policy: 'same-origin' },
      contentSecurityPolicy: {
        directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'connect-src': ["'self'"] },
      },
    }),
  )
  app.use(
    '/api/v1',
    cors({
      origin: (origin, done) => done(null, !origin || config.corsOrigins.includes(origin)),
      exposedHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  )
  app.use(express.json({ limit: config.jsonLimit }))

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
