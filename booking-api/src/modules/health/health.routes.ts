import { Router } from 'express'
import type { Payload } from 'payload'

import { checkHealth } from './health.service'

export const healthRoutes = (payload: Payload) =>
  Router().get('/health', async (_req, res) => {
    res.json({ message: 'OK', content: await checkHealth(payload) })
  })
