/**
 * The transactional outbox. A change that must tell someone (a booking, a sign-up, a reset
 * request, a contact message, a treatment request) stores the e-mail here in the SAME database
 * transaction as the change: pass the transaction's `req`. A rollback stores nothing; a commit
 * always leaves the message and its job, which the worker (./worker.ts) delivers with retries.
 * The request itself never talks to an SMTP server.
 */
import type { Payload, PayloadRequest } from 'payload'

import { renderCalendarFile, type CalendarFile } from '../booking/ics'
import { renderHtml, renderText, type MailBody } from '../email/layout'
import { insertRow } from '../rows'
import type { NewRecord } from '../rowsAtOnce'
import type { TransactionReq } from '../transaction'
import { MAIL_QUEUE, SEND_MESSAGE_TASK, type MessageKind } from './kinds'
import * as clock from '../shared/clock'

export type MailAttachment = { filename: string; content: string; contentType: string }

/** An attachment as stored: its content, or an appointment's calendar file the worker renders. */
export type StoredAttachment = MailAttachment | { filename: string; contentType: string; calendar: CalendarFile }

/**
 * An e-mail as the outbox stores it: everything the worker needs to send it, nothing it must look
 * up. The product's own e-mails store their content as the parts of the one frame they share
 * (`body`, ../email/layout.ts) and a calendar file as what to render (../booking/ics.ts,
 * `calendarFile`): the worker renders them as it sends (`renderOutgoing`), so a booking's
 * request neither builds the HTML nor writes it to the database (docs/jobs.md). An e-mail
 * Payload itself renders (../email/adapter.ts), and one stored before bodies were, keeps its
 * `html` and `text`.
 */
export type OutgoingMail = {
  to: string
  subject: string
  replyTo?: string
  attachments?: StoredAttachment[]
} & ({ body: MailBody } | { html: string; text: string })

/** The e-mail as it is sent: its HTML and text rendered from its body, its calendar files rendered. */
export const renderOutgoing = ({ attachments, ...mail }: OutgoingMail) => {
  const { html, text } = 'body' in mail ? { html: renderHtml(mail.body), text: renderText(mail.body) } : mail
  return {
    to: mail.to,
    subject: mail.subject,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    html,
    text,
    ...(attachments && {
      attachments: attachments.map((a): MailAttachment =>
        'calendar' in a
          ? { filename: a.filename, contentType: a.contentType, content: renderCalendarFile(a.calendar) }
          : a,
      ),
    }),
  }
}

export type Outgoing = {
  kind: MessageKind
  /** One message per cause, e.g. `booking-confirmation:42`: enqueuing a cause twice fails. */
  key: string
  mail: OutgoingMail
  lang?: 'en' | 'ar'
  appointment?: number | null
  user?: number | null
  /** Holds a one-time link: its body is wiped once sent. */
  sensitive?: boolean
}

/**
 * Job input: the message, and its lane: a patient's address, so the worker sends each patient's
 * e-mails in the order they were queued. Staff notices have none (their order does not matter,
 * and one shared inbox must not make them wait in one line). `then`: further messages of the same
 * cause, sent by the same job after the first (a booking's notice to staff rides with the
 * patient's confirmation: one job instead of two, in the patient's lane).
 */
export type SendMessageInput = { message: number; lane?: string; then?: number[] }

/**
 * The key of an e-mail caused by a stored record: its kind, id and creation time (SQLite may give
 * a deleted record's id to a new one; the time tells them apart).
 */
export const keyFor = (kind: MessageKind, doc: { id: number | string; createdAt?: string | null }) =>
  `${kind}:${doc.id}:${doc.createdAt ? Date.parse(doc.createdAt) : ''}`

export const laneOf = (kind: MessageKind, to: string) => (kind.startsWith('staff-') ? undefined : to.toLowerCase())

/** A message's record: every field set here (no hooks run for it). */
const messageRecord = (out: Outgoing) => {
  const now = clock.nowIso()
  return {
    kind: out.kind,
    key: out.key,
    to: out.mail.to,
    subject: out.mail.subject,
    lang: out.lang ?? 'en',
    appointment: out.appointment ?? null,
    user: out.user ?? null,
    state: 'queued',
    attempts: 0,
    mail: out.mail,
    sensitive: out.sensitive ?? false,
    createdAt: now,
    updatedAt: now,
  }
}

/** The job delivering the messages `ids` of one cause, in the lane of the first. */
const deliveryInput = (outs: Outgoing[], ids: number[]): SendMessageInput => {
  const [first, ...then] = ids
  return { message: first!, lane: laneOf(outs[0]!.kind, outs[0]!.mail.to), ...(then.length ? { then } : {}) }
}

/**
 * The row `payload.jobs.queue` writes for this task and queue (no hooks run for jobs, nor
 * concurrency keys in this configuration), without the read-back of the new job and its log that
 * `queue` makes. booking-api/tests/adapters.test.ts checks that both write the same row.
 */
const deliveryJob = (input: SendMessageInput) => ({ input, taskSlug: SEND_MESSAGE_TASK, queue: MAIL_QUEUE })

/**
 * Stores the messages of one cause and the one job that delivers them, in this order, in the
 * lane of the first. Written through the database adapter inside the change's transaction, which
 * should stay short. Returns the messages' ids.
 */
export const enqueueMails = async (payload: Payload, req: TransactionReq | undefined, outs: Outgoing[]) => {
  const ids: number[] = []
  for (const out of outs) ids.push(await insertRow(payload, 'messages', messageRecord(out), req))
  if (ids.length) await queueDelivery(payload, req, deliveryInput(outs, ids))
  return ids
}

/**
 * The messages of one cause with the ids `ids` (from `writeAtOnce`, one for each message; more
 * are refused) and their job, as records to write at once with the change that causes them
 * (../rowsAtOnce.ts). An id left over would be named in the job and never written — on SQLite,
 * the next message's id.
 */
export const mailRecords = (outs: Outgoing[], ids: number[]): NewRecord[] => {
  if (ids.length !== outs.length) throw new Error(`mailRecords: ${outs.length} messages, ${ids.length} ids`)
  return outs.length
    ? [
        ...outs.map((out, i) => ({ collection: 'messages' as const, data: { ...messageRecord(out), id: ids[i]! } })),
        { collection: 'payload-jobs', data: deliveryJob(deliveryInput(outs, ids)) },
      ]
    : []
}

/** Stores the message and its delivery job (see `enqueueMails`). */
export const enqueueMail = async (payload: Payload, req: TransactionReq | undefined, out: Outgoing) => {
  const [id] = await enqueueMails(payload, req, [out])
  return { id: id! }
}

/** A delivery job for a stored message (a new one, or a failed one staff send again). */
export const queueDelivery = async (payload: Payload, req: TransactionReq | undefined, input: SendMessageInput) => {
  await payload.db.create({
    collection: 'payload-jobs',
    data: deliveryJob(input),
    returning: false,
    req: req as Partial<PayloadRequest> | undefined,
  })
}
