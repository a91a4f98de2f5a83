/**
 * Payload e-mail through nodemailer over SMTP (MailDev on :1025 in development). Without
 * SMTP_HOST, messages are written to the log instead of being sent, so nothing is lost silently.
 */
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '../env'

const parseFrom = (from: string) => {
  const match = /^(.*)<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from }
}

export const smtpEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = parseFrom(env.mailFrom)
  const transport = env.smtp.host
    ? nodemailer.createTransport({
        host: env.smtp.host,
        port: env.smtp.port,
        secure: env.smtp.secure,
        auth: env.smtp.user ? { user: env.smtp.user, pass: env.smtp.pass } : undefined,
      })
    : null
  return {
    name: 'smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      const mail = { from: env.mailFrom, ...message }
      if (!transport) {
        payload.logger.info({ msg: 'E-mail (no SMTP_HOST set, not sent)', to: mail.to, subject: mail.subject })
        return { logged: true }
      }
      return transport.sendMail(mail)
    },
  }
}
