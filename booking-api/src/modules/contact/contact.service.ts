import type { Payload } from 'payload'
import type { z } from 'zod'

import { notifyStaffOfContact } from '../../mail'
import type { ContactBody } from './contact.schemas'

/** Stores the message, then tells staff; a mail failure does not lose the stored message. */
export const receiveContact = async (payload: Payload, body: z.infer<typeof ContactBody>) => {
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
  })
  await notifyStaffOfContact(payload, { ...body, id: doc.id })
  return { id: doc.id }
}
