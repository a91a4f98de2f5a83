/**
 * The appointment's status workflow and what it tells people (docs/booking.md, "Statuses"), on a
 * real database, the outbox's worker and MailDev: staff confirm, cancel (with a reason) and
 * complete; the patient hears each in their language with times in Istanbul and in their own
 * zone and a calendar file that updates the same event (one UID, a higher SEQUENCE, a CANCEL);
 * staff hear when a patient cancels; every change is recorded; a change the workflow forbids is
 * refused on the API and on the Local API the panel shares, and changes nothing.
 */
import request from 'supertest'

import { calendarOf as calendarIn, mailMatching } from './appointmentMail'
import { bearer, fixtureSlots, startApi, type Mail, type TestApi } from './helpers'

let t: TestApi
let admin: { id: number; token: string }
let nextSlot: () => string
const staffEmail = process.env.STAFF_EMAIL || 'staff@medtour.local'

beforeAll(async () => {
  t = await startApi()
  admin = await t.staff('ROLE_ADMIN')
  ;({ nextSlot } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const book = async (token: string, lang: 'en' | 'ar') => {
  const res = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.content as { id: number; appointmentDate: string }
}

const mailTo = (to: string, subject: RegExp) => mailMatching(t, to, subject)
const calendarOf = (mail: Awaited<ReturnType<typeof mailMatching>>) => calendarIn(t, mail)

const change = (token: string, id: number, body: Record<string, unknown>) =>
  request(t.app).put(`/api/v1/appointment/${id}`).set('Authorization', bearer(token)).send(body)

const messagesOf = async (appointment: number) =>
  (
    await t.payload.find({
      collection: 'messages',
      where: { appointment: { equals: appointment } },
      overrideAccess: true,
      sort: ['createdAt', 'id'],
    })
  ).docs.map((m) => m.kind)

describe('a new booking tells the patient and staff', () => {
  test('the patient reads that it waits for confirmation, with the doctor’s title; staff read who the patient is', async () => {
    const doctorId = t.fixtures.doctorId
    await t.payload.update({ collection: 'doctors', id: doctorId, data: { title: 'Prof.' }, locale: 'en' })
    await t.payload.update({ collection: 'doctors', id: doctorId, data: { title: 'أ.' }, locale: 'ar' })
    try {
      const p = await t.directPatient({ lang: 'ar', timeZone: 'Asia/Riyadh' })
      await t.payload.update({
        collection: 'users',
        id: p.id,
        data: { phone: '+966501234567', country: t.fixtures.countries.SA },
        overrideAccess: true,
      })
      const booked = await book(p.token, 'ar')
      const mail = await mailTo(p.email, /تم حجز موعدك/)
      expect(mail.text).toContain('بانتظار تأكيد العيادة')
      expect(mail.text).toContain('أ. د. عائشة كايا')
      // Arabic dates take the Arabic comma, never the Latin one.
      expect(mail.text).toMatch(/\d{4}، \d{2}:\d{2}/)
      expect(mail.text).not.toMatch(/\d{4}, \d{2}:\d{2}/)

      const notice = await mailTo(staffEmail, new RegExp(`New appointment #${booked.id}$`))
      for (const line of [
        'Patient: Direct Patient',
        `E-mail: ${p.email}`,
        'Phone: +966501234567',
        'Country: Saudi Arabia',
        'Language: Arabic',
        'Doctor: Prof. Dr. ayse-kaya',
      ])
        expect(notice.text).toContain(line)

      // Staff booked it confirmed: the patient's mail says nothing of waiting.
      const q = await t.directPatient({ lang: 'en' })
      const res = await request(t.app)
        .post('/api/v1/appointment')
        .set('Authorization', bearer(admin.token))
        .send({ userId: q.id, doctorId, appointmentDate: nextSlot(), lang: 'en', status: 'CONFIRMED' })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const confirmed = await mailTo(q.email, /Your appointment is booked/)
      expect(confirmed.text).not.toContain('waiting for the clinic')
      expect(confirmed.text).toContain('Prof. Dr. ayse-kaya')
    } finally {
      await t.payload.update({ collection: 'doctors', id: doctorId, data: { title: null }, locale: 'en' })
      await t.payload.update({ collection: 'doctors', id: doctorId, data: { title: null }, locale: 'ar' })
    }
  })
})

describe('staff change the status; the patient is told', () => {
  test('confirmed: an Arabic patient gets it in Arabic, with both times and the updated calendar event', async () => {
    const p = await t.directPatient({ lang: 'ar', timeZone: 'Asia/Riyadh' })
    const booked = await book(p.token, 'ar')
    const first = await calendarOf(await mailTo(p.email, /تم حجز موعدك/))
    expect(first).toMatchObject({ method: 'PUBLISH', status: 'TENTATIVE', sequence: 0 })

    const res = await change(admin.token, booked.id, { status: 'CONFIRMED' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.content.status).toBe('CONFIRMED')

    const mail = await mailTo(p.email, /تم تأكيد موعدك/)
    expect(mail.text).toMatch(/الوقت في إسطنبول/)
    expect(mail.text).toMatch(/\(Europe\/Istanbul\)/)
    expect(mail.text).toMatch(/وقتك المحلي: .*\(Asia\/Riyadh\)/)
    expect(mail.html).toMatch(/dir="rtl"/)
    const ics = await calendarOf(mail)
    expect(ics).toMatchObject({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 1,
      uid: first.uid,
      start: new Date(booked.appointmentDate).toISOString(),
    })

    const stored = await t.payload.findByID({ collection: 'appointments', id: booked.id, overrideAccess: true })
    const history = stored.statusHistory!.map(({ from, to, by, at }) => ({
      from: from ?? null,
      to,
      by: typeof by === 'object' && by ? by.id : by,
      at: typeof at,
    }))
    expect(history).toEqual([
      { from: null, to: 'PENDING', by: p.id, at: 'string' },
      { from: 'PENDING', to: 'CONFIRMED', by: admin.id, at: 'string' },
    ])
  })

  test('cancelled by staff: a reason is required; the patient gets it, a way to book again and a calendar cancellation', async () => {
    const p = await t.directPatient({ lang: 'en', timeZone: 'Europe/London' })
    const booked = await book(p.token, 'en')
    await change(admin.token, booked.id, { status: 'CONFIRMED' }).expect(200)
    await mailTo(p.email, /confirmed/)
    const before = await messagesOf(booked.id)

    const bare = await change(admin.token, booked.id, { status: 'CANCELLED' })
    expect(bare.status).toBe(400)
    expect(bare.body.message).toBe('VALIDATION_FAILED')
    expect(bare.body.errors[0].field).toBe('reason')
    const blank = await change(admin.token, booked.id, { status: 'CANCELLED', reason: '   ' })
    expect(blank.status).toBe(400)
    const unchanged = await t.payload.findByID({ collection: 'appointments', id: booked.id, overrideAccess: true })
    expect(unchanged.status).toBe('CONFIRMED')
    expect(await messagesOf(booked.id), 'a refused change queues nothing').toEqual(before)

    const reason = 'The doctor is away at a congress that week.'
    const res = await change(admin.token, booked.id, { status: 'CANCELLED', reason })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.content.statusReason).toBe(reason)

    const mail = await mailTo(p.email, /cancelled/)
    expect(mail.text).toContain(`Reason: ${reason}`)
    expect(mail.text).toMatch(/Your local time: .*\(Europe\/London\)/)
    expect(mail.html).toMatch(/doctor-profile\?doctor=/)
    const ics = await calendarOf(mail)
    expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 })
    const download = await request(t.app)
      .get(`/api/v1/appointment/export/ics/${booked.id}`)
      .set('Authorization', bearer(p.token))
    expect(download.headers['content-type']).toMatch(/method=CANCEL/)
    expect(download.text).toMatch(/METHOD:CANCEL/)

    // The patient reads the reason on their appointment.
    const own = await request(t.app).get(`/api/v1/appointment/${booked.id}`).set('Authorization', bearer(p.token))
    expect(own.body.content.statusReason).toBe(reason)
    expect(await messagesOf(booked.id)).toEqual([...before, 'appointment-cancelled'])
  })

  test('completed: a thank-you that leads to the hospital’s page', async () => {
    const p = await t.directPatient({ lang: 'en' })
    const booked = await book(p.token, 'en')
    await change(admin.token, booked.id, { status: 'CONFIRMED' }).expect(200)
    await change(admin.token, booked.id, { status: 'COMPLETED' }).expect(200)
    const mail = await mailTo(p.email, /Thank you for your visit/)
    expect(mail.html).toMatch(/health-providers\//)
    expect((mail as Mail & { replyTo?: { address: string }[] }).replyTo?.[0]?.address, 'replies reach staff').toBe(
      staffEmail,
    )
    expect(mail.attachments ?? []).toEqual([])
  })

  test('a no-show sends the patient nothing more', async () => {
    const p = await t.directPatient({ lang: 'en' })
    const booked = await book(p.token, 'en')
    await change(admin.token, booked.id, { status: 'CONFIRMED' }).expect(200)
    await change(admin.token, booked.id, { status: 'NO_SHOW' }).expect(200)
    expect(await messagesOf(booked.id)).toEqual(['booking-confirmation', 'staff-booking', 'appointment-confirmed'])
  })
})

describe('the patient changes it; staff are told', () => {
  test('a patient’s cancellation tells staff, with the reason they gave', async () => {
    const p = await t.directPatient({ lang: 'en' })
    const booked = await book(p.token, 'en')
    const res = await change(p.token, booked.id, { status: 'CANCELLED', reason: 'My flight was cancelled.' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const notice = await mailTo(staffEmail, new RegExp(`Appointment #${booked.id} cancelled by the patient`))
    expect(notice.text).toContain('My flight was cancelled.')
    expect(notice.text).toContain(p.email)
    expect(await messagesOf(booked.id)).toEqual(['booking-confirmation', 'staff-booking', 'staff-patient-cancelled'])
  })
})

describe('one workflow on every door', () => {
  test('closed appointments stay closed, and a patient cannot confirm, through the API and the Local API', async () => {
    const p = await t.directPatient({ lang: 'en' })
    const booked = await book(p.token, 'en')
    // A patient may not confirm their own booking: API and Local API (as the panel runs it).
    expect((await change(p.token, booked.id, { status: 'CONFIRMED' })).status).toBe(403)
    const patientUser = await t.payload.findByID({ collection: 'users', id: p.id, overrideAccess: true })
    await expect(
      t.payload.update({
        collection: 'appointments',
        id: booked.id,
        data: { status: 'CONFIRMED' },
        user: patientUser,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'status', message: 'Only staff can make this change.' }] } })

    await change(admin.token, booked.id, { status: 'CANCELLED', reason: 'Duplicate booking.' }).expect(200)
    const adminUser = await t.payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })
    for (const status of ['CONFIRMED', 'PENDING', 'COMPLETED', 'NO_SHOW'] as const) {
      const res = await change(admin.token, booked.id, { status })
      expect(res.status, status).toBe(422)
      expect(res.body.message).toBe('APPOINTMENT_CLOSED')
      await expect(
        t.payload.update({
          collection: 'appointments',
          id: booked.id,
          data: { status },
          user: adminUser,
          overrideAccess: true,
        }),
        status,
      ).rejects.toMatchObject({
        data: { errors: [{ path: 'status', message: expect.stringMatching(/^CANCELLED cannot become/) }] },
      })
    }
    const stored = await t.payload.findByID({ collection: 'appointments', id: booked.id, overrideAccess: true })
    expect(stored.status).toBe('CANCELLED')
    expect(stored.statusHistory!.map((h) => h.to)).toEqual(['PENDING', 'CANCELLED'])
  })
})
