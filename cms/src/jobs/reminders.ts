/**
 * The reminders' jobs (docs/booking.md, "Reminders"; the rule in ../booking/reminders.ts): queued
 * in the transaction of the change that confirms or moves an appointment, due at their time, and
 * run by the worker like every job. A reminder that is due queues its e-mail through the outbox
 * (so it is sent once, retried, and shown on the appointment in the panel).
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import {
  DEFAULT_REMINDER_HOURS,
  SEND_REMINDER_TASK,
  reminderKey,
  remindersDue,
  type ReminderInput,
} from '../booking/reminders'
import { appointmentMailContext } from '../email/appointmentContext'
import { reminderMail } from '../email/appointmentStatus'
import type { Appointment } from '../payload-types'
import type { TransactionReq } from '../transaction'
import { MAIL_QUEUE } from './kinds'
import { enqueueMail } from './outbox'
import * as clock from '../shared/clock'

type Settings = { enabled?: boolean | null; hoursBefore?: { hours: number }[] | null }

/** The lead times in force (the global, else the defaults); none when reminders are off. */
export const reminderHours = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<number[]> => {
  const settings = (await payload
    .findGlobal({ slug: 'appointment-reminders', depth: 0, overrideAccess: true, req })
    .catch(() => null)) as Settings | null
  if (settings?.enabled === false) return []
  const hours = settings?.hoursBefore?.map((r) => r.hours)
  return hours?.length ? hours : [...DEFAULT_REMINDER_HOURS]
}

/** Queues the reminders of a confirmed appointment at `start`, in the transaction `req`. */
export const scheduleReminders = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  appointment: { id: number; appointmentDate: string },
  now = clock.now(),
) => {
  const start = new Date(appointment.appointmentDate)
  for (const { hours, due } of remindersDue(start, await reminderHours(payload, req), now)) {
    const input: ReminderInput = { appointment: appointment.id, hours, at: start.toISOString() }
    await payload.jobs.queue({
      task: SEND_REMINDER_TASK,
      queue: MAIL_QUEUE,
      input,
      waitUntil: due,
      req: req as PayloadRequest,
    } as never)
  }
}

/**
 * Runs one reminder at `now`: queues its e-mail when the appointment is still confirmed, at the
 * time it was queued for, and still ahead; otherwise does nothing (it was cancelled or moved, or
 * has begun). Never queues one reminder twice.
 */
export const runReminder = async (payload: Payload, input: ReminderInput, now = clock.now()) => {
  const appointment = (await payload.findByID({
    collection: 'appointments',
    id: input.appointment,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Appointment | null
  if (!appointment) return { skipped: 'no such appointment' }
  if (appointment.status !== 'CONFIRMED') return { skipped: `the appointment is ${appointment.status}` }
  const start = new Date(appointment.appointmentDate)
  if (start.getTime() !== Date.parse(input.at)) return { skipped: 'the appointment moved' }
  if (start <= now) return { skipped: 'the appointment has begun' }
  const key = reminderKey(input)
  const already = await payload.count({ collection: 'messages', where: { key: { equals: key } }, overrideAccess: true })
  if (already.totalDocs > 0) return { skipped: 'already sent' }

  const context = await appointmentMailContext(payload, appointment)
  await enqueueMail(payload, undefined as TransactionReq | undefined, {
    kind: 'appointment-reminder',
    key,
    lang: appointment.lang,
    appointment: appointment.id,
    user: context.userId,
    mail: reminderMail({ ...context.mail, hours: input.hours }),
  })
  return { queued: key }
}

export const sendReminderTask: TaskConfig = {
  slug: SEND_REMINDER_TASK,
  label: 'Remind a patient of an appointment',
  inputSchema: [
    { name: 'appointment', type: 'number', required: true },
    { name: 'hours', type: 'number', required: true },
    { name: 'at', type: 'text', required: true },
  ],
  outputSchema: [
    { name: 'queued', type: 'text' },
    { name: 'skipped', type: 'text' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  handler: async ({ input, req }) => ({ output: await runReminder(req.payload, input as ReminderInput) }),
}
