/**
 * Appointments end to end on a real database: booking as JSON and with files, slot re-checks,
 * double bookings (50 at once → exactly one), status transitions, privacy between patients,
 * files and exports only for their owner and staff.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import request from 'supertest'

import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let a: { id: number; token: string; email: string }
let b: { id: number; token: string; email: string }
let mod: { id: number; token: string }
let admin: { id: number; token: string }
/** Free slots of the fixture doctor, fetched once; each test takes its own (helpers.ts). */
let slots: string[] = []
let nextSlot: () => string

const book = (token: string, body: Record<string, unknown>) =>
  request(t.app).post('/api/v1/appointment').set('Authorization', bearer(token)).send(body)

before(async () => {
  t = await startApi()
  ;[a, b, mod, admin] = await Promise.all([
    t.directPatient({ timeZone: 'Asia/Riyadh' }),
    t.directPatient(),
    t.staff('ROLE_MODERATOR'),
    t.staff('ROLE_ADMIN'),
  ])
  ;({ slots, nextSlot } = await fixtureSlots(t))
})

after(async () => {
  await t?.stop()
})

describe('booking', () => {
  test('a patient books a free slot as JSON; times come back in UTC, Istanbul and their zone', async () => {
    const slot = nextSlot()
    const res = await book(a.token, {
      doctorId: t.fixtures.doctorId,
      appointmentDate: slot,
      status: 'PENDING',
      lang: 'en',
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    assert.equal(res.body.message, 'APPOINTMENT_BOOKED')
    const c = res.body.content
    assert.equal(c.userId, a.id)
    assert.equal(c.status, 'PENDING')
    assert.equal(c.appointmentDate, new Date(slot).toISOString())
    assert.equal(c.patientTimeZone, 'Asia/Riyadh')
    assert.match(c.times.istanbul, /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/)
    // Istanbul and Riyadh are both UTC+3 all year: the wall clocks agree.
    assert.equal(c.times.patient, c.times.istanbul)
    assert.deepEqual(c.allowedTransitions, ['CANCELLED'])
  })

  test('the booking is confirmed by e-mail with the .ics attached, and staff are told', async () => {
    const slot = nextSlot()
    const res = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot, lang: 'ar' })
    assert.equal(res.status, 201)
    // The patient's second booking (the first test made one in English): this one is in Arabic.
    const mails = await t.mailsTo(a.email, 2)
    const confirmation = mails.find(
      (m) =>
        /dir="rtl"/.test(m.html) && m.attachments?.some((x) => /\.ics$/.test(x.generatedFileName ?? x.fileName ?? '')),
    )
    assert.ok(confirmation, 'an Arabic confirmation with an .ics attachment')
  })

  test("the booking's answer names the doctor in the booking's language, as reads and lists do", async () => {
    const c = await t.directPatient()
    const ar = await book(c.token, { doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'ar' })
    assert.equal(ar.status, 201, JSON.stringify(ar.body))
    assert.equal(ar.body.content.lang, 'ar')
    assert.equal(ar.body.content.doctor.name, 'د. عائشة كايا')
    const en = await book(c.token, { doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'en' })
    assert.equal(en.status, 201, JSON.stringify(en.body))
    assert.equal(en.body.content.doctor.name, 'Dr. ayse-kaya')
    for (const booked of [ar, en]) {
      const read = await request(t.app)
        .get(`/api/v1/appointment/${booked.body.content.id}`)
        .set('Authorization', bearer(c.token))
      assert.equal(read.status, 200)
      assert.deepEqual(read.body.content.doctor, booked.body.content.doctor)
    }
    // A list with both languages shows each appointment's doctor in that appointment's language.
    const list = await request(t.app).get(`/api/v1/appointment/user/${c.id}`).set('Authorization', bearer(c.token))
    assert.equal(list.status, 200)
    const names = Object.fromEntries(
      list.body.content.map((x: { lang: string; doctor: { name: string } }) => [x.lang, x.doctor.name]),
    )
    assert.deepEqual(names, { ar: 'د. عائشة كايا', en: 'Dr. ayse-kaya' })
  })

  test('a slot outside working hours, in the past or not on the grid is refused with 422', async () => {
    const offGrid = new Date(new Date(slots[0]!).getTime() + 7 * 60_000).toISOString()
    const night = new Date(slots[0]!)
    night.setUTCHours(23, 0, 0, 0)
    for (const appointmentDate of [offGrid, night.toISOString(), '2020-01-01T09:00:00Z']) {
      const res = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate })
      assert.equal(res.status, 422, appointmentDate)
      assert.ok(['SLOT_NOT_AVAILABLE', 'SLOT_OUT_OF_RANGE'].includes(res.body.message))
      assert.equal(res.body.errors[0].field, 'appointmentDate')
    }
  })

  test('an inactive or unknown doctor cannot be booked', async () => {
    const inactive = await book(a.token, { doctorId: t.fixtures.inactiveDoctorId, appointmentDate: slots[0] })
    assert.equal(inactive.status, 422)
    assert.equal(inactive.body.message, 'DOCTOR_UNAVAILABLE')
    const unknown = await book(a.token, { doctorId: 999999, appointmentDate: slots[0] })
    assert.equal(unknown.status, 404)
  })

  test('invalid bodies are refused with field errors and store nothing', async () => {
    const before = await t.payload.count({ collection: 'appointments', overrideAccess: true })
    const cases: [unknown, number, string][] = [
      [{ doctorId: 'abc', appointmentDate: slots[0] }, 400, 'doctorId'],
      [{ doctorId: t.fixtures.doctorId, appointmentDate: 'tomorrow' }, 400, 'appointmentDate'],
      [{ doctorId: t.fixtures.doctorId, appointmentDate: slots[0], lang: 'fr' }, 400, 'lang'],
      [{ doctorId: t.fixtures.doctorId, appointmentDate: slots[0], status: 'CONFIRMED' }, 422, 'status'],
      [{ doctorId: t.fixtures.doctorId, appointmentDate: slots[0], extra: 1 }, 400, ''],
      [{ doctorId: t.fixtures.doctorId, appointmentDate: slots[0], notes: 'x'.repeat(5000) }, 400, 'notes'],
    ]
    for (const [body, status, field] of cases) {
      const res = await book(a.token, body as Record<string, unknown>)
      assert.equal(res.status, status, JSON.stringify(body).slice(0, 80))
      assert.ok(Array.isArray(res.body.errors) && res.body.errors.length > 0)
      if (field)
        assert.ok(
          res.body.errors.some((e: { field: string }) => e.field === field),
          JSON.stringify(res.body),
        )
      for (const e of res.body.errors) assert.equal(typeof e.defaultMessage, 'string')
    }
    const text = await request(t.app)
      .post('/api/v1/appointment')
      .set('Authorization', bearer(a.token))
      .set('Content-Type', 'text/plain')
      .send('hello')
    assert.equal(text.status, 415)
    const afterCount = await t.payload.count({ collection: 'appointments', overrideAccess: true })
    assert.equal(afterCount.totalDocs, before.totalDocs)
  })

  test('anonymous callers cannot book; a patient cannot book for someone else', async () => {
    const anon = await request(t.app)
      .post('/api/v1/appointment')
      .send({ doctorId: t.fixtures.doctorId, appointmentDate: slots[0] })
    assert.equal(anon.status, 401)
    assert.equal(anon.body.message, 'UNAUTHORIZED')
    const other = await book(a.token, { userId: b.id, doctorId: t.fixtures.doctorId, appointmentDate: slots[0] })
    assert.equal(other.status, 403)
  })

  test('50 bookings of one slot sent at once store exactly one', async () => {
    const slot = nextSlot()
    const patients = [a, b]
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(patients[i % 2]!.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot }),
      ),
    )
    const statuses = results.map((r) => r.status)
    assert.equal(statuses.filter((s) => s === 201).length, 1, statuses.join(','))
    assert.equal(statuses.filter((s) => s === 409).length, 49, statuses.join(','))
    for (const r of results.filter((r) => r.status === 409)) assert.equal(r.body.message, 'SLOT_TAKEN')
    const stored = await t.payload.count({
      collection: 'appointments',
      where: { appointmentDate: { equals: slot } },
      overrideAccess: true,
    })
    assert.equal(stored.totalDocs, 1)
  })

  test('a cancelled slot can be booked again, and the free-slot list shows it free again', async () => {
    const slot = nextSlot()
    const first = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot })
    assert.equal(first.status, 201)
    const taken = await request(t.app)
      .get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`)
      .query({ days: 30, limit: 400 })
    assert.ok(!taken.body.content.slots.some((s: { start: string }) => s.start === new Date(slot).toISOString()))
    const cancel = await request(t.app)
      .put(`/api/v1/appointment/${first.body.content.id}`)
      .set('Authorization', bearer(a.token))
      .send({ status: 'CANCELLED' })
    assert.equal(cancel.status, 200)
    assert.equal(cancel.body.content.status, 'CANCELLED')
    const again = await book(b.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot })
    assert.equal(again.status, 201, JSON.stringify(again.body))
  })
})

describe('reading and changing', () => {
  let id: number
  before(async () => {
    const res = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'ar' })
    assert.equal(res.status, 201)
    id = res.body.content.id
  })

  test('authorization matrix over reads', async () => {
    const cases: [string, string | null, number][] = [
      [`/api/v1/appointment/${id}`, null, 401],
      [`/api/v1/appointment/${id}`, a.token, 200],
      [`/api/v1/appointment/${id}`, b.token, 404],
      [`/api/v1/appointment/${id}`, mod.token, 200],
      [`/api/v1/appointment/${id}`, admin.token, 200],
      [`/api/v1/appointment/user/${a.id}`, null, 401],
      [`/api/v1/appointment/user/${a.id}`, a.token, 200],
      [`/api/v1/appointment/user/${a.id}`, b.token, 403],
      [`/api/v1/appointment/user/${a.id}`, mod.token, 200],
      [`/api/v1/appointment/user/${a.id}`, admin.token, 200],
      ['/api/v1/appointment', null, 401],
      ['/api/v1/appointment', a.token, 403],
      ['/api/v1/appointment', mod.token, 200],
      ['/api/v1/appointment', admin.token, 200],
      [`/api/v1/appointment/export/details/${id}`, b.token, 404],
      [`/api/v1/appointment/export/travel-preferences/${id}`, b.token, 404],
      [`/api/v1/appointment/export/ics/${id}`, b.token, 404],
      [`/api/v1/appointment/export/details/${id}`, null, 401],
    ]
    for (const [url, token, status] of cases) {
      const req = request(t.app).get(url)
      if (token) req.set('Authorization', bearer(token))
      const res = await req
      assert.equal(
        res.status,
        status,
        `${url} as ${token === a.token ? 'A' : token === b.token ? 'B' : token ? 'staff' : 'anonymous'}`,
      )
      if (status >= 400) assert.equal(typeof res.body.message, 'string')
    }
  })

  test("a patient's list holds only their own appointments, paged with the spec's fields", async () => {
    const res = await request(t.app)
      .get(`/api/v1/appointment/user/${a.id}`)
      .query({ size: 2, page: 0 })
      .set('Authorization', bearer(a.token))
    assert.equal(res.status, 200)
    assert.ok(res.body.content.length <= 2)
    assert.ok(res.body.totalElements >= 3)
    assert.equal(res.body.totalPages, Math.ceil(res.body.totalElements / 2))
    assert.ok(res.body.content.every((x: { userId: number }) => x.userId === a.id))
    const all = await request(t.app)
      .get('/api/v1/appointment')
      .query({ size: 500, page: 0 })
      .set('Authorization', bearer(admin.token))
    assert.ok(all.body.content.some((x: { userId: number }) => x.userId === b.id))
    const bad = await request(t.app)
      .get('/api/v1/appointment')
      .query({ size: 0 })
      .set('Authorization', bearer(admin.token))
    assert.equal(bad.status, 400)
    assert.equal(bad.body.errors[0].field, 'query.size')
  })

  test("B can neither change nor cancel A's appointment", async () => {
    const res = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(b.token))
      .send({ status: 'CANCELLED' })
    assert.equal(res.status, 404)
    const still = await t.payload.findByID({ collection: 'appointments', id, overrideAccess: true })
    assert.equal(still.status, 'PENDING')
  })

  test('travel preferences are saved on the appointment', async () => {
    const res = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(a.token))
      .send({
        travelPreferences: {
          isFlightSelected: true,
          flight_AdultTravellers: 2,
          flight_InfantTravellers: 0,
          flight_Class: 'Economy',
          isAccommodationSelected: true,
          accomodation_Stars: 4,
          isTranslationSelected: true,
          translation_LangFrom: 'العربية',
          isTouristSelected: false,
          preferenceQuestions: ['q3'],
        },
      })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.content.travelPreferences.flight_AdultTravellers, 2)
    assert.equal(res.body.content.travelPreferences.translation_LangFrom, 'العربية')
    assert.ok(res.body.content.travelPreferences.submittedAt)
    const wrong = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(a.token))
      .send({ travelPreferences: { accomodation_Stars: 9, unknownField: 1 } })
    assert.equal(wrong.status, 400)
  })

  test('status transitions: patients only cancel; staff confirm and complete; final states stay final', async () => {
    const confirmByPatient = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(a.token))
      .send({ status: 'CONFIRMED' })
    assert.equal(confirmByPatient.status, 403)
    const skip = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'COMPLETED' })
    assert.equal(skip.status, 422)
    assert.equal(skip.body.message, 'INVALID_TRANSITION')
    const confirm = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(mod.token))
      .send({ status: 'CONFIRMED' })
    assert.equal(confirm.status, 200)
    assert.deepEqual(confirm.body.content.allowedTransitions.sort(), ['CANCELLED', 'COMPLETED', 'NO_SHOW'])
    const complete = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'COMPLETED' })
    assert.equal(complete.status, 200)
    const reopen = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'PENDING' })
    assert.equal(reopen.status, 422)
  })
})
