import { z } from 'zod'

import type { Module } from '../module'
import { checkHealth } from './health.service'

export const healthModule: Module = (define) =>
  define(
    {
      method: 'get',
      path: '/health',
      tag: 'Health',
      summary: 'Whether the service and its database answer',
      access: 'public',
      content: z.object({ status: z.literal('ok'), database: z.string() }),
    },
    async ({ payload }) => ({ content: await checkHealth(payload) }),
  )
