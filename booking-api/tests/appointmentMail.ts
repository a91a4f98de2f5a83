/**
 * Helpers of the suites about what an appointment's changes tell people (status, reschedule,
 * reminders): the newest mail matching a subject, its calendar file read by a real iCalendar
 * parser, free slots far enough ahead, and the reminder jobs queued for an appointment.
 */
import ICAL from 'ical.js'

import type { Mail, TestApi } from './helpers'

/** The newest mail to `to` whose subject matches, waiting up to 15 s for it. */
export const mailMatching = async (t: TestApi, to: string, subject: RegExp): Promise<Mail> => {
  const deadline = Date.now() + 15_000
  for (;;) {
    const found = (await t.mailsTo(to, 1, 2_000)).filter((m) => subject.test(m.subject))
    if (found.length) return found.at(-1)!
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`)
  }
}

/** The .ics attached to a mail, as MailDev holds it, parsed by ical.js. */
export const calendarOf = async (t: TestApi, mail: Mail) => {
  const file = mail.attachments?.find((a) => /\.ics$/.test(a.generatedFileName ?? a.fileName ?? ''))
  expect(file).toBeTruthy()
  expect(file!.contentType).toMatch(/^text\/calendar/)
  const res = await fetch(`${t.mailApi}/email/${mail.id}/attachment/${file!.generatedFileName ?? file!.fileName}`)
  const calendar = new ICAL.Component(ICAL.parse(await res.text()))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }
}

/** Takes from `slots` the first one at least `hours` ahead (each test takes its own). */
export const takeSlotAfter = (slots: string[], hours: number) => {
  const i = slots.findIndex((s) => Date.parse(s) > Date.now() + hours * 3_600_000)
  if (i < 0) throw new Error(`no slot ${hours} h ahead`)
  return slots.splice(i, 1)[0]!
}

export type ReminderJob = {
  id: number
  input: { appointment: number; hours: number; at: string }
  waitUntil?: string | null
}

/** The reminder jobs queued for an appointment (cms/src/jobs/reminders.ts). */
export const remindersOf = async (t: TestApi, appointment: number): Promise<ReminderJob[]> =>
  (
    (await t.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'send-reminder' } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })) as unknown as { docs: ReminderJob[] }
  ).docs.filter((j) => j.input.appointment === appointment)
