/**
 * Reminders of confirmed appointments (docs/booking.md, "Reminders") on a real database, the
 * outbox's worker and MailDev: confirming queues one job per lead time, due at its time; when due
 * (here: made due at once, no sleeping), each sends the patient one e-mail in their language;
 * nothing is sent for a cancelled appointment, a moved one is reminded at its new time only, and
 * the admins' global sets the lead times or turns reminders off.
 */
import request from 'supertest'

import { remindersOf as remindersOfAppointment, takeSlotAfter, type ReminderJob } from './appointmentMail'
import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let admin: { id: number; token: string }
let slots: string[]
let runReminder: typeof import('@medtour/cms/jobs/reminders').runReminder

beforeAll(async () => {
  t = await startApi()
  admin = await t.staff('ROLE_ADMIN')
  ;({ slots } = await fixtureSlots(t))
  ;({ runReminder } = await import('@medtour/cms/jobs/reminders'))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const HOUR = 3_600_000

const slotAfter = (hours: number) => takeSlotAfter(slots, hours)

const book = async (token: string, lang: 'en' | 'ar', hoursAhead = 72) => {
  const res = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: slotAfter(hoursAhead), lang })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.content as { id: number; appointmentDate: string }
}

const change = (id: number, body: Record<string, unknown>) =>
  request(t.app).put(`/api/v1/appointment/${id}`).set('Authorization', bearer(admin.token)).send(body)

type Job = ReminderJob

const remindersOf = (appointment: number) => remindersOfAppointment(t, appointment)

/** Makes the jobs due now and waits until the worker has run them all. */
const fire = async (jobs: Job[]) => {
  for (const job of jobs) {
    await t.payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  }
  const ids = new Set(jobs.map((j) => j.id))
  const deadline = Date.now() + 15_000
  for (;;) {
    const { docs } = await t.payload.find({
      collection: 'payload-jobs',
      where: { id: { in: [...ids] } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    if (docs.length === 0) return
    if (Date.now() > deadline) throw new Error(`reminder jobs still waiting: ${JSON.stringify(docs)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const reminderMessages = async (appointment: number) =>
  (
    await t.payload.find({
      collection: 'messages',
      where: { and: [{ appointment: { equals: appointment } }, { kind: { equals: 'appointment-reminder' } }] },
      overrideAccess: true,
      pagination: false,
    })
  ).docs

describe('reminders', () => {
  test('confirming queues them 48 h and 3 h before; when due, the patient gets each once, in their language', async () => {
    const p = await t.directPatient({ lang: 'ar', timeZone: 'Asia/Riyadh' })
    const booked = await book(p.token, 'ar')
    expect(await remindersOf(booked.id), 'none while waiting for confirmation').toEqual([])
    await change(booked.id, { status: 'CONFIRMED' }).expect(200)

    const jobs = await remindersOf(booked.id)
    const start = Date.parse(booked.appointmentDate)
    expect(jobs.map((j) => [j.input.hours, Date.parse(j.waitUntil!)]).sort((a, b) => a[1]! - b[1]!)).toEqual([
      [48, start - 48 * HOUR],
      [3, start - 3 * HOUR],
    ])

    await fire(jobs)
    const mails = (await t.mailsTo(p.email, 4)).filter((m) => m.subject.startsWith('تذكير'))
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `تذكير: موعدك بعد 3 ساعات (رقم ${booked.id})`,
      `تذكير: موعدك بعد يومين (رقم ${booked.id})`,
    ])
    expect(mails[0]!.text).toMatch(/وقتك المحلي: .*\(Asia\/Riyadh\)/)

    // A reminder run again (a job taken twice) sends nothing more.
    expect(await runReminder(t.payload, jobs[0]!.input)).toEqual({ skipped: 'already sent' })
    expect(await reminderMessages(booked.id)).toHaveLength(2)
  })

  test('a cancelled appointment is not reminded; a moved one only at its new time', async () => {
    const p = await t.directPatient({ lang: 'en' })
    const cancelled = await book(p.token, 'en')
    await change(cancelled.id, { status: 'CONFIRMED' }).expect(200)
    await change(cancelled.id, { status: 'CANCELLED', reason: 'The doctor is away.' }).expect(200)
    await fire(await remindersOf(cancelled.id))
    expect(await reminderMessages(cancelled.id)).toEqual([])

    const moved = await book(p.token, 'en')
    await change(moved.id, { status: 'CONFIRMED' }).expect(200)
    const later = slotAfter(120)
    const res = await change(moved.id, { appointmentDate: later })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.content.status, 'staff moving it keeps it confirmed').toBe('CONFIRMED')
    const jobs = await remindersOf(moved.id)
    expect(jobs).toHaveLength(4)
    await fire(jobs)
    const sent = await reminderMessages(moved.id)
    expect(sent).toHaveLength(2)
    expect(sent.every((m) => m.key.endsWith(`:${Date.parse(later)}`))).toBe(true)
  })

  test('the admins’ global sets the lead times, or turns reminders off', async () => {
    const p = await t.directPatient({ lang: 'en' })
    try {
      await t.payload.updateGlobal({
        slug: 'appointment-reminders',
        data: { enabled: true, hoursBefore: [{ hours: 24 }] },
        overrideAccess: true,
      })
      const one = await book(p.token, 'en')
      await change(one.id, { status: 'CONFIRMED' }).expect(200)
      const jobs = await remindersOf(one.id)
      expect(jobs.map((j) => [j.input.hours, Date.parse(j.waitUntil!)])).toEqual([
        [24, Date.parse(one.appointmentDate) - 24 * HOUR],
      ])

      await t.payload.updateGlobal({ slug: 'appointment-reminders', data: { enabled: false }, overrideAccess: true })
      const none = await book(p.token, 'en')
      await change(none.id, { status: 'CONFIRMED' }).expect(200)
      expect(await remindersOf(none.id)).toEqual([])
    } finally {
      await t.payload.updateGlobal({
        slug: 'appointment-reminders',
        data: { enabled: true, hoursBefore: [{ hours: 48 }, { hours: 3 }] },
        overrideAccess: true,
      })
    }
  })

  test('a reminder due after its appointment began sends nothing (an injected clock)', async () => {
    const p = await t.directPatient({ lang: 'en' })
    const booked = await book(p.token, 'en')
    await change(booked.id, { status: 'CONFIRMED' }).expect(200)
    const input = { appointment: booked.id, hours: 3, at: new Date(booked.appointmentDate).toISOString() }
    const after = new Date(Date.parse(booked.appointmentDate) + 60_000)
    expect(await runReminder(t.payload, input, after)).toEqual({ skipped: 'the appointment has begun' })
    expect(await reminderMessages(booked.id)).toEqual([])
  })
})
