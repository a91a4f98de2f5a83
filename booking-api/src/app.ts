/**
 * Builds the Express app of the spec's /api/v1 contract around a Payload instance. Only
 * index.ts listens, so tests drive the app with supertest.
 */
import express from 'express'
import type { Payload } from 'payload'

import { config } from './config'
import { errorHandler, notFound } from './middleware/errors'
import { healthRoutes } from './modules/health/health.routes'

export const createApp = (payload: Payload) => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(express.json({ limit: config.jsonLimit }))

  const v1 = express.Router()
  v1.use(healthRoutes(payload))
  app.use('/api/v1', v1)

  app.use(notFound)
  app.use(errorHandler)
  return app
}
