/**
 * Payload's e-mail adapter. Nothing is sent from here: an e-mail Payload itself sends (the
 * activation link of an account staff create in the panel) goes to the outbox like every other
 * one, and the worker delivers it (cms/src/jobs). The portal's own e-mails are enqueued where
 * their change is stored, in its transaction (jobs/outbox.ts).
 */
import { randomUUID } from 'node:crypto'

import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '../env'
import { enqueueMail } from '../jobs/outbox'

const parseFrom = (from: string) => {
  const match = /^(.*)<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from }
}

const firstAddress = (to: SendEmailOptions['to']): string => {
  const one = [to].flat(2)[0] as string | { address?: string } | undefined
  return typeof one === 'string' ? one : (one?.address ?? '')
}

/** A plain-text twin for an HTML-only message. */
const textOf = (html: string) =>
  html
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<(br|\/p|\/div|\/h\d|\/tr)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n\s*\n+/g, '\n\n')
    .trim()

export const smtpEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = parseFrom(env.mailFrom)
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      const html = typeof message.html === 'string' ? message.html : ''
      const to = firstAddress(message.to)
      return enqueueMail(payload, undefined, {
        kind: 'system',
        key: `system:${randomUUID()}`,
        mail: {
          to,
          subject: String(message.subject ?? ''),
          html,
          text: typeof message.text === 'string' ? message.text : textOf(html),
        },
        // Payload's own e-mails are account links.
        sensitive: true,
      })
    },
  }
}
