/**
 * The coordinator's desk on a real database (docs/booking.md, "The coordinator's desk"): each
 * appointment carries its patient and provider for the desk's list, kept in step with the account
 * and the doctor; GET /api/v1/appointment/export/csv gives the desk's list as CSV (BOM, Arabic
 * intact, the panel's views and filters) to coordinators and admins only.
 */
import request from 'supertest'

import { takeSlotAfter } from './appointmentMail'
import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let coord: { id: number; token: string }
let admin: { id: number; token: string }
let mod: { id: number; token: string }
let slots: string[]

beforeAll(async () => {
  t = await startApi()
  ;[coord, admin, mod] = await Promise.all([
    t.staff('ROLE_COORDINATOR'),
    t.staff('ROLE_ADMIN'),
    t.staff('ROLE_MODERATOR'),
  ])
  ;({ slots } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const book = async (token: string, hours: number) => {
  const res = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: takeSlotAfter(slots, hours), lang: 'ar' })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.content.id as number
}

/** An Arabic-speaking patient from Saudi Arabia with a name and phone. */
const saudiPatient = async (firstName: string) => {
  const p = await t.directPatient({ lang: 'ar', timeZone: 'Asia/Riyadh' })
  await t.payload.update({
    collection: 'users',
    id: p.id,
    data: { firstName, lastName: 'العتيبي', phone: '+966501234567', country: t.fixtures.countries.SA },
    overrideAccess: true,
  })
  return p
}

const csv = (token: string, query: Record<string, string> = {}) =>
  request(t.app)
    .get('/api/v1/appointment/export/csv')
    .query(query)
    .set('Authorization', bearer(token))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })

const rowsOf = (body: Buffer) => body.toString('utf8').slice(1).split('\r\n').filter(Boolean)

test('a booking carries its patient and provider; a changed account or doctor reaches its appointments', async () => {
  const p = await saudiPatient('سارة')
  const id = await book(p.token, 30)
  const stored = await t.payload.findByID({ collection: 'appointments', id, depth: 0, overrideAccess: true })
  expect(stored).toMatchObject({
    patientName: 'سارة العتيبي',
    patientEmail: p.email,
    patientPhone: '+966501234567',
    patientCountry: t.fixtures.countries.SA,
    patientLanguage: 'ar',
    provider: t.fixtures.providerId,
  })
  await t.payload.update({
    collection: 'users',
    id: p.id,
    data: { phone: '+966509999999', lastName: 'الحربي' },
    overrideAccess: true,
  })
  const other = await t.payload.create({
    collection: 'providers',
    data: { name: 'Second Hospital', slug: `second-${Date.now()}`, _status: 'published' } as never,
    locale: 'en',
    overrideAccess: true,
  })
  await t.payload.update({
    collection: 'doctors',
    id: t.fixtures.doctorId,
    data: { provider: other.id },
    overrideAccess: true,
  })
  try {
    const after = await t.payload.findByID({ collection: 'appointments', id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ patientName: 'سارة الحربي', patientPhone: '+966509999999', provider: other.id })
  } finally {
    await t.payload.update({
      collection: 'doctors',
      id: t.fixtures.doctorId,
      data: { provider: t.fixtures.providerId },
      overrideAccess: true,
    })
  }
})

test('the CSV: coordinators and admins only; a BOM, Arabic names, both times labelled; the filters narrow it', async () => {
  const p = await saudiPatient('نورة')
  const pending = await book(p.token, 50)
  const confirmed = await book(p.token, 74)
  expect(
    (
      await request(t.app)
        .put(`/api/v1/appointment/${confirmed}`)
        .set('Authorization', bearer(coord.token))
        .send({ status: 'CONFIRMED' })
    ).status,
  ).toBe(200)

  for (const [token, status] of [
    [mod.token, 403],
    [p.token, 403],
  ] as const) {
    const refused = await request(t.app).get('/api/v1/appointment/export/csv').set('Authorization', bearer(token))
    expect(refused.status).toBe(status)
    expect(refused.body.message).toBe('FORBIDDEN')
  }
  expect((await request(t.app).get('/api/v1/appointment/export/csv')).status).toBe(401)

  const all = await csv(coord.token, { q: 'نورة', lang: 'ar' })
  expect(all.status).toBe(200)
  expect(all.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(all.headers['content-disposition']).toMatch(/^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"/)
  expect(all.headers['cache-control']).toMatch(/no-store/)
  expect([...all.body.subarray(0, 3)]).toStrictEqual([0xef, 0xbb, 0xbf])
  const rows = rowsOf(all.body)
  expect(rows[0]).toMatch(/^رقم الموعد,الحالة,الوقت \(إسطنبول\),الوقت \(منطقة المريض\)/)
  expect(rows.slice(1).map((r) => Number(r.split(',')[0]))).toStrictEqual([pending, confirmed])
  expect(rows[1]).toContain('نورة العتيبي')
  expect(rows[1]).toContain("'+966501234567")
  expect(rows[1]).toContain('بانتظار التأكيد')
  expect(rows[2]).toContain('مؤكَّد')

  // The same patient by phone (typed with spaces), by status, by the panel's "waiting" view, by country.
  const ids = async (query: Record<string, string>, token = coord.token) => {
    const res = await csv(token, query)
    expect(res.status, res.body.toString()).toBe(200)
    return rowsOf(res.body)
      .slice(1)
      .map((r) => Number(r.split(',')[0]))
  }
  expect(await ids({ q: '+966 50 123 4567' })).toStrictEqual([pending, confirmed])
  expect(await ids({ q: 'نورة', status: 'CONFIRMED' })).toStrictEqual([confirmed])
  expect(await ids({ q: 'نورة', view: 'waiting' })).toStrictEqual([pending])
  expect(await ids({ q: 'نورة', country: 'ru' })).toStrictEqual([])
  expect(await ids({ q: 'نورة', country: 'SA', providerId: String(t.fixtures.providerId) }, admin.token)).toStrictEqual(
    [pending, confirmed],
  )

  const bad = await request(t.app)
    .get('/api/v1/appointment/export/csv')
    .query({ status: 'LOST', view: 'yesterday', from: 'soon' })
    .set('Authorization', bearer(coord.token))
  expect(bad.status).toBe(400)
  expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toStrictEqual([
    'query.from',
    'query.status.0',
    'query.view',
  ])
})
