import type { Payload } from 'payload'
import type { z } from 'zod'

import { enqueueMail, keyFor } from '@medtour/cms/jobs/outbox'
import { withTransaction } from '@medtour/cms/transaction'
import { staffContactMail } from '../../mail'
import type { ContactBody } from './contact.schemas'

/** Stores the message and staff's notice together (the outbox); the worker sends the notice. */
export const receiveContact = async (payload: Payload, body: z.infer<typeof ContactBody>) =>
  withTransaction(payload, async (req) => {
    // A system write: the collection lets nobody create through its API; this route is the only way in.
    const doc = await payload.create({
      collection: 'contact-messages',
      data: {
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        subject: body.subject || null,
        message: body.message,
        lang: body.lang,
      },
      overrideAccess: true,
      req: req as never,
    })
    await enqueueMail(payload, req, {
      kind: 'staff-contact',
      key: keyFor('staff-contact', doc),
      lang: body.lang,
      mail: staffContactMail({ ...body, id: doc.id }),
    })
    return { id: doc.id }
  })
