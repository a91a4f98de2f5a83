import { z } from 'zod'

import type { Module } from '../module'
import { createLimiter, perIp } from '../../http/rateLimit'
import { ContactBody } from './contact.schemas'
import { receiveContact } from './contact.service'

export const contactModule: Module = (define) => {
  const limiter = createLimiter({ name: 'contact', points: 5, durationSeconds: 10 * 60 })
  define(
    {
      method: 'post',
      path: '/contact',
      tag: 'Contact',
      summary: 'Send a contact-form message to staff (5 per 10 minutes per address)',
      access: 'public',
      body: ContactBody,
      successStatus: 201,
      content: z.object({ id: z.number().int() }),
      before: [perIp(limiter)],
    },
    async ({ payload, body }) => ({ message: 'CONTACT_RECEIVED', content: await receiveContact(payload, body) }),
  )
}
