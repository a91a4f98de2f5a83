/** Users: reading and editing accounts, the authorization matrix, the public exists look-up. */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'

import request from 'supertest'

import { bearer, PASSWORD, startApi, uniqueEmail, type TestApi } from './helpers'

type Account = { id: number; email: string; token: string }

let t: TestApi
let a: Account
let b: Account
let mod: Account
let admin: Account

before(async () => {
  t = await startApi()
  ;[a, b, mod, admin] = await Promise.all([t.patient(), t.patient(), t.staff('ROLE_MODERATOR'), t.staff('ROLE_ADMIN')])
})
after(async () => {
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
  for (const key of SECRETS) assert.ok(!json.includes(`"${key}"`), `${key} must not be returned`)
}

const as = (who: Account | null) => (req: request.Test) => (who ? req.set('Authorization', bearer(who.token)) : req)
const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

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
        assert.equal(res.status, status, `${who} GET ${path}`)
        if (status === 200) {
          assert.equal(res.body.content.id, a.id)
          assert.equal(res.body.content.email, a.email)
          assert.equal(res.body.content.country, 'SA')
          assert.deepEqual(res.body.content.roles, ['ROLE_USER'])
          assertNoSecrets(res.body)
        } else if (status === 404) {
          assert.deepEqual(res.body, { message: 'NOT_FOUND' })
        }
      }
    }
    const unknown = await as(b)(request(t.app).get('/api/v1/user/id/999999'))
    assert.equal(unknown.status, 404)
    assert.deepEqual(unknown.body, { message: 'NOT_FOUND' })
    const unknownMail = await as(admin)(request(t.app).get(`/api/v1/user/email/${uniqueEmail('none')}`))
    assert.equal(unknownMail.status, 404)
  })

  test('malformed ids and e-mails are 400', async () => {
    const id = await as(a)(request(t.app).get('/api/v1/user/id/abc'))
    assert.equal(id.status, 400)
    assert.equal(id.body.errors[0].field, 'path.id')
    const email = await as(a)(request(t.app).get('/api/v1/user/email/not-an-email'))
    assert.equal(email.status, 400)
    assert.equal(email.body.errors[0].field, 'path.email')
  })

  test('exists is public, answers a boolean and is throttled per address', async () => {
    const addr = ip()
    const yes = await request(t.app).get(`/api/v1/user/exists/${a.email.toUpperCase()}`).set('X-Forwarded-For', addr)
    assert.equal(yes.status, 200)
    assert.deepEqual(yes.body, { message: 'OK', content: { exists: true } })
    const no = await request(t.app)
      .get(`/api/v1/user/exists/${uniqueEmail('none')}`)
      .set('X-Forwarded-For', addr)
    assert.deepEqual(no.body.content, { exists: false })
    const bad = await request(t.app).get('/api/v1/user/exists/nope').set('X-Forwarded-For', addr)
    assert.equal(bad.status, 400)
    let last = bad
    for (let i = 0; i < 30; i++) {
      last = await request(t.app).get(`/api/v1/user/exists/${uniqueEmail()}`).set('X-Forwarded-For', addr)
    }
    assert.equal(last.status, 429)
    assert.equal(last.body.message, 'TOO_MANY_REQUESTS')
    assert.ok(Number(last.headers['retry-after']) > 0)
    const elsewhere = await request(t.app).get(`/api/v1/user/exists/${a.email}`).set('X-Forwarded-For', ip())
    assert.equal(elsewhere.status, 200, 'other addresses are not affected')
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
    assert.equal(res.status, 200)
    assert.equal(res.body.message, 'USER_UPDATED')
    assert.equal(res.body.content.firstName, 'Amira')
    assert.equal(res.body.content.lastName, 'Patient', 'unchanged fields stay')
    assert.equal(res.body.content.country, 'IQ')
    assert.equal(res.body.content.phone, '+9647701234567')
    assert.equal(res.body.content.preferredLanguage, 'ar')
    assertNoSecrets(res.body)

    const byBody = await as(a)(request(t.app).put('/api/v1/user')).send({ userId: a.id, lastName: 'Saleh' })
    assert.equal(byBody.status, 200)
    assert.equal(byBody.body.content.lastName, 'Saleh')
    assert.equal(byBody.body.content.firstName, 'Amira')
  })

  test('B can never change A; the answer is the same 404 as for an unknown id', async () => {
    const before = await stored(a.id)
    const byPath = await as(b)(request(t.app).put(`/api/v1/user/${a.id}`)).send({ firstName: 'Hacked' })
    assert.equal(byPath.status, 404)
    const byBody = await as(b)(request(t.app).put('/api/v1/user')).send({ userId: a.id, firstName: 'Hacked' })
    assert.equal(byBody.status, 404)
    const byMod = await as(mod)(request(t.app).put(`/api/v1/user/${a.id}`)).send({ firstName: 'Hacked' })
    assert.equal(byMod.status, 404)
    const anon = await request(t.app).put(`/api/v1/user/${a.id}`).send({ firstName: 'Hacked' })
    assert.equal(anon.status, 401)
    assert.equal((await stored(a.id)).firstName, before.firstName)
  })

  test('only admins change roles and the active flag', async () => {
    const self = await as(b)(request(t.app).put(`/api/v1/user/${b.id}`)).send({ roles: ['ROLE_ADMIN'] })
    assert.equal(self.status, 403)
    assert.equal(self.body.message, 'FORBIDDEN')
    const selfActive = await as(b)(request(t.app).put('/api/v1/user')).send({ userId: b.id, active: false })
    assert.equal(selfActive.status, 403)
    assert.deepEqual((await stored(b.id)).roles, ['ROLE_USER'])

    const c = await t.patient()
    const promote = await as(admin)(request(t.app).put(`/api/v1/user/${c.id}`)).send({
      roles: ['ROLE_USER', 'ROLE_MODERATOR'],
      firstName: 'Promoted',
    })
    assert.equal(promote.status, 200)
    assert.deepEqual(promote.body.content.roles, ['ROLE_USER', 'ROLE_MODERATOR'])
    const disable = await as(admin)(request(t.app).put('/api/v1/user')).send({ userId: c.id, active: false })
    assert.equal(disable.status, 200)
    assert.equal(disable.body.content.active, false)
    const login = await request(t.app).post('/api/v1/auth/login').send({ email: c.email, password: PASSWORD })
    assert.equal(login.status, 403)
    assert.equal(login.body.message, 'ACCOUNT_DISABLED')

    const lockout = await as(admin)(request(t.app).put(`/api/v1/user/${admin.id}`)).send({ active: false })
    assert.equal(lockout.status, 409)
    assert.equal(lockout.body.message, 'SELF_LOCKOUT')
  })

  test('invalid changes are 400 with field errors and change nothing', async () => {
    const before = await stored(a.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'new@example.test' }, 'body'],
      [{ password: 'N3w!Password-2026' }, 'body'],
      [{ firstName: 42 }, 'firstName'],
      [{ firstName: 'x'.repeat(5000) }, 'firstName'],
      [{ phone: '12345' }, 'phone'],
      [{ country: 'TR' }, 'country'],
      [{ timeZone: 'Nowhere/City' }, 'timeZone'],
      [{ preferredLanguage: 'de' }, 'preferredLanguage'],
    ]
    for (const [body, field] of cases) {
      const res = await as(a)(request(t.app).put(`/api/v1/user/${a.id}`)).send(body)
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal(res.body.message, 'VALIDATION_FAILED')
      assert.ok(
        res.body.errors.some((e: { field: string }) => e.field === field),
        JSON.stringify(res.body.errors),
      )
    }
    const noId = await as(a)(request(t.app).put('/api/v1/user')).send({ firstName: 'X' })
    assert.equal(noId.status, 400)
    assert.equal(noId.body.errors[0].field, 'userId')
    const after = await stored(a.id)
    assert.equal(after.updatedAt, before.updatedAt)
  })
})

describe('changing the password', () => {
  test('checks the current password and the rule, then the new one works', async () => {
    const p = await t.patient()
    const wrong = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: 'Wr0ng!Password',
      newPassword: 'N3w!Password-2026',
    })
    assert.equal(wrong.status, 400)
    assert.equal(wrong.body.message, 'WRONG_PASSWORD')
    assert.equal(wrong.body.errors[0].field, 'currentPassword')
    const weak = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: PASSWORD,
      newPassword: 'weak',
    })
    assert.equal(weak.status, 400)
    assert.equal(weak.body.errors[0].field, 'newPassword')
    const same = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    })
    assert.equal(same.status, 400)
    const anon = await request(t.app)
      .post('/api/v1/user/change-password')
      .send({ currentPassword: PASSWORD, newPassword: 'N3w!Password-2026' })
    assert.equal(anon.status, 401)

    const ok = await as(p)(request(t.app).post('/api/v1/user/change-password')).send({
      currentPassword: PASSWORD,
      newPassword: 'N3w!Password-2026',
    })
    assert.equal(ok.status, 200)
    assert.equal(ok.body.message, 'PASSWORD_CHANGED')
    const old = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: p.email, password: PASSWORD })
    assert.equal(old.status, 401)
    const fresh = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: p.email, password: 'N3w!Password-2026' })
    assert.equal(fresh.status, 200)
  })
})
