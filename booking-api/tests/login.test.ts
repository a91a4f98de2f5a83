/** Auth: login, password reset end to end through MailDev, role content (sign-up: auth.test.ts). */
import request from 'supertest'

import { signupBody, linkIn } from './authMail'
import { PASSWORD, bearer, ip, type TestApi, startApi, uniqueEmail } from './helpers'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(async () => {
  await t?.stop()
})

describe('login', () => {
  test('returns the user with a Bearer token that works, and nothing secret', async () => {
    const p = await t.patient()
    const res = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('LOGGED_IN')
    const c = res.body.content
    expect(Object.keys(c).sort()).toStrictEqual([
      'accessToken',
      'country',
      'email',
      'expiresAt',
      'firstName',
      'id',
      'lastName',
      'preferredLanguage',
      'roles',
      'timeZone',
      'tokenType',
    ])
    expect(c.id).toBe(p.id)
    expect(c.roles).toStrictEqual(['ROLE_USER'])
    expect(c.tokenType).toBe('Bearer')
    expect(c.country).toBe('SA')
    expect(Date.parse(c.expiresAt) > Date.now() + 60 * 60 * 1000).toBeTruthy()
    const me = await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(c.accessToken))
    expect(me.status).toBe(200)
  })

  test('wrong password and unknown account are the same 401 BAD_CREDENTIALS', async () => {
    const p = await t.patient()
    const wrong = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: p.email, password: 'Wr0ng!Password' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('BAD_CREDENTIALS')
    const unknown = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: uniqueEmail('ghost'), password: PASSWORD })
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toBe('BAD_CREDENTIALS')
  })

  test('a malformed login is 400 with field errors', async () => {
    const res = await request(t.app).post('/api/v1/auth/login').send({ email: 'nope', password: '' })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toStrictEqual(['email', 'password'])
    const extra = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: uniqueEmail(), password: PASSWORD, remember: true })
    expect(extra.status).toBe(400)
  })
})

describe('password reset', () => {
  test('forgot → e-mail → check → set once; the old password stops working', async () => {
    const p = await t.patient()
    const addr = ip()
    const forgot = await request(t.app)
      .get('/api/v1/auth/forgot')
      .set('X-Forwarded-For', addr)
      .query({ email: p.email })
    expect(forgot.status).toBe(200)
    expect(forgot.body.message).toBe('RESET_EMAIL_SENT')
    const mails = await t.mailsTo(p.email, 2)
    const mail = mails.find((m) => /reset/.test(m.html))
    const link = linkIn(mail, 'reset')
    expect(link.url.pathname).toBe('/en/reset')
    expect(link.email).toBe(p.email)

    const check = await request(t.app).get('/api/v1/auth/reset').set('X-Forwarded-For', addr).query(link)
    expect(check.status).toBe(200)
    expect(check.body.message).toBe('TOKEN_VALID')
    const other = await t.patient()
    const otherEmail = await request(t.app)
      .get('/api/v1/auth/reset')
      .set('X-Forwarded-For', addr)
      .query({ token: link.token, email: other.email })
    expect(otherEmail.status).toBe(400)
    expect(otherEmail.body.message).toBe('INVALID_TOKEN')

    const weak = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', addr)
      .send({ token: link.token, email: p.email, password: 'weakweakweak' })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe('VALIDATION_FAILED')

    const NEW = 'N3w!Password-2026'
    const set = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', addr)
      .send({ token: link.token, email: p.email, password: NEW })
    expect(set.status).toBe(200)
    expect(set.body.message).toBe('PASSWORD_RESET')

    const reuse = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', ip())
      .send({ token: link.token, email: p.email, password: 'An0ther!Password' })
    expect(reuse.status).toBe(400)
    expect(reuse.body.message).toBe('INVALID_TOKEN')
    const recheck = await request(t.app).get('/api/v1/auth/reset').set('X-Forwarded-For', ip()).query(link)
    expect(recheck.status).toBe(400)

    const oldLogin = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: p.email, password: PASSWORD })
    expect(oldLogin.status).toBe(401)
    const newLogin = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: NEW })
    expect(newLogin.status).toBe(200)
  })

  test('resetting through the e-mailed link also activates an account never activated', async () => {
    const email = uniqueEmail('lostmail')
    expect((await request(t.app).post('/api/v1/auth/signup').send(signupBody(email))).status).toBe(201)
    await t.mailsTo(email)
    await request(t.app).get('/api/v1/auth/forgot').set('X-Forwarded-For', ip()).query({ email })
    const link = linkIn(
      (await t.mailsTo(email, 2)).find((m) => /reset/.test(m.html)),
      'reset',
    )
    const NEW = 'Res3t!Password-2026'
    const set = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', ip())
      .send({ token: link.token, email, password: NEW })
    expect(set.status).toBe(200)
    const login = await request(t.app).post('/api/v1/auth/login').send({ email, password: NEW })
    expect(login.status).toBe(200)
  })

  test('an unknown e-mail gets the same answer and no e-mail', async () => {
    const email = uniqueEmail('ghost')
    const res = await request(t.app).get('/api/v1/auth/forgot').set('X-Forwarded-For', ip()).query({ email })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('RESET_EMAIL_SENT')
    expect((await t.mailsTo(email, 1, 500)).length).toBe(0)
  })

  test('an expired token is refused', async () => {
    const p = await t.patient()
    await request(t.app).get('/api/v1/auth/forgot').set('X-Forwarded-For', ip()).query({ email: p.email })
    const link = linkIn(
      (await t.mailsTo(p.email, 2)).find((m) => /reset/.test(m.html)),
      'reset',
    )
    await t.payload.update({
      collection: 'users',
      id: p.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const check = await request(t.app).get('/api/v1/auth/reset').set('X-Forwarded-For', ip()).query(link)
    expect(check.status).toBe(400)
    expect(check.body.message).toBe('INVALID_TOKEN')
    const set = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', ip())
      .send({ token: link.token, email: link.email, password: 'N3w!Password-2026' })
    expect(set.status).toBe(400)
    expect(set.body.message).toBe('INVALID_TOKEN')
  })
})

describe('role content', () => {
  test('all/user/mod/admin answer by role with 401/403 as due', async () => {
    const p = await t.patient()
    const mod = await t.staff('ROLE_MODERATOR')
    const adm = await t.staff('ROLE_ADMIN')
    const callers = { anonymous: null, patient: p.token, moderator: mod.token, admin: adm.token }
    const expected: Record<string, Record<keyof typeof callers, number>> = {
      all: { anonymous: 200, patient: 200, moderator: 200, admin: 200 },
      user: { anonymous: 401, patient: 200, moderator: 200, admin: 200 },
      mod: { anonymous: 401, patient: 403, moderator: 200, admin: 200 },
      admin: { anonymous: 401, patient: 403, moderator: 403, admin: 200 },
    }
    for (const [path, byCaller] of Object.entries(expected)) {
      for (const [who, status] of Object.entries(byCaller)) {
        const req = request(t.app).get(`/api/v1/auth/${path}`)
        const token = callers[who as keyof typeof callers]
        const res = token ? await req.set('Authorization', bearer(token)) : await req
        expect(res.status, `${who} → /auth/${path}`).toBe(status)
        if (status === 200) expect(typeof res.body.content.text).toBe('string')
        else expect(res.body.message).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')
      }
    }
  })
})

test('the OpenAPI document describes these endpoints, including the added reset', async () => {
  const doc = await request(t.app).get('/api/v1/openapi.json')
  expect(doc.status).toBe(200)
  const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>
  for (const [path, method] of [
    ['/auth/signup', 'post'],
    ['/auth/login', 'post'],
    ['/auth/reset', 'post'],
    ['/auth/reset', 'get'],
    ['/user/exists/{email}', 'get'],
    ['/contact', 'post'],
    ['/admin/doctors/{id}/active', 'put'],
    ['/admin/users', 'get'],
  ] as const) {
    expect(paths[path]?.[method], `${method} ${path}`).toBeTruthy()
  }
  expect(paths['/auth/login']!.post!.responses['429']).toBeTruthy()
  expect(paths['/auth/signup']!.post!.responses['409'], 'sign-up never tells a registered address').toBeUndefined()
  expect(paths['/auth/signup']!.post!.responses['429']).toBeTruthy()
})
