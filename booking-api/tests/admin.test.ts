/** Admin reference data: one generic set of endpoints for six resources, admin only. */

import request from 'supertest'

import { bearer, PASSWORD, startApi, uniqueEmail, type TestApi } from './helpers'

type Account = { id: number; email: string; token: string }

let t: TestApi
let patient: Account
let mod: Account
let admin: Account

beforeAll(async () => {
  t = await startApi()
  ;[patient, mod, admin] = await Promise.all([t.patient(), t.staff('ROLE_MODERATOR'), t.staff('ROLE_ADMIN')])
  await createCity()
})
afterAll(async () => {
  await t?.stop()
})

const as = (who: Account | null) => (req: request.Test) => (who ? req.set('Authorization', bearer(who.token)) : req)
const api = (path: string) => `/api/v1/admin${path}`
let n = 0
const slug = (label: string) => `${label}-${Date.now().toString(36)}-${++n}`

/** A valid create body per resource (relationships to the harness's fixtures). */
const createBody = (resource: string): Record<string, unknown> => {
  const f = t.fixtures
  switch (resource) {
    case 'specialities':
      return { name: 'Orthopedics', slug: slug('ortho'), order: 3 }
    case 'doctors':
      return {
        name: 'Dr. Kemal Aydin',
        title: 'Prof. Dr.',
        speciality: f.specialityId,
        provider: f.providerId,
        slotMinutes: 45,
        languages: ['en', 'tr'],
        workingHours: [{ day: 'mon', start: '09:00', end: '12:00' }],
        slug: slug('kemal'),
      }
    case 'countries':
      return {
        name: 'Kuwait',
        isoCode: `Q${String.fromCharCode(65 + (n++ % 26))}`,
        phonecode: '965',
        timezones: [{ zoneName: 'Asia/Kuwait' }],
      }
    case 'cities':
      return { name: 'Bursa', country: f.countries.JO, slug: slug('bursa'), lat: 40.18, lng: 29.06 }
    case 'facilities':
      return { name: 'Levent Clinic', provider: f.providerId, city: cityId, slug: slug('levent') }
    case 'users':
      return {
        email: uniqueEmail('created'),
        password: PASSWORD,
        firstName: 'Staff',
        roles: ['ROLE_MODERATOR'],
        country: f.countries.RU,
      }
    default:
      throw new Error(resource)
  }
}
const RESOURCES = ['specialities', 'users', 'doctors', 'countries', 'cities', 'facilities']
let cityId: number

const createCity = async () => {
  const city = await t.payload.create({
    collection: 'cities',
    data: { name: 'Istanbul', country: t.fixtures.countries.IQ, slug: 'istanbul-fixture' },
    overrideAccess: true,
  })
  cityId = city.id
}

describe('access', () => {
  test('every admin endpoint: anonymous 401, patient and moderator 403, nothing changes', async () => {
    for (const resource of RESOURCES) {
      const endpoints: [string, string, object?][] = [
        ['get', api(`/${resource}`)],
        ['get', api(`/${resource}/1`)],
        ['post', api(`/${resource}`), createBody(resource)],
        ['put', api(`/${resource}/1`), { active: false }],
        ['put', api(`/${resource}/1/active`), { active: false }],
        ['delete', api(`/${resource}/1`)],
      ]
      for (const [method, path, body] of endpoints) {
        for (const [who, caller, status] of [
          ['anonymous', null, 401],
          ['patient', patient, 403],
          ['moderator', mod, 403],
        ] as const) {
          const req = as(caller)(
            (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path),
          )
          const res = body ? await req.send(body) : await req
          expect(res.status, `${who} ${method} ${path}`).toBe(status)
        }
      }
    }
    const spec = await t.payload.findByID({
      collection: 'specialities',
      id: t.fixtures.specialityId,
      overrideAccess: true,
    })
    expect(spec.active).toBe(true)
  })
})

describe('CRUD', () => {
  for (const resource of RESOURCES) {
    test(`${resource}: create, read, list, update, toggle, delete`, async () => {
      const input = createBody(resource)
      const created = await as(admin)(request(t.app).post(api(`/${resource}`))).send(input)
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body.message).toBe('CREATED')
      const id = created.body.content.id
      expect(typeof id).toBe('number')
      const json = JSON.stringify(created.body)
      for (const secret of ['"hash"', '"salt"', '"password"', '"_verificationToken"'])
        expect(!json.includes(secret)).toBeTruthy()

      const one = await as(admin)(request(t.app).get(api(`/${resource}/${id}`)))
      expect(one.status).toBe(200)
      expect(one.body.content.id).toBe(id)

      const key = resource === 'users' ? 'email' : 'name'
      const q = String(input[key]).slice(0, 6)
      const list = await as(admin)(
        request(t.app)
          .get(api(`/${resource}`))
          .query({ q, size: 5, page: 0 }),
      )
      expect(list.status).toBe(200)
      expect(list.body.totalElements >= 1).toBeTruthy()
      expect(list.body.totalPages >= 1).toBeTruthy()
      expect(list.body.content.some((d: { id: number }) => d.id === id)).toBeTruthy()

      const change = resource === 'users' ? { firstName: 'Renamed' } : { name: 'Renamed' }
      const updated = await as(admin)(request(t.app).put(api(`/${resource}/${id}`))).send(change)
      expect(updated.status, JSON.stringify(updated.body)).toBe(200)
      expect(updated.body.content[Object.keys(change)[0]!]).toBe('Renamed')

      const off = await as(admin)(request(t.app).put(api(`/${resource}/${id}/active`))).send({ active: false })
      expect(off.status).toBe(200)
      expect(off.body.content.active).toBe(false)
      const on = await as(admin)(request(t.app).put(api(`/${resource}/${id}/active`))).send({ active: true })
      expect(on.body.content.active).toBe(true)

      const del = await as(admin)(request(t.app).delete(api(`/${resource}/${id}`)))
      expect(del.status, JSON.stringify(del.body)).toBe(200)
      expect(del.body.message).toBe('DELETED')
      const gone = await as(admin)(request(t.app).get(api(`/${resource}/${id}`)))
      expect(gone.status).toBe(404)
      const again = await as(admin)(request(t.app).delete(api(`/${resource}/${id}`)))
      expect(again.status).toBe(404)
    })
  }

  test('lists are paged (size/page) and sorted', async () => {
    const page0 = await as(admin)(request(t.app).get(api('/countries')).query({ size: 2, page: 0 }))
    expect(page0.status).toBe(200)
    expect(page0.body.content.length).toBe(2)
    expect(page0.body.totalElements >= 4).toBeTruthy()
    expect(page0.body.totalPages).toBe(Math.ceil(page0.body.totalElements / 2))
    const codes = page0.body.content.map((c: { isoCode: string }) => c.isoCode)
    expect(codes).toStrictEqual([...codes].sort())
    const page1 = await as(admin)(request(t.app).get(api('/countries')).query({ size: 2, page: 1 }))
    expect(page1.body.content[0].id).not.toStrictEqual(page0.body.content[0].id)
    const bad = await as(admin)(request(t.app).get(api('/countries')).query({ size: 0, page: -1, locale: 'fr' }))
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toStrictEqual([
      'query.locale',
      'query.page',
      'query.size',
    ])
  })

  test('localized names are read and written per ?locale=', async () => {
    const created = await as(admin)(request(t.app).post(api('/specialities'))).send({
      name: 'Oncology',
      slug: slug('onco'),
    })
    const id = created.body.content.id
    const ar = await as(admin)(
      request(t.app)
        .put(api(`/specialities/${id}`))
        .query({ locale: 'ar' }),
    ).send({
      name: 'الأورام',
    })
    expect(ar.status).toBe(200)
    expect(ar.body.content.name).toBe('الأورام')
    const en = await as(admin)(request(t.app).get(api(`/specialities/${id}`)))
    expect(en.body.content.name).toBe('Oncology')
    const arList = await as(admin)(request(t.app).get(api('/specialities')).query({ locale: 'ar', q: 'الأورام' }))
    expect(arList.body.content[0].id).toBe(id)
  })

  test('the active toggle writes in the table language: a record named only in Arabic can be switched', async () => {
    const created = await as(admin)(request(t.app).post(api('/specialities')).query({ locale: 'ar' })).send({
      name: 'طب الأسنان',
      slug: slug('dent'),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.content.id
    const off = await as(admin)(
      request(t.app)
        .put(api(`/specialities/${id}/active`))
        .query({ locale: 'ar' }),
    ).send({ active: false })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body.content.active).toBe(false)
    expect(off.body.content.name).toBe('طب الأسنان')
    const stored = await t.payload.findByID({ collection: 'specialities', id, overrideAccess: true })
    expect(stored.active).toBe(false)
  })

  test('admin-created users can log in at once; the admin cannot delete or disable themself', async () => {
    const body = createBody('users')
    const created = await as(admin)(request(t.app).post(api('/users'))).send(body)
    expect(created.status).toBe(201)
    expect(created.body.content.roles).toStrictEqual(['ROLE_MODERATOR'])
    expect(created.body.content.country).toBe('RU')
    const login = await request(t.app).post('/api/v1/auth/login').send({ email: body.email, password: PASSWORD })
    expect(login.status).toBe(200)
    const dup = await as(admin)(request(t.app).post(api('/users'))).send({ ...body, firstName: 'Again' })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('EMAIL_TAKEN')
    const weak = await as(admin)(request(t.app).post(api('/users'))).send({ ...createBody('users'), password: 'weak' })
    expect(weak.status).toBe(400)
    const self = await as(admin)(request(t.app).delete(api(`/users/${admin.id}`)))
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('SELF_LOCKOUT')
    const selfOff = await as(admin)(request(t.app).put(api(`/users/${admin.id}/active`))).send({ active: false })
    expect(selfOff.status).toBe(409)
  })
})

describe('conflicts and validation', () => {
  test('deleting a record in use is 409 IN_USE and keeps it', async () => {
    const f = t.fixtures
    const spec = await as(admin)(request(t.app).delete(api(`/specialities/${f.specialityId}`)))
    expect(spec.status).toBe(409)
    expect(spec.body.message).toBe('IN_USE')
    expect(spec.body.errors.some((e: { field: string }) => e.field === 'doctors')).toBeTruthy()
    const country = await as(admin)(request(t.app).delete(api(`/countries/${f.countries.SA}`)))
    expect(country.status, 'patients live there').toBe(409)
    const city = await as(admin)(request(t.app).delete(api(`/cities/${cityId}`)))
    expect(city.status, 'no facility refers to it yet').toBe(200)

    await t.payload.create({
      collection: 'appointments',
      data: {
        user: patient.id,
        doctor: f.inactiveDoctorId,
        appointmentDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        status: 'PENDING',
        lang: 'en',
      } as never,
      overrideAccess: true,
    })
    const doctor = await as(admin)(request(t.app).delete(api(`/doctors/${f.inactiveDoctorId}`)))
    expect(doctor.status).toBe(409)
    expect(doctor.body.message).toBe('IN_USE')
    const user = await as(admin)(request(t.app).delete(api(`/users/${patient.id}`)))
    expect(user.status).toBe(409)
    expect(
      await t.payload.findByID({ collection: 'doctors', id: f.inactiveDoctorId, overrideAccess: true }),
    ).toBeTruthy()
    expect(
      await t.payload.findByID({ collection: 'specialities', id: f.specialityId, overrideAccess: true }),
    ).toBeTruthy()
  })

  test('a duplicate slug or ISO code is 409 DUPLICATE', async () => {
    const dup = await as(admin)(request(t.app).post(api('/specialities'))).send({
      name: 'Cardio 2',
      slug: 'cardiology',
    })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('DUPLICATE')
    const iso = await as(admin)(request(t.app).post(api('/countries'))).send({ name: 'Saudi 2', isoCode: 'SA' })
    expect(iso.status).toBe(409)
  })

  test('invalid bodies are 400 with field errors and change nothing', async () => {
    const f = t.fixtures
    const countBefore = (await t.payload.count({ collection: 'doctors', overrideAccess: true })).totalDocs
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['post', '/doctors', { ...createBody('doctors'), speciality: 'cardio' }, 'speciality'],
      ['post', '/doctors', { ...createBody('doctors'), salary: 1 }, 'body'],
      ['post', '/doctors', { ...createBody('doctors'), name: 'x'.repeat(10_000) }, 'name'],
      ['post', '/doctors', { ...createBody('doctors'), slotMinutes: 5 }, 'slotMinutes'],
      [
        'post',
        '/doctors',
        { ...createBody('doctors'), workingHours: [{ day: 'mon', start: '25:00', end: '12:00' }] },
        'workingHours.0.start',
      ],
      ['post', '/specialities', { name: 'X', slug: 'Not A Slug' }, 'slug'],
      ['post', '/countries', { name: 'X', isoCode: 'xx' }, 'isoCode'],
      ['post', '/cities', { name: 'X', country: f.countries.JO, slug: slug('x'), lat: 100 }, 'lat'],
      ['post', '/users', { ...createBody('users'), roles: ['ROLE_GOD'] }, 'roles.0'],
      ['put', `/doctors/${f.doctorId}`, { active: 'yes' }, 'active'],
      ['put', `/users/${patient.id}`, { email: 'x@example.test' }, 'body'],
      ['put', `/specialities/${f.specialityId}/active`, { active: 1 }, 'active'],
      ['put', `/specialities/${f.specialityId}/active`, { active: false, name: 'x' }, 'body'],
    ]
    for (const [method, path, body, field] of cases) {
      const req = (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(api(path))
      const res = await as(admin)(req).send(body)
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400)
      expect(res.body.message).toBe('VALIDATION_FAILED')
      expect(
        res.body.errors.some((e: { field: string }) => e.field === field),
        JSON.stringify(res.body.errors),
      ).toBeTruthy()
    }
    const missingRef = await as(admin)(request(t.app).post(api('/doctors'))).send({
      ...createBody('doctors'),
      provider: 999_999,
    })
    expect(missingRef.status, 'a relationship to nothing').toBe(400)
    expect(missingRef.body.errors[0].field).toBe('provider')
    expect((await t.payload.count({ collection: 'doctors', overrideAccess: true })).totalDocs).toBe(countBefore)
    const doctor = await t.payload.findByID({ collection: 'doctors', id: f.doctorId, overrideAccess: true })
    expect(doctor.active).toBe(true)
    const notFound = await as(admin)(request(t.app).put(api('/doctors/999999'))).send({ name: 'X' })
    expect(notFound.status).toBe(404)
  })
})
