/**
 * The verified-session cache and the appointment-list cache on a real database: a list is never
 * stale after a change made here or by another process (a second Payload process on the same
 * database, as the CMS panel is: none of this process's hooks run for its writes), a disabled or deleted account stops working within the session TTL (1 s here), a list is only
 * ever served to its owner or staff, a tampered token is refused although the real one is
 * cached, and both caches stay within their bounds.
 */

import request from 'supertest'

import { pdf } from './fixtures/files'
import { bearer, fixtureSlots, PASSWORD, startApi, type TestApi } from './helpers'
import { startOtherProcess, type OtherProcess } from './otherProcess'

const TTL_SECONDS = 1

let t: TestApi
let other: OtherProcess
let admin: { id: number; token: string }
/** Free slots of the fixture doctor, fetched once; each test takes its own (helpers.ts). */
let nextSlot: () => string

/** A booking of the fixtures' doctor at the next free slot, as sent: its answer, whatever it is. */
const tryBooking = (token: string, lang: 'en' | 'ar' = 'en') =>
  request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang })

const book = async (token: string, lang: 'en' | 'ar' = 'en') => {
  const res = await tryBooking(token, lang)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.content as { id: number }
}

const list = (token: string, userId: number, query = '') =>
  request(t.app).get(`/api/v1/appointment/user/${userId}${query}`).set('Authorization', bearer(token))

/**
 * The session cache's TTL passes on the one clock (cms/src/shared/clock.ts), moved here: no test
 * waits for it. Imported once startApi has set the environment the cms reads.
 */
const pastTheTtl = async () => (await import('@medtour/cms/shared/clock')).moveClock(TTL_SECONDS * 1000 + 100)
afterEach(async () => (await import('@medtour/cms/shared/clock')).resetClock())

beforeAll(async () => {
  process.env.SESSION_CACHE_SECONDS = String(TTL_SECONDS)
  t = await startApi()
  other = await startOtherProcess()
  admin = await t.staff('ROLE_ADMIN')
  ;({ nextSlot } = await fixtureSlots(t))
})

afterAll(async () => {
  await other?.stop()
  await t?.stop()
})

describe('appointment list cache', () => {
  test('a booking made here shows on the next read of a cached list', async () => {
    const p = await t.directPatient()
    const first = await book(p.token)
    const before = await list(p.token, p.id)
    expect(before.status).toBe(200)
    expect(before.body.content.map((a: { id: number }) => a.id)).toStrictEqual([first.id])
    const again = await list(p.token, p.id)
    expect(again.body, 'an unchanged list reads the same').toStrictEqual(before.body)
    const second = await book(p.token)
    const afterBooking = await list(p.token, p.id)
    expect(afterBooking.body.totalElements).toBe(2)
    expect(afterBooking.body.content.map((a: { id: number }) => a.id).sort()).toStrictEqual(
      [first.id, second.id].sort(),
    )
  })

  test("another process's edits show on the next read: the appointment, its doctor's name, a file, a delete", async () => {
    const p = await t.directPatient()
    const res = await request(t.app)
      .post('/api/v1/appointment')
      .set('Authorization', bearer(p.token))
      .field('doctorId', String(t.fixtures.doctorId))
      .field('appointmentDate', nextSlot())
      .field('lang', 'en')
      .field('consent', 'true')
      .attach('files', pdf, { filename: 'report.pdf', contentType: 'application/pdf' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const booked = res.body.content as { id: number; attachments: { id: number }[] }
    const warm = await list(p.token, p.id)
    expect(warm.body.content[0].notes).toBe(null)
    expect(warm.body.content[0].attachments.length).toBe(1)
    // The version is read on this adapter (null would mean nothing is cached at all).
    const { userVersion } = await import('../src/modules/appointments/appointments.cache')
    const before = await userVersion(t.payload, p.id)
    expect(before).toEqual(expect.stringMatching(/^[\w-]{43}$/))
    expect(await userVersion(t.payload, p.id), 'the same data, the same version').toBe(before)

    await other.update('appointments', booked.id, { notes: 'Edited in the panel' })
    expect(await userVersion(t.payload, p.id), 'an edit by another process').not.toBe(before)
    expect((await list(p.token, p.id)).body.content[0].notes).toBe('Edited in the panel')

    await other.update('doctors', t.fixtures.doctorId, { name: 'Dr. Renamed' }, 'en')
    try {
      expect((await list(p.token, p.id)).body.content[0].doctor.name).toBe('Dr. Renamed')
    } finally {
      await other.update('doctors', t.fixtures.doctorId, { name: 'Dr. ayse-kaya' }, 'en')
    }
    expect((await list(p.token, p.id)).body.content[0].doctor.name).toBe('Dr. ayse-kaya')

    await other.delete('attachments', booked.attachments[0]!.id)
    expect((await list(p.token, p.id)).body.content[0].attachments).toStrictEqual([])

    await other.delete('appointments', booked.id)
    const gone = await list(p.token, p.id)
    expect(gone.body.totalElements).toBe(0)
    expect(gone.body.content).toStrictEqual([])
  })

  test("a patient never gets another patient's cached list; staff get theirs with staff transitions", async () => {
    const a = await t.directPatient()
    const b = await t.directPatient()
    const mine = await book(a.token)
    const own = await list(a.token, a.id)
    expect(own.status).toBe(200)
    expect(own.body.content[0].allowedTransitions).toStrictEqual(['CANCELLED'])

    for (const query of ['', '?size=500&page=0', '?size=10']) {
      const refused = await list(b.token, a.id, query)
      expect(refused.status, query).toBe(403)
      expect(refused.body.message).toBe('FORBIDDEN')
      expect(refused.body.content).toBe(undefined)
    }
    const bOwn = await list(b.token, b.id)
    expect(bOwn.status).toBe(200)
    expect(bOwn.body.content).toStrictEqual([])

    const byStaff = await list(admin.token, a.id)
    expect(byStaff.status).toBe(200)
    expect(byStaff.body.content[0].id).toBe(mine.id)
    expect(byStaff.body.content[0].allowedTransitions).toStrictEqual(['CONFIRMED', 'CANCELLED'])
    // The staff page is kept apart from the patient's: the patient still sees their own transitions.
    expect((await list(a.token, a.id)).body.content[0].allowedTransitions).toStrictEqual(['CANCELLED'])

    // A's token with B's id in it keeps A's signature: refused, although A's token is cached.
    const [header, claims, signature] = a.token.split('.') as [string, string, string]
    const forged = JSON.parse(Buffer.from(claims, 'base64url').toString())
    forged.id = b.id
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`
    const res = await list(tampered, b.id)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('INVALID_TOKEN')
  })

  test('the list cache stays within its bound', async () => {
    const { createUserListCache } = await import('../src/modules/appointments/appointments.cache')
    const adminUser = await t.payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true, depth: 0 })
    const patients = await Promise.all([1, 2, 3, 4, 5].map(() => t.directPatient()))
    for (const p of patients) await book(p.token)
    const one = await createUserListCache(t.payload).list(adminUser as never, patients[0]!.id, { size: 10, page: 0 })
    // Room for three answers of one appointment.
    const bound = 3 * one.body.length + 100
    const cache = createUserListCache(t.payload, bound)
    for (const p of patients) {
      const answer = await cache.list(adminUser as never, p.id, { size: 10, page: 0 })
      expect(JSON.parse(answer.body.toString()).content.length).toBe(1)
      expect(cache.size <= 3, `${cache.size} pages kept`).toBeTruthy()
    }
    expect(cache.size).toBe(3)
    // Many small answers (empty pages): the bytes stay within the bound.
    for (let page = 0; page < 200; page++) await cache.list(adminUser as never, patients[0]!.id, { size: 1, page })
    expect(cache.bytes <= bound, `${cache.bytes} bytes kept`).toBeTruthy()
    expect(cache.size < 200, `${cache.size} pages kept`).toBeTruthy()
  })
})

describe("the booking's doctor and hospital", () => {
  /** The booking's stored e-mail of `kind` (the patient's confirmation unless said), as text. */
  const bookingMail = async (appointmentId: number, kind = 'booking-confirmation') => {
    const { docs } = await t.payload.find({
      collection: 'messages',
      where: { and: [{ appointment: { equals: appointmentId } }, { kind: { equals: kind } }] },
      overrideAccess: true,
      showHiddenFields: true,
    })
    return JSON.stringify(docs[0]?.mail ?? null)
  }

  test("another process's changes to the doctor or the hospital apply to the next booking", async () => {
    const { keptRecords } = await import('../src/lib/unchangedRecords')
    const p = await t.directPatient()
    const doctorId = t.fixtures.doctorId
    await book(p.token)
    await book(p.token, 'ar')
    expect(keptRecords(), 'the doctor (en, ar) and the hospital are kept').toBeGreaterThanOrEqual(3)

    await other.update('doctors', doctorId, { active: false })
    try {
      const refused = await tryBooking(p.token)
      expect(refused.status, 'a doctor switched off in the panel takes no booking').toBe(422)
      expect(refused.body.message).toBe('DOCTOR_UNAVAILABLE')
    } finally {
      await other.update('doctors', doctorId, { active: true })
    }

    await other.update('doctors', doctorId, { name: 'د. اسم جديد' }, 'ar')
    await other.update('providers', t.fixtures.providerId, { name: 'Renamed Hospital' }, 'en')
    try {
      const res = await tryBooking(p.token, 'ar')
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.content.doctor.name).toBe('د. اسم جديد')
      const en = await book(p.token, 'en')
      expect(await bookingMail(en.id), "the confirmation's calendar event names the hospital").toContain(
        'Renamed Hospital',
      )
    } finally {
      await other.update('doctors', doctorId, { name: 'د. عائشة كايا' }, 'ar')
      await other.update('providers', t.fixtures.providerId, { name: 'Test Hospital' }, 'en')
    }
    const back = await book(p.token, 'en')
    expect(await bookingMail(back.id)).toContain('Test Hospital')
    expect(await bookingMail(back.id)).not.toContain('Renamed Hospital')
  })

  test("a doctor switched off and on again in another process takes a returning patient's next booking", async () => {
    const p = await t.directPatient()
    const doctorId = t.fixtures.doctorId
    await book(p.token)
    await other.update('doctors', doctorId, { active: false })
    try {
      const refused = await tryBooking(p.token)
      expect(refused.status).toBe(422)
    } finally {
      await other.update('doctors', doctorId, { active: true })
    }
    // Its stamps last seen are the switched-off doctor's: the refusal they would give is asked again.
    await book(p.token)
  })

  test('a record relied on at two stamps (two shapes of one row) is checked at both', async () => {
    const { Stamps } = await import('../src/lib/unchangedRecords')
    const stamps = new Stamps(new Map([['doctors:1', 'a']]), true)
    stamps.use('doctors', 1, 'a')
    stamps.use('doctors', 1, 'b')
    stamps.use('doctors', 1, 'a')
    expect([...stamps.used.values()].map((u) => u.stamp)).toEqual(['a', 'b'])
  })

  test("another process's changes to the patient's account or their country apply to the next booking", async () => {
    const staffMail = (appointmentId: number) => bookingMail(appointmentId, 'staff-booking')
    const deskName = async (appointmentId: number) =>
      (await t.payload.findByID({ collection: 'appointments', id: appointmentId, overrideAccess: true })).patientName
    const p = await t.directPatient()
    const first = await book(p.token)
    expect(await deskName(first.id)).toBe('Direct Patient')

    const jordan = t.fixtures.countries.JO
    const { name: jordanName } = await t.payload.findByID({ collection: 'countries', id: jordan, locale: 'en' })
    await other.update('users', p.id, { firstName: 'Renamed', country: jordan })
    const renamed = await book(p.token)
    expect(await deskName(renamed.id), "the desk's copy of the patient").toBe('Renamed Patient')
    expect(await staffMail(renamed.id), "staff's notice").toContain('Renamed Patient')
    expect(await staffMail(renamed.id)).toContain(String(jordanName))

    await other.update('countries', jordan, { name: 'Jordan (renamed)' }, 'en')
    try {
      const again = await book(p.token)
      expect(await staffMail(again.id), "staff's notice names the country as it is now").toContain('Jordan (renamed)')
    } finally {
      await other.update('countries', jordan, { name: jordanName }, 'en')
    }
  })
})

describe('session cache', () => {
  test('an account disabled by another process is refused within the TTL', async () => {
    const p = await t.directPatient()
    expect((await list(p.token, p.id)).status).toBe(200)
    await other.update('users', p.id, { active: false })
    await pastTheTtl()
    // Disabling ended the account's sessions: the token names a session that is gone.
    const res = await list(p.token, p.id)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('INVALID_TOKEN')
  })

  test('a user deleted by another process is refused within the TTL', async () => {
    const p = await t.directPatient()
    expect((await list(p.token, p.id)).status).toBe(200)
    await other.delete('users', p.id)
    await pastTheTtl()
    const res = await list(p.token, p.id)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('INVALID_TOKEN')
  })

  test("the admin's active toggle here ends the account's sessions at once; re-enabled, it logs in anew", async () => {
    const p = await t.directPatient()
    expect((await list(p.token, p.id)).status).toBe(200)
    const off = await request(t.app)
      .put(`/api/v1/admin/users/${p.id}/active`)
      .set('Authorization', bearer(admin.token))
      .send({ active: false })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    const refused = await list(p.token, p.id)
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe('INVALID_TOKEN')
    const on = await request(t.app)
      .put(`/api/v1/admin/users/${p.id}/active`)
      .set('Authorization', bearer(admin.token))
      .send({ active: true })
    expect(on.status).toBe(200)
    expect((await list(p.token, p.id)).status, 'the ended session stays ended').toBe(401)
    const again = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    expect(again.status).toBe(200)
    expect((await list(again.body.content.accessToken, p.id)).status).toBe(200)
  })

  test('a role taken away here applies to the next request', async () => {
    const coord = await t.staff('ROLE_COORDINATOR')
    const p = await t.directPatient()
    expect((await list(coord.token, p.id)).status).toBe(200)
    await t.payload.update({ collection: 'users', id: coord.id, data: { roles: ['ROLE_USER'] }, overrideAccess: true })
    // A role change ends the account's sessions: the old token is refused outright.
    expect((await list(coord.token, p.id)).status).toBe(401)
  })

  test('the session cache stays within its bound and never outlives the TTL', async () => {
    const { createSessionCache } = await import('../src/http/sessions')
    const sessions = createSessionCache(t.payload, { seconds: TTL_SECONDS, max: 3 })
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => t.directPatient()))
    for (const u of users) {
      const user = await t.payload.findByID({ collection: 'users', id: u.id, overrideAccess: true, depth: 0 })
      await sessions.set(u.token, user as never, sessions.epoch)
      expect(sessions.size <= 3, `${sessions.size} sessions kept`).toBeTruthy()
    }
    expect(sessions.get(users[4]!.token)?.id).toBe(users[4]!.id)
    expect(sessions.get(users[0]!.token), 'the least recently used went first').toBe(null)
    await pastTheTtl()
    expect(sessions.get(users[4]!.token)).toBe(null)
  })
})
