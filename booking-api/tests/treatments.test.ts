/** Treatment requests (the wizard's result), specialities and doctors' free slots. */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import request from 'supertest'

import { bearer, startApi, type TestApi } from './helpers'

let t: TestApi
let a: { id: number; token: string }
let b: { id: number; token: string }
let mod: { id: number; token: string }
let admin: { id: number; token: string }
let treatmentId: number

before(async () => {
  t = await startApi()
  ;[a, b, mod, admin] = await Promise.all([
    t.directPatient(),
    t.directPatient(),
    t.staff('ROLE_MODERATOR'),
    t.staff('ROLE_ADMIN'),
  ])
  const treatment = await t.payload.create({
    collection: 'treatments',
    data: { name: 'Angiography', slug: 'angiography', speciality: t.fixtures.specialityId, active: true } as never,
    locale: 'en',
  })
  treatmentId = treatment.id as number
})

after(async () => {
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
    assert.equal(res.status, 201, JSON.stringify(res.body))
    assert.equal(res.body.message, 'TREATMENT_SAVED')
    id = res.body.content.id
    assert.deepEqual(res.body.content.treatmentIds, [treatmentId])
    const own = await request(t.app).get(`/api/v1/treatment/${id}`).set('Authorization', bearer(a.token))
    assert.equal(own.status, 200)
    assert.deepEqual(own.body.content.answers, { step1: { budget: 'q1' } })
    const list = await request(t.app).get('/api/v1/treatment').set('Authorization', bearer(a.token))
    assert.equal(list.body.totalElements, 1)
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
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60))
      assert.ok(res.body.errors.length > 0)
    }
    assert.equal(
      (await t.payload.count({ collection: 'treatment-requests', overrideAccess: true })).totalDocs,
      before.totalDocs,
    )
  })

  test("authorization: B never sees A's request; only admins change or delete", async () => {
    const cases: [string, string, string | null, number][] = [
      ['get', `/api/v1/treatment/${id}`, null, 401],
      ['get', `/api/v1/treatment/${id}`, b.token, 404],
      ['get', `/api/v1/treatment/${id}`, mod.token, 200],
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
      assert.equal(res.status, status, `${method} ${url}`)
    }
    const listB = await request(t.app).get('/api/v1/treatment').set('Authorization', bearer(b.token))
    assert.equal(listB.body.totalElements, 0)
    const unchanged = await t.payload.findByID({ collection: 'treatment-requests', id, overrideAccess: true })
    assert.equal(unchanged.active, true)
  })

  test('an admin toggles a request inactive and deletes it', async () => {
    const toggle = await request(t.app)
      .put(`/api/v1/treatment/${id}`)
      .set('Authorization', bearer(admin.token))
      .send({ active: false })
    assert.equal(toggle.status, 200)
    assert.equal(toggle.body.content.active, false)
    const del = await request(t.app).delete(`/api/v1/treatment/${id}`).set('Authorization', bearer(admin.token))
    assert.equal(del.status, 200)
    const gone = await request(t.app).get(`/api/v1/treatment/${id}`).set('Authorization', bearer(admin.token))
    assert.equal(gone.status, 404)
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
    assert.equal(en.status, 200)
    assert.deepEqual(en.body.content.map((s: { slug: string }) => s.slug).sort(), ['cardiology', 'oncology'])
    assert.equal(en.body.totalElements, 2)
    const ar = await request(t.app).get('/api/v1/speciality').query({ lang: 'ar', limit: 1, offset: 0 })
    assert.equal(ar.body.content.length, 1)
    assert.equal(ar.body.content[0].name, 'أمراض القلب')
    assert.equal(ar.body.totalPages, 2)
    const second = await request(t.app).get('/api/v1/speciality').query({ limit: 1, offset: 1 })
    assert.equal(second.body.content[0].slug, 'oncology')
    for (const query of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'ten' }, { lang: 'de' }]) {
      const bad = await request(t.app).get('/api/v1/speciality').query(query)
      assert.equal(bad.status, 400, JSON.stringify(query))
      assert.equal(bad.body.message, 'VALIDATION_FAILED')
    }
  })

  test('a page is served as kept, with its ETag and 304, until the list changes', async () => {
    const first = await request(t.app).get('/api/v1/speciality').query({ lang: 'ar' })
    assert.equal(first.status, 200)
    assert.match(String(first.headers['content-type']), /^application\/json; charset=utf-8/)
    assert.equal(first.headers['cache-control'], 'public, no-cache')
    const again = await request(t.app).get('/api/v1/speciality').query({ lang: 'ar' })
    assert.equal(again.headers.etag, first.headers.etag)
    assert.equal(again.text, first.text)
    const fresh = await request(t.app)
      .get('/api/v1/speciality')
      .query({ lang: 'ar' })
      .set('If-None-Match', String(first.headers.etag))
    assert.equal(fresh.status, 304)
    // Another language or page is another answer.
    const en = await request(t.app).get('/api/v1/speciality')
    assert.notEqual(en.headers.etag, first.headers.etag)

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
      assert.equal(changed.status, 200)
      assert.notEqual(changed.headers.etag, first.headers.etag)
      assert.ok(changed.body.content.some((s: { slug: string }) => s.slug === 'dermatology-kept'))
      assert.equal(changed.body.totalElements, first.body.totalElements + 1)
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
    assert.equal(res.status, 200)
    const slots = res.body.content.slots as { start: string; times: { istanbul: string; patientTimeZone: string } }[]
    assert.ok(slots.length > 10)
    for (const s of slots) {
      const hour = Number(s.times.istanbul.slice(11, 13))
      assert.ok(hour >= 9 && hour < 17, s.times.istanbul)
      assert.ok(new Date(s.start).getTime() > Date.now() + 59 * 60_000)
      assert.equal(s.times.patientTimeZone, 'Europe/Moscow')
    }
    const inactive = await request(t.app).get(`/api/v1/doctor/${t.fixtures.inactiveDoctorId}/slots`)
    assert.equal(inactive.status, 404)
    const badZone = await request(t.app)
      .get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`)
      .query({ tz: 'Mars/Olympus' })
    assert.equal(badZone.status, 400)
  })
})
