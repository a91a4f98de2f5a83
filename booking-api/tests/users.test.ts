/** Users: reading and editing accounts, the authorization matrix, the public exists look-up. */
import request from 'supertest'

import { PASSWORD, bearer, ip, type TestApi, startApi, uniqueEmail } from './helpers'

type Account = { id: number; email: string; token: string }

let t: TestApi
let a: Account
let b: Account
let mod: Account
let admin: Account

beforeAll(async () => {
  t = await startApi()
  ;[a, b, mod, admin] = await Promise.all([t.patient(), t.patient(), t.staff('ROLE_MODERATOR'), t.staff('ROLE_ADMIN')])
})
afterAll(async () => {
  await t?.stop()
})

const SECRETS = [
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'sessions',
]
const assertNoSecrets = (body: unknown) => {
  const json = JSON.stringify(body)
  for (const key of SECRETS) expect(!json.includes(`"${key}"`), `${key} must not be returned`).toBeTruthy()
}

const as = (who: Account | null) => (req: request.Test) => (who ? req.set('Authorization', bearer(who.token)) : req)

const stored = async (id: number) => t.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

describe('reading users', () => {
  test('by id and by e-mail: yourself and admins; B, moderators and unknown ids get the same 404', async () => {
    const cases: [string, Account | null, number][] = [
      ['anonymous', null, 401],
      ['A', a, 200],
      ['B', b, 404],
      ['moderator', mod, 404],
      ['admin', admin, 200],
    ]
    for (const [who, caller, status] of cases) {
      for (const path of [`/api/v1/user/id/${a.id}`, `/api/v1/user/email/${encodeURIComponent(a.email)}`]) {
        const res = await as(caller)(request(t.app).get(path))
        expect(res.status, `${who} GET ${path}`).toBe(status)
        if (status === 200) {
          expect(res.body.content.id).toBe(a.id)
          expect(res.body.content.email).toBe(a.email)
          expect(res.body.content.country).toBe('SA')
          expect(res.body.content.roles).toStrictEqual(['ROLE_USER'])
          assertNoSecrets(res.body)
        } else if (status === 404) {
          expect(res.body).toStrictEqual({ message: 'NOT_FOUND' })
        }
      }
    }
    const unknown = await as(b)(request(t.app).get('/api/v1/user/id/999999'))
    expect(unknown.status).toBe(404)
    expect(unknown.body).toStrictEqual({ message: 'NOT_FOUND' })
    const unknownMail = await as(admin)(request(t.app).get(`/api/v1/user/email/${uniqueEmail('none')}`))
    expect(unknownMail.status).toBe(404)
  })

  test('malformed ids and e-mails are 400', async () => {
    const id = await as(a)(request(t.app).get('/api/v1/user/id/abc'))
    expect(id.status).toBe(400)
    expect(id.body.errors[0].field).toBe('path.id')
    const email = await as(a)(request(t.app).get('/api/v1/user/email/not-an-email'))
    expect(email.status).toBe(400)
    expect(email.body.errors[0].field).toBe('path.email')
  })

  test('exists is public, answers a boolean and is throttled per address', async () => {
    const addr = ip()
    const yes = await request(t.app).get(`/api/v1/user/exists/${a.email.toUpperCase()}`).set('X-Forwarded-For', addr)
    expect(yes.status).toBe(200)
    expect(yes.body).toStrictEqual({ message: 'OK', content: { exists: true } })
    const no = await request(t.app)
      .get(`/api/v1/user/exists/${uniqueEmail('none')}`)
      .set('X-Forwarded-For', addr)
    expect(no.body.content).toStrictEqual({ exists: false })
    const bad = await request(t.app).get('/api/v1/user/exists/nope').set('X-Forwarded-For', addr)
    expect(bad.status).toBe(400)
    let last = bad
    for (let i = 0; i < 30; i++) {
      last = await request(t.app).get(`/api/v1/user/exists/${uniqueEmail()}`).set('X-Forwarded-For', addr)
    }
    expect(last.status).toBe(429)
    expect(last.body.message).toBe('TOO_MANY_REQUESTS')
    expect(Number(last.headers['retry-after']) > 0).toBeTruthy()
    const elsewhere = await request(t.app).get(`/api/v1/user/exists/${a.email}`).set('X-Forwarded-For', ip())
    expect(elsewhere.status, 'other addresses are not affected').toBe(200)
  })
})

describe('editing users', () => {
  test('a patient changes their own fields by PUT /user/{id} and PUT /user', async () => {
    const res = await as(a)(request(t.app).put(`/api/v1/user/${a.id}`)).send({
      firstName: 'Amira',
      country: 'IQ',
      timeZone: 'Asia/Baghdad',
      preferredLanguage: 'ar',
      phone: '+964 770 123 4567',
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('USER_UPDATED')
    expect(res.body.content.firstName).toBe('Amira')
    expect(res.body.content.lastName, 'unchanged fields stay').toBe('Patient')
    expect(res.body.content.country).toBe('IQ')
    expect(res.body.content.phone).toBe('+9647701234567')
    expect(res.body.content.preferredLanguage).toBe('ar')
    assertNoSecrets(res.body)

    const byBody = await as(a)(request(t.app).put('/api/v1/user')).send({ userId: a.id, lastName: 'Saleh' })
    expect(byBody.status).toBe(200)
    expect(byBody.body.content.lastName).toBe('Saleh')
    expect(byBody.body.content.firstName).toBe('Amira')
  })

  test('a local phone number is read in the country sent along, else the stored one, and kept in E.164', async () => {
    const p = await t.patient() // signed up from SA
    const alone = await as(p)(request(t.app).put(`/api/v1/user/${p.id}`)).send({ phone: '050 123 4567' })
    expect(alone.status, JSON.stringify(alone.body)).toBe(200)
    expect(alone.body.content).toMatchObject({ phone: '+966501234567', country: 'SA' })
    const moved = await as(p)(request(t.app).put('/api/v1/user')).send({
      userId: p.id,
      country: 'JO',
      phone: '079 123 4567',
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.content).toMatchObject({ phone: '+962791234567', country: 'JO' })
    const wrong = await as(p)(request(t.app).put(`/api/v1/user/${p.id}`)).send({ phone: '12345' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toStrictEqual([{ field: 'phone', defaultMessage: expect.any(String) }])
    expect((await stored(p.id)).phone).toBe('+962791234567')
  })

  test('B can never change A; the answer is the same 404 as for an unknown id', async () => {
    const before = await stored(a.id)
    const byPath = await as(b)(request(t.app).put(`/api/v1/user/${a.id}`)).send({ firstName: 'Hacked' })
    expect(byPath.status).toBe(404)
    const byBody = await as(b)(request(t.app).put('/api/v1/user')).send({ userId: a.id, firstName: 'Hacked' })
    expect(byBody.status).toBe(404)
    const byMod = await as(mod)(request(t.app).put(`/api/v1/user/${a.id}`)).send({ firstName: 'Hacked' })
    expect(byMod.status).toBe(404)
    const anon = await request(t.app).put(`/api/v1/user/${a.id}`).send({ firstName: 'Hacked' })
    expect(anon.status).toBe(401)
    expect((await stored(a.id)).firstName).toBe(before.firstName)
  })

  test('only admins change roles and the active flag', async () => {
    const self = await as(b)(request(t.app).put(`/api/v1/user/${b.id}`)).send({ roles: ['ROLE_ADMIN'] })
    expect(self.status).toBe(403)
    expect(self.body.message).toBe('FORBIDDEN')
    const selfActive = await as(b)(request(t.app).put('/api/v1/user')).send({ userId: b.id, active: false })
    expect(selfActive.status).toBe(403)
    expect((await stored(b.id)).roles).toStrictEqual(['ROLE_USER'])

    const c = await t.patient()
    const promote = await as(admin)(request(t.app).put(`/api/v1/user/${c.id}`)).send({
      roles: ['ROLE_USER', 'ROLE_MODERATOR'],
      firstName: 'Promoted',
    })
    expect(promote.status).toBe(200)
    expect(promote.body.content.roles).toStrictEqual(['ROLE_USER', 'ROLE_MODERATOR'])
    const disable = await as(admin)(request(t.app).put('/api/v1/user')).send({ userId: c.id, active: false })
    expect(disable.status).toBe(200)
    expect(disable.body.content.active).toBe(false)
    const login = await request(t.app).post('/api/v1/auth/login').send({ email: c.email, password: PASSWORD })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe('ACCOUNT_DISABLED')

    const lockout = await as(admin)(request(t.app).put(`/api/v1/user/${admin.id}`)).send({ active: false })
    expect(lockout.status).toBe(409)
    expect(lockout.body.message).toBe('SELF_LOCKOUT')
  })

  test('invalid changes are 400 with field errors and change nothing', async () => {
    const before = await stored(a.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'new@example.test' }, 'body'],
      [{ password: 'N3w!Password-2026' }, 'body'],
      [{ firstName: 42 }, 'firstName'],
      [{ firstName: 'x'.repeat(5000) }, 'firstName'],
      [{ phone: '12345' }, 'phone'],
      [{ country: 'ZZ' }, 'country'],
      [{ phone: '079 123', country: 'JO' }, 'phone'],
      [{ phone: '0791234567', country: null }, 'phone'],
      [{ timeZone: 'Nowhere/City' }, 'timeZone'],
      [{ preferredLanguage: 'de' }, 'preferredLanguage'],
    ]
    for (const [body, field] of cases) {
      const res = await as(a)(request(t.app).put(`/api/v1/user/${a.id}`)).send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBe('VALIDATION_FAILED')
      expect(
        res.body.errors.some((e: { field: string }) => e.field === field),
        JSON.stringify(res.body.errors),
      ).toBeTruthy()
    }
    const noId = await as(a)(request(t.app).put('/api/v1/user')).send({ firstName: 'X' })
    expect(noId.status).toBe(400)
    expect(noId.body.errors[0].field).toBe('userId')
    const after = await stored(a.id)
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})

describe('changing the password', () => {
  test('checks the current password and the rule, then the new one works', async () => {
    const p = await t.patient()
    const wrong = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: 'Wr0ng!Password',
      newPassword: 'N3w!Password-2026',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('WRONG_PASSWORD')
    expect(wrong.body.errors[0].field).toBe('currentPassword')
    const weak = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: PASSWORD,
      newPassword: 'weak',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].field).toBe('newPassword')
    const same = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    })
    expect(same.status).toBe(400)
    const anon = await request(t.app)
      .post('/api/v1/user/change-password')
      .send({ currentPassword: PASSWORD, newPassword: 'N3w!Password-2026' })
    expect(anon.status).toBe(401)

    const ok = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: PASSWORD,
      newPassword: 'N3w!Password-2026',
    })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('PASSWORD_CHANGED')
    const old = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: p.email, password: PASSWORD })
    expect(old.status).toBe(401)
    const fresh = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: p.email, password: 'N3w!Password-2026' })
    expect(fresh.status).toBe(200)
  })
})
