/** The staff notification of a contact-form message. */
import { config } from '../config'
import type { MailBody, MailLang } from '@medtour/cms/email/layout'

export type ContactNotice = {
  id: number | string
  name: string
  email: string
  phone?: string | null
  subject?: string | null
  message: string
  lang: MailLang
}

export const staffContactMail = (input: ContactNotice) => {
  const body: MailBody = {
    lang: 'en',
    heading: 'New contact message',
    intro: `Message #${input.id} from the site's contact form (written in ${input.lang === 'ar' ? 'Arabic' : 'English'}).`,
    rows: [
      ['Name', input.name],
      ['E-mail', input.email],
      ...(input.phone ? [['Phone', input.phone] as [string, string]] : []),
      ['Subject', input.subject || '—'],
    ],
    quote: input.message,
    footer: 'Reply to this e-mail to answer the sender.',
  }
  return {
    to: config.staffEmail,
    // Staff answer straight from their mail client.
    replyTo: input.email,
    subject: `Contact #${input.id}: ${(input.subject || input.name).replace(/\s+/g, ' ').slice(0, 120)}`,
    body,
  }
}
