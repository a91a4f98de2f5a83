import { z } from 'zod'

import { Email, Lang, Text } from '../../http/schemas'
import { Phone } from '../users/fields'

/** The contact form (the web app codes against exactly this). */
export const ContactBody = z.strictObject({
  name: Text(100, 1),
  email: Email,
  phone: Phone.optional(),
  subject: Text(150).optional(),
  message: Text(5000, 10),
  lang: Lang,
})
