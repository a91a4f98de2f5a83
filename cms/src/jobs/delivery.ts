/**
 * The `send-message` task: delivers one stored message, once. Payload's jobs queue runs it,
 * retries it with backoff and keeps it as failed after SEND_ATTEMPTS (a dead letter: never
 * deleted, logged, re-sendable from the panel).
 *
 * Once per message: a message already `sent` is not sent again (a job taken twice, a re-sent
 * message that went out after all). Its Message-ID is fixed before the send and the result is
 * stored before the job is acknowledged, so a worker that dies mid-send retries with the same
 * Message-ID. The one window SMTP cannot close: a worker that dies after the server accepted the
 * message and before the result is stored sends it again on retry (docs/jobs.md).
 */
import { createHash } from 'node:crypto'

import type { Payload, TaskConfig } from 'payload'
import type { Transporter } from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer'

import { MAIL_QUEUE, SEND_ATTEMPTS, SEND_MESSAGE_TASK } from './kinds'
import { stillHeld } from './leases'
import { renderOutgoing, type OutgoingMail, type SendMessageInput } from './outbox'
import { createTransport, senderDomain, serverUnreachable, smtpSettings } from './transport'
import * as clock from '../shared/clock'

/** The SMTP server's health as this process last saw it; the worker pauses while it is away. */
export const smtpHealth = {
  down: false,
  markDown() {
    this.down = true
  },
  markUp() {
    this.down = false
  },
}

let transport: Transporter | null = null
/** This process's transport (made on first send; tests and the worker may replace it). */
export const mailTransport = () => (transport ??= createTransport())
export const setMailTransport = (next: Transporter | null) => {
  transport?.close()
  transport = next
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000)

export const messageIdFor = (id: number | string, key: string) =>
  `<msg-${id}.${createHash('sha256').update(key).digest('hex').slice(0, 16)}@${senderDomain(smtpSettings().from)}>`

type StoredMessage = {
  id: number
  key: string
  state: string
  attempts?: number | null
  messageId?: string | null
  mail?: OutgoingMail | null
  sensitive?: boolean | null
}

/** A state change of a message (straight through the adapter: the collection has no hooks). */
const update = (payload: Payload, id: number, data: Record<string, unknown>) =>
  payload.db.updateOne({
    collection: 'messages',
    id,
    data: { ...data, updatedAt: clock.nowIso() },
    returning: false,
  })

/** `job`: the job that delivers it, when a worker runs it (its lease must last the send). */
export const deliver = async (payload: Payload, messageId: number, job?: number | string) => {
  // Through the adapter, as the state changes below: the collection has no hooks to run.
  const message = (await payload.db.findOne({
    collection: 'messages',
    where: { id: { equals: messageId } },
  })) as StoredMessage | null
  if (!message) return { output: { skipped: 'no such message' } }
  if (message.state === 'sent') return { output: { skipped: 'already sent', messageId: message.messageId ?? '' } }
  if (!message.mail) throw new Error(`Message ${messageId} has no content to send.`)

  if (job !== undefined && !stillHeld(job))
    throw new Error(`Not sent: this worker's lease on job ${job} may have run out (another worker may be sending it).`)

  const id = message.messageId || messageIdFor(message.id, message.key)
  await update(payload, message.id, { state: 'sending', attempts: (message.attempts ?? 0) + 1, messageId: id })
  const { from } = smtpSettings()
  try {
    const mail = message.mail
    // Built whole first, then sent in one piece: streamed, the message went out in dozens of small
    // socket writes, each a system call and a wake-up of the server (an eighth of the worker's CPU).
    const composed = new MailComposer({ ...renderOutgoing(mail), from, messageId: id }).compile()
    const raw = await composed.build()
    const info = await mailTransport().sendMail({ envelope: composed.getEnvelope(), raw })
    smtpHealth.markUp()
    await update(payload, message.id, {
      state: 'sent',
      sentAt: clock.nowIso(),
      smtpResponse: String(info.response ?? '').slice(0, 500),
      lastError: null,
      ...(message.sensitive ? { mail: { to: mail.to, subject: mail.subject, wiped: true } } : {}),
    })
    return { output: { messageId: id } }
  } catch (err) {
    if (serverUnreachable(err)) smtpHealth.markDown()
    await update(payload, message.id, { state: 'queued', lastError: errorText(err) }).catch(() => undefined)
    throw err
  }
}

/** The job's messages in the order it sends them. */
const messagesOf = (input: SendMessageInput) => [input.message, ...(input.then ?? [])]

/**
 * Sends each of the job's messages that is not sent yet (one that failed does not hold the others
 * back); the try fails, and the job is retried, when any of them failed.
 */
const deliverAll = async (payload: Payload, input: SendMessageInput, job: number | string) => {
  const outputs: { messageId?: string; skipped?: string }[] = []
  let failure: unknown = null
  for (const message of messagesOf(input)) {
    try {
      outputs.push((await deliver(payload, message, job)).output)
    } catch (err) {
      failure ??= err
    }
  }
  if (failure) throw failure
  const sent = outputs.map((o) => o.messageId).filter(Boolean)
  const skipped = outputs.map((o) => o.skipped).filter(Boolean)
  return {
    output: {
      ...(sent.length ? { messageId: sent.join(' ') } : {}),
      ...(skipped.length ? { skipped: skipped.join('; ') } : {}),
    },
  }
}

export const sendMessageTask: TaskConfig = {
  slug: SEND_MESSAGE_TASK,
  label: 'Send an e-mail',
  inputSchema: [
    { name: 'message', type: 'number', required: true },
    { name: 'lane', type: 'text' },
    { name: 'then', type: 'number', hasMany: true },
  ],
  outputSchema: [
    { name: 'messageId', type: 'text' },
    { name: 'skipped', type: 'text' },
  ],
  retries: { attempts: SEND_ATTEMPTS, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, job, req }) => deliverAll(req.payload, input as SendMessageInput, job.id),
  // Called on every failed try; after the last one the job stays failed and so does the message.
  onFail: async ({ input, req, taskStatus }) => {
    // The same test as Payload's: the job stays failed once its tries reach the configured number.
    const retries = req.payload.config.jobs?.tasks?.find((t) => t.slug === SEND_MESSAGE_TASK)?.retries
    const attempts = typeof retries === 'object' ? (retries.attempts ?? SEND_ATTEMPTS) : (retries ?? SEND_ATTEMPTS)
    if ((taskStatus?.totalTried ?? 0) < attempts) return
    // The job's messages that went out stay sent; the others are dead letters.
    const unsent = await req.payload.db
      .find({
        collection: 'messages',
        where: { and: [{ id: { in: messagesOf(input as SendMessageInput) } }, { state: { not_equals: 'sent' } }] },
        select: { state: true },
        pagination: false,
      })
      .then((r) => r.docs.map((d) => d.id as number))
      .catch(() => messagesOf(input as SendMessageInput))
    for (const message of unsent) {
      req.payload.logger.error({
        msg: 'e-mail failed for good (dead letter: re-send it from the panel)',
        message,
        queue: MAIL_QUEUE,
      })
      await update(req.payload, message, { state: 'failed' }).catch(() => undefined)
    }
  },
}
