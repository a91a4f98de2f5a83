/** Treatment requests (the wizard's result), specialities and doctors' free slots. */

import request from 'supertest'

import { config } from '../src/config'
import { bearer, startApi, type TestApi } from './helpers'

let t: TestApi
let a: { id: number; token: string }
let b: { id: number; token: string }
let mod: { id: number; token: string }
let coord: { id: number; token: string }
let admin: { id: number; token: string }
let treatmentId: number

beforeAll(async () => {
  t = await startApi()
  ;[a, b, mod, coord, admin] = await Promise.all([
    t.directPatient(),
    t.directPatient(),
    t.staff('ROLE_MODERATOR'),
    t.staff('ROLE_COORDINATOR'),
    t.staff('ROLE_ADMIN'),
  ])
  const treatment = await t.payload.create({
    collection: 'treatments',
    data: { name: 'Angiography', slug: 'angiography', speciality: t.fixtures.specialityId, active: true } as never,
    locale: 'en',
  })
  treatmentId = treatment.id as number
})

afterAll(async () => {
  await t?.stop()
})

describe('treatment requests', () => {
  let id: number

  test('a patient saves the wizard and reads it back', async () => {
    const res = await request(t.app)
      .post('/api/v1/treatment')
      .set('Authorization', bearer(a.token))
      .send({
        specialityId: t.fixtures.specialityId,
        treatmentIds: [treatmentId],
        answers: { step1: { budget: 'q1' } },
        lang: 'ar',
      })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.message).toBe('TREATMENT_SAVED')
    id = res.body.content.id
    expect(res.body.content.treatmentIds).toStrictEqual([treatmentId])
    const own = await request(t.app).get(`/api/v1/treatment/${id}`).set('Authorization', bearer(a.token))
    expect(own.status).toBe(200)
    expect(own.body.content.answers).toStrictEqual({ step1: { budget: 'q1' } })
    const list = await request(t.app).get('/api/v1/treatment').set('Authorization', bearer(a.token))
    expect(list.body.totalElements).toBe(1)
    // Staff are told, through the outbox, with the treatment's name and a link to the panel.
    let notice: Awaited<ReturnType<typeof t.mailsTo>>[number] | undefined
    for (let n = 1; !notice && n < 20; n++)
      notice = (await t.mailsTo(config.staffEmail, n)).find((m) => m.subject.startsWith(`Treatment request #${id} `))
    expect(notice?.text).toContain('Angiography')
    expect(notice?.text).toContain(`/admin/collections/treatment-requests/${id}`)
    expect(notice?.text).toContain('Arabic')
  })

  test('unknown references and bad bodies are 400 and store nothing', async () => {
    const before = await t.payload.count({ collection: 'treatment-requests', overrideAccess: true })
    for (const body of [
      { treatmentIds: [999999] },
      { specialityId: 999999 },
      { treatmentIds: ['x'] },
      { answers: 'text' },
      { answers: { big: 'x'.repeat(30_000) } },
      { unknown: true },
    ]) {
      const res = await request(t.app).post('/api/v1/treatment').set('Authorization', bearer(a.token)).send(body)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(res.body.errors.length > 0).toBeTruthy()
    }
    expect((await t.payload.count({ collection: 'treatment-requests', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  test("authorization: B never sees A's request; only admins change or delete", async () => {
    const cases: [string, string, string | null, number][] = [
      ['get', `/api/v1/treatment/${id}`, null, 401],
      ['get', `/api/v1/treatment/${id}`, b.token, 404],
      ['get', `/api/v1/treatment/${id}`, mod.token, 404],
      ['get', `/api/v1/treatment/${id}`, coord.token, 200],
      ['put', `/api/v1/treatment/${id}`, coord.token, 403],
      ['get', `/api/v1/treatment/${id}`, admin.token, 200],
      ['put', `/api/v1/treatment/${id}`, a.token, 403],
      ['put', `/api/v1/treatment/${id}`, b.token, 403],
      ['put', `/api/v1/treatment/${id}`, mod.token, 403],
      ['delete', `/api/v1/treatment/${id}`, a.token, 403],
      ['delete', `/api/v1/treatment/${id}`, mod.token, 403],
    ]
    for (const [method, url, token, status] of cases) {
      const req = (request(t.app) as unknown as Record<string, (u: string) => request.Test>)[method]!(url)
      if (token) req.set('Authorization', bearer(token))
      const res = method === 'put' ? await req.send({ active: false }) : await req
      expect(res.status, `${method} ${url}`).toBe(status)
    }
    const listB = await request(t.app).get('/api/v1/treatment').set('Authorization', bearer(b.token))
    expect(listB.body.totalElements).toBe(0)
    const unchanged = await t.payload.findByID({ collection: 'treatment-requests', id, overrideAccess: true })
    expect(unchanged.active).toBe(true)
  })

  test('an admin toggles a request inactive and deletes it', async () => {
    const toggle = await request(t.app)
      .put(`/api/v1/treatment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ active: false })
    expect(toggle.status).toBe(200)
    expect(toggle.body.content.active).toBe(false)
    const del = await request(t.app).delete(`/api/v1/treatment/${id}`).set('Authorization', bearer(admin.token))
    expect(del.status).toBe(200)
    const gone = await request(t.app).get(`/api/v1/treatment/${id}`).set('Authorization', bearer(admin.token))
    expect(gone.status).toBe(404)
  })
})

describe("the patient's own requests (GET /user/me/treatment-requests)", () => {
  const send = (token: string, body: Record<string, unknown>) =>
    request(t.app).post('/api/v1/treatment').set('Authorization', bearer(token)).send(body)
  const mine = (token?: string) => {
    const req = request(t.app).get('/api/v1/user/me/treatment-requests')
    return token ? req.set('Authorization', bearer(token)) : req
  }

  test('lists only the owner’s, newest first, as sent and named in each request’s language', async () => {
    const [owner, other] = await Promise.all([t.directPatient(), t.directPatient()])
    await t.payload.update({
      collection: 'treatments',
      id: treatmentId,
      data: { name: 'تصوير الأوعية' } as never,
      locale: 'ar',
    })
    const answers = { travel: { preferredMonth: '2030-04', companions: 1, preferredCity: 'istanbul', budget: null } }
    const first = await send(owner.token, {
      specialityId: t.fixtures.specialityId,
      treatmentIds: [treatmentId],
      lang: 'en',
    })
    expect(first.status).toBe(201)
    const second = await send(owner.token, {
      specialityId: t.fixtures.specialityId,
      treatmentIds: [treatmentId],
      answers,
      notes: 'Knee pain',
      lang: 'ar',
    })
    expect(second.status).toBe(201)
    await t.payload.update({
      collection: 'treatment-requests',
      id: first.body.content.id,
      data: { active: false },
      overrideAccess: true,
    })

    const res = await mine(owner.token)
    expect(res.status).toBe(200)
    expect(res.body.totalElements).toBe(2)
    expect(res.body.content).toStrictEqual([
      {
        id: second.body.content.id,
        status: 'RECEIVED',
        lang: 'ar',
        speciality: { id: t.fixtures.specialityId, name: 'أمراض القلب' },
        treatments: [{ id: treatmentId, name: 'تصوير الأوعية' }],
        answers,
        notes: 'Knee pain',
        createdAt: expect.any(String),
      },
      {
        id: first.body.content.id,
        status: 'CLOSED',
        lang: 'en',
        speciality: { id: t.fixtures.specialityId, name: 'Cardiology' },
        treatments: [{ id: treatmentId, name: 'Angiography' }],
        answers: {},
        notes: null,
        createdAt: expect.any(String),
      },
    ])

    const others = await mine(other.token)
    expect(others.status).toBe(200)
    expect(others.body).toMatchObject({ content: [], totalElements: 0 })
  })

  test('staff see only their own here too; anonymous callers are 401', async () => {
    const asAdmin = await mine(admin.token)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.content).toStrictEqual([])
    const anonymous = await mine()
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('UNAUTHORIZED')
  })
})

describe('specialities', () => {
  test('active specialities in the asked language, with limit and offset', async () => {
    await t.payload.create({
      collection: 'specialities',
      data: { name: 'Hidden', slug: 'hidden', active: false } as never,
    })
    await t.payload.create({
      collection: 'specialities',
      data: { name: 'Oncology', slug: 'oncology', active: true, order: 5 } as never,
    })
    const en = await request(t.app).get('/api/v1/speciality')
    expect(en.status).toBe(200)
    expect(en.body.content.map((s: { slug: string }) => s.slug).sort()).toStrictEqual(['cardiology', 'oncology'])
    expect(en.body.totalElements).toBe(2)
    const ar = await request(t.app).get('/api/v1/speciality').query({ lang: 'ar', limit: 1, offset: 0 })
    expect(ar.body.content.length).toBe(1)
    expect(ar.body.content[0].name).toBe('أمراض القلب')
    expect(ar.body.totalPages).toBe(2)
    const second = await request(t.app).get('/api/v1/speciality').query({ limit: 1, offset: 1 })
    expect(second.body.content[0].slug).toBe('oncology')
    for (const query of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'ten' }, { lang: 'de' }]) {
      const bad = await request(t.app).get('/api/v1/speciality').query(query)
      expect(bad.status, JSON.stringify(query)).toBe(400)
      expect(bad.body.message).toBe('VALIDATION_FAILED')
    }
  })

  test('a page is served as kept, with its ETag and 304, until the list changes', async () => {
    const first = await request(t.app).get('/api/v1/speciality').query({ lang: 'ar' })
    expect(first.status).toBe(200)
    expect(String(first.headers['content-type'])).toMatch(/^application\/json; charset=utf-8/)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await request(t.app).get('/api/v1/speciality').query({ lang: 'ar' })
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.text).toBe(first.text)
    const fresh = await request(t.app)
      .get('/api/v1/speciality')
      .query({ lang: 'ar' })
      .set('If-None-Match', String(first.headers.etag))
    expect(fresh.status).toBe(304)
    // Another language or page is another answer.
    const en = await request(t.app).get('/api/v1/speciality')
    expect(en.headers.etag).not.toBe(first.headers.etag)

    const added = await t.payload.create({
      collection: 'specialities',
      data: { name: 'Dermatology', slug: 'dermatology-kept', active: true, order: 9 } as never,
    })
    try {
      // The list's version is read at most once a second.
      await new Promise((done) => setTimeout(done, 1100))
      const changed = await request(t.app)
        .get('/api/v1/speciality')
        .query({ lang: 'ar' })
        .set('If-None-Match', String(first.headers.etag))
      expect(changed.status).toBe(200)
      expect(changed.headers.etag).not.toBe(first.headers.etag)
      expect(changed.body.content.some((s: { slug: string }) => s.slug === 'dermatology-kept')).toBeTruthy()
      expect(changed.body.totalElements).toBe(first.body.totalElements + 1)
    } finally {
      await t.payload.delete({ collection: 'specialities', id: added.id })
    }
  })
})

describe('doctor slots', () => {
  test('free slots fall inside working hours in Istanbul time and skip the lead time', async () => {
    const res = await request(t.app)
      .get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`)
      .query({ days: 3, tz: 'Europe/Moscow' })
    expect(res.status).toBe(200)
    const slots = res.body.content.slots as { start: string; times: { istanbul: string; patientTimeZone: string } }[]
    expect(slots.length > 10).toBeTruthy()
    for (const s of slots) {
      const hour = Number(s.times.istanbul.slice(11, 13))
      expect(hour >= 9 && hour < 17, s.times.istanbul).toBeTruthy()
      expect(new Date(s.start).getTime() > Date.now() + 59 * 60_000).toBeTruthy()
      expect(s.times.patientTimeZone).toBe('Europe/Moscow')
    }
    const inactive = await request(t.app).get(`/api/v1/doctor/${t.fixtures.inactiveDoctorId}/slots`)
    expect(inactive.status).toBe(404)
    const badZone = await request(t.app)
      .get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`)
      .query({ tz: 'Mars/Olympus' })
    expect(badZone.status).toBe(400)
  })
})
