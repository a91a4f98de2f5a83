/**
 * Appointments end to end on a real database: booking as JSON and with files, slot re-checks,
 * double bookings (50 at once → exactly one), status transitions, privacy between patients,
 * files and exports only for their owner and staff.
 */

import request from 'supertest'

import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let a: { id: number; token: string; email: string }
let b: { id: number; token: string; email: string }
let mod: { id: number; token: string }
let coord: { id: number; token: string }
let admin: { id: number; token: string }
/** Free slots of the fixture doctor, fetched once; each test takes its own (helpers.ts). */
let slots: string[] = []
let nextSlot: () => string

const book = (token: string, body: Record<string, unknown>) =>
  request(t.app).post('/api/v1/appointment').set('Authorization', bearer(token)).send(body)

beforeAll(async () => {
  t = await startApi()
  ;[a, b, mod, coord, admin] = await Promise.all([
    t.directPatient({ timeZone: 'Asia/Riyadh' }),
    t.directPatient(),
    t.staff('ROLE_MODERATOR'),
    t.staff('ROLE_COORDINATOR'),
    t.staff('ROLE_ADMIN'),
  ])
  ;({ slots, nextSlot } = await fixtureSlots(t))
})

afterAll(async () => {
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
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.message).toBe('APPOINTMENT_BOOKED')
    const c = res.body.content
    expect(c.userId).toBe(a.id)
    expect(c.status).toBe('PENDING')
    expect(c.appointmentDate).toBe(new Date(slot).toISOString())
    expect(c.patientTimeZone).toBe('Asia/Riyadh')
    expect(c.times.istanbul).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/)
    // Istanbul and Riyadh are both UTC+3 all year: the wall clocks agree.
    expect(c.times.patient).toBe(c.times.istanbul)
    expect(c.allowedTransitions).toStrictEqual(['CANCELLED'])
  })

  test('the booking is confirmed by e-mail with the .ics attached, and staff are told', async () => {
    const slot = nextSlot()
    const res = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot, lang: 'ar' })
    expect(res.status).toBe(201)
    // The patient's second booking (the first test made one in English): this one is in Arabic.
    const mails = await t.mailsTo(a.email, 2)
    const confirmation = mails.find(
      (m) =>
        /dir="rtl"/.test(m.html) && m.attachments?.some((x) => /\.ics$/.test(x.generatedFileName ?? x.fileName ?? '')),
    )
    expect(confirmation, 'an Arabic confirmation with an .ics attachment').toBeTruthy()
  })

  test("the booking's answer names the doctor in the booking's language, as reads and lists do", async () => {
    const c = await t.directPatient()
    const ar = await book(c.token, { doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'ar' })
    expect(ar.status, JSON.stringify(ar.body)).toBe(201)
    expect(ar.body.content.lang).toBe('ar')
    expect(ar.body.content.doctor.name).toBe('د. عائشة كايا')
    const en = await book(c.token, { doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'en' })
    expect(en.status, JSON.stringify(en.body)).toBe(201)
    expect(en.body.content.doctor.name).toBe('Dr. ayse-kaya')
    for (const booked of [ar, en]) {
      const read = await request(t.app)
        .get(`/api/v1/appointment/${booked.body.content.id}`)
        .set('Authorization', bearer(c.token))
      expect(read.status).toBe(200)
      expect(read.body.content.doctor).toStrictEqual(booked.body.content.doctor)
    }
    // A list with both languages shows each appointment's doctor in that appointment's language.
    const list = await request(t.app).get(`/api/v1/appointment/user/${c.id}`).set('Authorization', bearer(c.token))
    expect(list.status).toBe(200)
    const names = Object.fromEntries(
      list.body.content.map((x: { lang: string; doctor: { name: string } }) => [x.lang, x.doctor.name]),
    )
    expect(names).toStrictEqual({ ar: 'د. عائشة كايا', en: 'Dr. ayse-kaya' })
  })

  test('a slot outside working hours, in the past or not on the grid is refused with 422', async () => {
    const offGrid = new Date(new Date(slots[0]!).getTime() + 7 * 60_000).toISOString()
    const night = new Date(slots[0]!)
    night.setUTCHours(23, 0, 0, 0)
    for (const appointmentDate of [offGrid, night.toISOString(), '2020-01-01T09:00:00Z']) {
      const res = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate })
      expect(res.status, appointmentDate).toBe(422)
      expect(['SLOT_NOT_AVAILABLE', 'SLOT_OUT_OF_RANGE'].includes(res.body.message)).toBeTruthy()
      expect(res.body.errors[0].field).toBe('appointmentDate')
    }
  })

  test('an inactive or unknown doctor cannot be booked', async () => {
    const inactive = await book(a.token, { doctorId: t.fixtures.inactiveDoctorId, appointmentDate: slots[0] })
    expect(inactive.status).toBe(422)
    expect(inactive.body.message).toBe('DOCTOR_UNAVAILABLE')
    const unknown = await book(a.token, { doctorId: 999999, appointmentDate: slots[0] })
    expect(unknown.status).toBe(404)
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
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(Array.isArray(res.body.errors) && res.body.errors.length > 0).toBeTruthy()
      if (field)
        expect(
          res.body.errors.some((e: { field: string }) => e.field === field),
          JSON.stringify(res.body),
        ).toBeTruthy()
      for (const e of res.body.errors) expect(typeof e.defaultMessage).toBe('string')
    }
    const text = await request(t.app)
      .post('/api/v1/appointment')
      .set('Authorization', bearer(a.token))
      .set('Content-Type', 'text/plain')
      .send('hello')
    expect(text.status).toBe(415)
    const afterCount = await t.payload.count({ collection: 'appointments', overrideAccess: true })
    expect(afterCount.totalDocs).toBe(before.totalDocs)
  })

  test('anonymous callers cannot book; a patient cannot book for someone else', async () => {
    const anon = await request(t.app)
      .post('/api/v1/appointment')
      .send({ doctorId: t.fixtures.doctorId, appointmentDate: slots[0] })
    expect(anon.status).toBe(401)
    expect(anon.body.message).toBe('UNAUTHORIZED')
    const other = await book(a.token, { userId: b.id, doctorId: t.fixtures.doctorId, appointmentDate: slots[0] })
    expect(other.status).toBe(403)
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
    expect(statuses.filter((s) => s === 201).length, statuses.join(',')).toBe(1)
    expect(statuses.filter((s) => s === 409).length, statuses.join(',')).toBe(49)
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toBe('SLOT_TAKEN')
    const stored = await t.payload.count({
      collection: 'appointments',
      where: { appointmentDate: { equals: slot } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
  })

  test('a cancelled slot can be booked again, and the free-slot list shows it free again', async () => {
    const slot = nextSlot()
    const first = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot })
    expect(first.status).toBe(201)
    const taken = await request(t.app)
      .get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`)
      .query({ days: 30, limit: 400 })
    expect(
      !taken.body.content.slots.some((s: { start: string }) => s.start === new Date(slot).toISOString()),
    ).toBeTruthy()
    const cancel = await request(t.app)
      .put(`/api/v1/appointment/${first.body.content.id}`)
      .set('Authorization', bearer(a.token))
      .send({ status: 'CANCELLED' })
    expect(cancel.status).toBe(200)
    expect(cancel.body.content.status).toBe('CANCELLED')
    const again = await book(b.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
  })
})

describe('reading and changing', () => {
  let id: number
  beforeAll(async () => {
    const res = await book(a.token, { doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'ar' })
    expect(res.status).toBe(201)
    id = res.body.content.id
  })

  test('authorization matrix over reads', async () => {
    const cases: [string, string | null, number][] = [
      [`/api/v1/appointment/${id}`, null, 401],
      [`/api/v1/appointment/${id}`, a.token, 200],
      [`/api/v1/appointment/${id}`, b.token, 404],
      // Marketing sees no health data; the booking desk (coordinators, admins) sees all.
      [`/api/v1/appointment/${id}`, mod.token, 404],
      [`/api/v1/appointment/${id}`, coord.token, 200],
      [`/api/v1/appointment/${id}`, admin.token, 200],
      [`/api/v1/appointment/user/${a.id}`, null, 401],
      [`/api/v1/appointment/user/${a.id}`, a.token, 200],
      [`/api/v1/appointment/user/${a.id}`, b.token, 403],
      [`/api/v1/appointment/user/${a.id}`, mod.token, 403],
      [`/api/v1/appointment/user/${a.id}`, coord.token, 200],
      [`/api/v1/appointment/user/${a.id}`, admin.token, 200],
      ['/api/v1/appointment', null, 401],
      ['/api/v1/appointment', a.token, 403],
      ['/api/v1/appointment', mod.token, 403],
      ['/api/v1/appointment', coord.token, 200],
      [`/api/v1/appointment/export/details/${id}`, mod.token, 404],
      [`/api/v1/appointment/export/details/${id}`, coord.token, 200],
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
      expect(
        res.status,
        `${url} as ${token === a.token ? 'A' : token === b.token ? 'B' : token ? 'staff' : 'anonymous'}`,
      ).toBe(status)
      if (status >= 400) expect(typeof res.body.message).toBe('string')
    }
  })

  test("a patient's list holds only their own appointments, paged with the spec's fields", async () => {
    const res = await request(t.app)
      .get(`/api/v1/appointment/user/${a.id}`)
      .query({ size: 2, page: 0 })
      .set('Authorization', bearer(a.token))
    expect(res.status).toBe(200)
    expect(res.body.content.length <= 2).toBeTruthy()
    expect(res.body.totalElements >= 3).toBeTruthy()
    expect(res.body.totalPages).toBe(Math.ceil(res.body.totalElements / 2))
    expect(res.body.content.every((x: { userId: number }) => x.userId === a.id)).toBeTruthy()
    const all = await request(t.app)
      .get('/api/v1/appointment')
      .query({ size: 500, page: 0 })
      .set('Authorization', bearer(admin.token))
    expect(all.body.content.some((x: { userId: number }) => x.userId === b.id)).toBeTruthy()
    const bad = await request(t.app)
      .get('/api/v1/appointment')
      .query({ size: 0 })
      .set('Authorization', bearer(admin.token))
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('query.size')
  })

  test("B can neither change nor cancel A's appointment", async () => {
    const res = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(b.token))
      .send({ status: 'CANCELLED' })
    expect(res.status).toBe(404)
    const still = await t.payload.findByID({ collection: 'appointments', id, overrideAccess: true })
    expect(still.status).toBe('PENDING')
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
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.content.travelPreferences.flight_AdultTravellers).toBe(2)
    expect(res.body.content.travelPreferences.translation_LangFrom).toBe('العربية')
    expect(res.body.content.travelPreferences.submittedAt).toBeTruthy()
    const wrong = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(a.token))
      .send({ travelPreferences: { accomodation_Stars: 9, unknownField: 1 } })
    expect(wrong.status).toBe(400)
  })

  test("a survey the site would refuse is refused by the API, in the spec's error shape, and changes nothing", async () => {
    const before = await t.payload.findByID({ collection: 'appointments', id, overrideAccess: true })
    const put = (travelPreferences: Record<string, unknown>) =>
      request(t.app).put(`/api/v1/appointment/${id}`).set('Authorization', bearer(a.token)).send({ travelPreferences })
    const cases: [Record<string, unknown>, string][] = [
      // More infants than the adults (those stored: 2): the survey as a whole is checked.
      [{ flight_InfantTravellers: 3 }, 'travelPreferences.flight_InfantTravellers'],
      [{ flight_AdultTravellers: 12 }, 'travelPreferences.flight_AdultTravellers'],
      [
        { isAccommodationSelected: true, accomodation_Guests: 2, accomodation_Rooms: 3 },
        'travelPreferences.accomodation_Rooms',
      ],
    ]
    for (const [change, field] of cases) {
      const res = await put(change)
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.message).toBe('VALIDATION_FAILED')
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    const after = await t.payload.findByID({ collection: 'appointments', id, overrideAccess: true })
    expect(after.travelPreferences).toStrictEqual(before.travelPreferences)
    // The editors' narrower range (the travel-services global) holds on the API as on the site.
    await t.payload.updateGlobal({
      slug: 'travel-services',
      data: {
        packages: [
          {
            key: 'flight',
            selectionFlag: 'isFlightSelected',
            title: 'Flight',
            fields: [{ name: 'flight_AdultTravellers', label: 'Adults', kind: 'number', min: 1, max: 4 }],
          },
        ],
      },
      overrideAccess: true,
    })
    try {
      const five = await put({ flight_AdultTravellers: 5 })
      expect(five.status).toBe(400)
      expect(five.body.errors[0]).toMatchObject({
        field: 'travelPreferences.flight_AdultTravellers',
        defaultMessage: 'Must be a whole number from 1 to 4.',
      })
      expect((await put({ flight_AdultTravellers: 4 })).status).toBe(200)
    } finally {
      await t.payload.updateGlobal({ slug: 'travel-services', data: { packages: [] }, overrideAccess: true })
    }
    // A package that is off is not judged, as on the site.
    expect((await put({ isFlightSelected: false, flight_InfantTravellers: 3 })).status).toBe(200)
  })

  test('status transitions: patients only cancel; staff confirm and complete; final states stay final', async () => {
    const confirmByPatient = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(a.token))
      .send({ status: 'CONFIRMED' })
    expect(confirmByPatient.status).toBe(403)
    const skip = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'COMPLETED' })
    expect(skip.status).toBe(422)
    expect(skip.body.message).toBe('INVALID_TRANSITION')
    const confirm = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(coord.token))
      .send({ status: 'CONFIRMED' })
    expect(confirm.status).toBe(200)
    expect(confirm.body.content.allowedTransitions.sort()).toStrictEqual(['CANCELLED', 'COMPLETED', 'NO_SHOW'])
    const complete = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'COMPLETED' })
    expect(complete.status).toBe(200)
    const reopen = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ status: 'PENDING' })
    expect(reopen.status).toBe(422)
  })
})
