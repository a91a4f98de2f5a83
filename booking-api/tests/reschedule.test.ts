/**
 * Moving an appointment (POST /api/v1/appointment/{id}/reschedule; docs/booking.md,
 * "Rescheduling") on a real database, the outbox's worker and MailDev: the new slot is taken and
 * the old one freed in one write; of ten patients racing for one slot exactly one wins and the
 * others keep theirs; the patient gets the new time with a calendar update (same UID, higher
 * SEQUENCE) and staff are told; the patients' limits (notice, count) hold, staff are not bound by
 * them, and a refused move changes nothing.
 */
import request from 'supertest'

import { RESCHEDULE_MAX } from '@medtour/cms/booking/status'
import { calendarOf as calendarIn, mailMatching, takeSlotAfter } from './appointmentMail'
import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let admin: { id: number; token: string }
let slots: string[]
const staffEmail = process.env.STAFF_EMAIL || 'staff@medtour.local'
const HOUR = 3_600_000

beforeAll(async () => {
  t = await startApi()
  admin = await t.staff('ROLE_ADMIN')
  ;({ slots } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const slotAfter = (hours: number) => takeSlotAfter(slots, hours)
const mailTo = (to: string, subject: RegExp) => mailMatching(t, to, subject)
const calendarOf = (mail: Awaited<ReturnType<typeof mailMatching>>) => calendarIn(t, mail)

const book = async (token: string, appointmentDate = slotAfter(72), lang: 'en' | 'ar' = 'en') => {
  const res = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate, lang })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.content as { id: number; appointmentDate: string }
}

const reschedule = (token: string, id: number, appointmentDate: string) =>
  request(t.app)
    .post(`/api/v1/appointment/${id}/reschedule`)
    .set('Authorization', bearer(token))
    .send({ appointmentDate })

const freeSlots = async () => {
  const res = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`).query({ days: 30, limit: 400 })
  return new Set((res.body.content.slots as { start: string }[]).map((s) => Date.parse(s.start)))
}

describe('a patient moves their appointment', () => {
  test('the new slot is taken and the old one free; the patient gets the new time, staff are told', async () => {
    const p = await t.directPatient({ lang: 'en', timeZone: 'Europe/Moscow' })
    const booked = await book(p.token)
    await request(t.app)
      .put(`/api/v1/appointment/${booked.id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'CONFIRMED' })
      .expect(200)
    const confirmed = await calendarOf(await mailTo(p.email, /is confirmed/))

    const target = slotAfter(96)
    const res = await reschedule(p.token, booked.id, target)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toBe('APPOINTMENT_RESCHEDULED')
    expect(res.body.content).toMatchObject({
      appointmentDate: new Date(target).toISOString(),
      status: 'PENDING',
      rescheduleCount: 1,
    })
    const free = await freeSlots()
    expect(free.has(Date.parse(booked.appointmentDate)), 'the old slot is free again').toBe(true)
    expect(free.has(Date.parse(target)), 'the new slot is taken').toBe(false)

    const mail = await mailTo(p.email, /has a new time/)
    expect(mail.text).toMatch(/Your local time: .*\(Europe\/Moscow\)/)
    expect(mail.text).toMatch(/Previous time \(Istanbul\)/)
    expect(mail.text).toMatch(/Our team will confirm the new time/)
    const ics = await calendarOf(mail)
    expect(ics).toMatchObject({ uid: confirmed.uid, status: 'TENTATIVE', start: new Date(target).toISOString() })
    expect(ics.sequence).toBeGreaterThan(confirmed.sequence)

    const notice = await mailTo(staffEmail, new RegExp(`Appointment #${booked.id} moved by the patient`))
    expect(notice.text).toContain(p.email)
  })

  test(`a patient may move one booking ${RESCHEDULE_MAX} times, not within 24 hours, not a closed one; a refusal changes nothing`, async () => {
    const p = await t.directPatient()
    const booked = await book(p.token)
    // A time that is not one of the doctor's slots is refused, and does not count.
    const offGrid = new Date(Date.parse(slotAfter(72)) + 7 * 60_000).toISOString()
    expect((await reschedule(p.token, booked.id, offGrid)).body.message).toBe('SLOT_NOT_AVAILABLE')
    for (let i = 1; i <= RESCHEDULE_MAX; i++) {
      const res = await reschedule(p.token, booked.id, slotAfter(72))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.content.rescheduleCount).toBe(i)
    }
    const before = await t.payload.findByID({ collection: 'appointments', id: booked.id, overrideAccess: true })
    const limit = await reschedule(p.token, booked.id, slotAfter(72))
    expect(limit.status).toBe(422)
    expect(limit.body.message).toBe('RESCHEDULE_LIMIT')
    expect(limit.body.errors[0].field).toBe('appointmentDate')
    const after = await t.payload.findByID({ collection: 'appointments', id: booked.id, overrideAccess: true })
    expect(after.appointmentDate).toBe(before.appointmentDate)
    expect(after.rescheduleCount).toBe(RESCHEDULE_MAX)

    // Staff are not bound by the patients' limits.
    expect((await reschedule(admin.token, booked.id, slotAfter(72))).status).toBe(200)

    // Within 24 hours (an appointment staff placed soon): the patient is asked to contact us.
    const soon = await t.payload.create({
      collection: 'appointments',
      data: {
        user: p.id,
        doctor: t.fixtures.doctorId,
        appointmentDate: new Date(Date.now() + 5 * HOUR).toISOString(),
        status: 'CONFIRMED',
        lang: 'en',
      },
      overrideAccess: true,
    })
    const late = await reschedule(p.token, soon.id, slotAfter(72))
    expect(late.status).toBe(422)
    expect(late.body.message).toBe('RESCHEDULE_TOO_LATE')

    // Someone else's booking, a closed one.
    const stranger = await t.directPatient()
    expect((await reschedule(stranger.token, booked.id, slotAfter(72))).status).toBe(404)
    await request(t.app)
      .put(`/api/v1/appointment/${booked.id}`)
      .set('Authorization', bearer(p.token))
      .send({ status: 'CANCELLED' })
      .expect(200)
    const closed = await reschedule(p.token, booked.id, slotAfter(72))
    expect(closed.status).toBe(422)
    expect(closed.body.message).toBe('APPOINTMENT_CLOSED')
  })
})

test('ten patients moving into one slot at once: exactly one wins, the others keep their own', async () => {
  const patients = await Promise.all(Array.from({ length: 10 }, () => t.directPatient()))
  const bookings = []
  for (const p of patients) bookings.push({ p, appointment: await book(p.token) })
  const target = slotAfter(72)
  const answers = await Promise.all(bookings.map(({ p, appointment }) => reschedule(p.token, appointment.id, target)))
  expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)])
  expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === 'SLOT_TAKEN')).toBe(true)
  const stored = await t.payload.find({
    collection: 'appointments',
    where: { id: { in: bookings.map((b) => b.appointment.id) } },
    overrideAccess: true,
    pagination: false,
  })
  const at = new Map(stored.docs.map((d) => [d.id, Date.parse(d.appointmentDate)]))
  const winner = bookings[answers.findIndex((a) => a.status === 200)]!
  expect(at.get(winner.appointment.id)).toBe(Date.parse(target))
  for (const { appointment } of bookings.filter((b) => b !== winner)) {
    expect(at.get(appointment.id), 'a loser keeps its slot').toBe(Date.parse(appointment.appointmentDate))
  }
  expect(stored.docs.filter((d) => Date.parse(d.appointmentDate) === Date.parse(target))).toHaveLength(1)
  expect((await freeSlots()).has(Date.parse(winner.appointment.appointmentDate)), "the winner's old slot is free").toBe(
    true,
  )
})
