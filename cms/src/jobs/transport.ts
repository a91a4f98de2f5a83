/**
 * The one SMTP sender of the product (MailDev on :1025 in development). Only the worker sends;
 * requests write to the outbox. Settings are checked when the worker starts; an unreachable
 * server pauses delivery (the messages wait and are sent once it answers), it never fails a
 * booking.
 */
import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '../env'

export type SmtpSettings = typeof env.smtp & { from: string }

/** Problems with the SMTP settings themselves (not whether the server answers). */
export const smtpProblems = (s: SmtpSettings): string[] => {
  const problems: string[] = []
  if (!s.host) problems.push('SMTP_HOST is not set: e-mails wait in the queue until it is.')
  if (!Number.isInteger(s.port) || s.port < 1 || s.port > 65535)
    problems.push(`SMTP_PORT must be 1–65535 (got ${s.port}).`)
  if (Boolean(s.user) !== Boolean(s.pass)) problems.push('SMTP_USER and SMTP_PASS go together.')
  if (!/<?[^\s<>@]+@[^\s<>@]+>?\s*$/.test(s.from)) problems.push(`MAIL_FROM is not an address (got "${s.from}").`)
  return problems
}

export const smtpSettings = (): SmtpSettings => ({ ...env.smtp, from: env.mailFrom })

/** Errors that say the server is away, not that this message is wrong. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNECTION',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
export const serverUnreachable = (err: unknown) => {
  const code = (err as { code?: string } | null)?.code
  return Boolean(code && UNREACHABLE.has(code))
}

export const createTransport = (s: SmtpSettings = smtpSettings()): Transporter =>
  nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.pass } : undefined,
    // Connections kept open between messages (the worker sends a few at once): no new connection,
    // greeting and TLS handshake for each e-mail. One that breaks fails its message, which is retried.
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })

/** The sender's domain, for Message-IDs. */
export const senderDomain = (from: string) => /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
