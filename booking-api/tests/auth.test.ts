/** Auth: sign-up, activation and reset end to end through MailDev, login, role content. */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'

import request from 'supertest'

import { bearer, PASSWORD, startApi, uniqueEmail, type Mail, type TestApi } from './helpers'

let t: TestApi
before(async () => {
  t = await startApi()
})
after(async () => {
  await t?.stop()
})

/** Each test its own client address, so the per-address throttles of one test never touch another. */
const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Hassan',
  email,
  password: PASSWORD,
  phone: '+962 79 123 4567',
  country: 'JO',
  preferredLanguage: 'en',
  ...extra,
})

const linkIn = (mail: Mail | undefined, kind: 'activate' | 'reset') => {
  const href = new RegExp(`href="([^"]*/${kind}\\?[^"]+)"`).exec(mail?.html ?? '')?.[1]
  assert.ok(href, `a ${kind} link in the e-mail`)
  const url = new URL(href.replace(/&amp;/g, '&'))
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! }
}

const userCount = async () => (await t.payload.count({ collection: 'users', overrideAccess: true })).totalDocs

describe('sign-up and activation', () => {
  test('sign-up answers 201, e-mails an activation link that activates that account once', async () => {
    const email = uniqueEmail('signup')
    const res = await request(t.app)
      .post('/api/v1/auth/signup')
      .send(signupBody(email.toUpperCase(), { timeZone: 'Asia/Amman' }))
    assert.equal(res.status, 201)
    assert.equal(res.body.message, 'ACTIVATION_EMAIL_SENT')
    assert.equal(res.body.content.email, email, 'stored in lower case')
    assert.equal(typeof res.body.content.id, 'number')

    const [mail] = await t.mailsTo(email)
    assert.match(mail!.subject, /Activate/)
    const link = linkIn(mail, 'activate')
    assert.equal(link.url.pathname, '/en/activate')
    assert.equal(link.email, email)
    assert.match(link.token, /^[0-9a-f]{40}$/)

    const early = await request(t.app).post('/api/v1/auth/login').send({ email, password: PASSWORD })
    assert.equal(early.status, 403)
    assert.equal(early.body.message, 'ACCOUNT_NOT_ACTIVATED')

    // Another account still waiting for activation: A's token must not activate it.
    const other = uniqueEmail('other')
    assert.equal((await request(t.app).post('/api/v1/auth/signup').send(signupBody(other))).status, 201)
    const wrongEmail = await request(t.app).get('/api/v1/auth/activate').query({ token: link.token, email: other })
    assert.equal(wrongEmail.status, 400)
    assert.equal(wrongEmail.body.message, 'INVALID_TOKEN')
    const wrongToken = await request(t.app)
      .get('/api/v1/auth/activate')
      .query({ token: 'a'.repeat(40), email })
    assert.equal(wrongToken.status, 400)
    assert.equal(wrongToken.body.message, 'INVALID_TOKEN')

    const ok = await request(t.app).get('/api/v1/auth/activate').query({ token: link.token, email })
    assert.equal(ok.status, 200)
    assert.equal(ok.body.message, 'ACCOUNT_ACTIVATED')
    const again = await request(t.app).get('/api/v1/auth/activate').query({ token: link.token, email })
    assert.equal(again.status, 200)
    assert.equal(again.body.message, 'ALREADY_ACTIVE')

    const login = await request(t.app).post('/api/v1/auth/login').send({ email, password: PASSWORD })
    assert.equal(login.status, 200)
    assert.equal(login.body.content.timeZone, 'Asia/Amman')
    assert.equal(login.body.content.country, 'JO')
  })

  test('an Arabic sign-up gets the Arabic, right-to-left e-mail linking to /ar/activate', async () => {
    const email = uniqueEmail('arabic')
    const res = await request(t.app)
      .post('/api/v1/auth/signup')
      .send(signupBody(email, { preferredLanguage: 'ar' }))
    assert.equal(res.status, 201)
    const [mail] = await t.mailsTo(email)
    assert.match(mail!.html, /dir="rtl"/)
    assert.match(mail!.subject, /[\u0600-\u06FF]/)
    assert.equal(linkIn(mail, 'activate').url.pathname, '/ar/activate')
  })

  test('a taken e-mail (any case) is 409 EMAIL_TAKEN', async () => {
    const p = await t.patient()
    const res = await request(t.app).post('/api/v1/auth/signup').send(signupBody(p.email.toUpperCase()))
    assert.equal(res.status, 409)
    assert.equal(res.body.message, 'EMAIL_TAKEN')
  })

  test('invalid sign-ups are 400 with field errors and create nothing', async () => {
    const before = await userCount()
    const email = uniqueEmail('invalid')
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short1!A' }, 'password'],
      [{ password: 'alllowercase1!' }, 'password'],
      [{ password: 'NoDigitsHere!!' }, 'password'],
      [{ password: 'NoSymbols1234' }, 'password'],
      [{ password: `${email.split('@')[0]}A1!` }, 'password'],
      [{ password: 12345678901 }, 'password'],
      [{ phone: '0791234567' }, 'phone'],
      [{ phone: '+12' }, 'phone'],
      [{ country: 'TR' }, 'country'],
      [{ preferredLanguage: 'fr' }, 'preferredLanguage'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ firstName: '' }, 'firstName'],
      [{ firstName: 'x'.repeat(10_000) }, 'firstName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ isAdmin: true }, 'body'],
      [{ roles: ['ROLE_ADMIN'] }, 'body'],
    ]
    for (const [change, field] of cases) {
      const res = await request(t.app)
        .post('/api/v1/auth/signup')
        .send({ ...signupBody(email), ...change })
      assert.equal(res.status, 400, JSON.stringify(change))
      assert.equal(res.body.message, 'VALIDATION_FAILED')
      assert.ok(
        res.body.errors.some((e: { field: string; defaultMessage: string }) => e.field === field && e.defaultMessage),
        `${JSON.stringify(change)} → ${JSON.stringify(res.body.errors)}`,
      )
    }
    const missing = await request(t.app).post('/api/v1/auth/signup').send({ email })
    assert.equal(missing.status, 400)
    assert.ok(missing.body.errors.length >= 5)
    const form = await request(t.app).post('/api/v1/auth/signup').type('form').send(signupBody(email))
    assert.equal(form.status, 415)
    assert.equal(await userCount(), before)
    assert.equal((await t.mailsTo(email, 1, 300)).length, 0, 'no e-mail for a refused sign-up')
  })

  test('activation needs a token and a valid e-mail', async () => {
    const res = await request(t.app).get('/api/v1/auth/activate').query({ email: 'x' })
    assert.equal(res.status, 400)
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort()
    assert.deepEqual(fields, ['query.email', 'query.token'])
    const unknown = await request(t.app)
      .get('/api/v1/auth/activate')
      .query({ token: 'a'.repeat(40), email: uniqueEmail('nobody') })
    assert.equal(unknown.status, 400)
    assert.equal(unknown.body.message, 'INVALID_TOKEN')
  })
})

describe('login', () => {
  test('returns the user with a Bearer token that works, and nothing secret', async () => {
    const p = await t.patient()
    const res = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    assert.equal(res.status, 200)
    assert.equal(res.body.message, 'LOGGED_IN')
    const c = res.body.content
    assert.deepEqual(Object.keys(c).sort(), [
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
    assert.equal(c.id, p.id)
    assert.deepEqual(c.roles, ['ROLE_USER'])
    assert.equal(c.tokenType, 'Bearer')
    assert.equal(c.country, 'SA')
    assert.ok(Date.parse(c.expiresAt) > Date.now() + 60 * 60 * 1000)
    const me = await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(c.accessToken))
    assert.equal(me.status, 200)
  })

  test('wrong password and unknown account are the same 401 BAD_CREDENTIALS', async () => {
    const p = await t.patient()
    const wrong = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: p.email, password: 'Wr0ng!Password' })
    assert.equal(wrong.status, 401)
    assert.equal(wrong.body.message, 'BAD_CREDENTIALS')
    const unknown = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: uniqueEmail('ghost'), password: PASSWORD })
    assert.equal(unknown.status, 401)
    assert.equal(unknown.body.message, 'BAD_CREDENTIALS')
  })

  test('a disabled account is 403 ACCOUNT_DISABLED, and its existing token stops working', async () => {
    const p = await t.patient()
    await t.payload.update({ collection: 'users', id: p.id, data: { active: false }, overrideAccess: true })
    const res = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    assert.equal(res.status, 403)
    assert.equal(res.body.message, 'ACCOUNT_DISABLED')
    const old = await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(p.token))
    assert.equal(old.status, 403)
  })

  test('a malformed login is 400 with field errors', async () => {
    const res = await request(t.app).post('/api/v1/auth/login').send({ email: 'nope', password: '' })
    assert.equal(res.status, 400)
    assert.deepEqual(res.body.errors.map((e: { field: string }) => e.field).sort(), ['email', 'password'])
    const extra = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: uniqueEmail(), password: PASSWORD, remember: true })
    assert.equal(extra.status, 400)
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
    assert.equal(forgot.status, 200)
    assert.equal(forgot.body.message, 'RESET_EMAIL_SENT')
    const mails = await t.mailsTo(p.email, 2)
    const mail = mails.find((m) => /reset/.test(m.html))
    const link = linkIn(mail, 'reset')
    assert.equal(link.url.pathname, '/en/reset')
    assert.equal(link.email, p.email)

    const check = await request(t.app).get('/api/v1/auth/reset').set('X-Forwarded-For', addr).query(link)
    assert.equal(check.status, 200)
    assert.equal(check.body.message, 'TOKEN_VALID')
    const other = await t.patient()
    const otherEmail = await request(t.app)
      .get('/api/v1/auth/reset')
      .set('X-Forwarded-For', addr)
      .query({ token: link.token, email: other.email })
    assert.equal(otherEmail.status, 400)
    assert.equal(otherEmail.body.message, 'INVALID_TOKEN')

    const weak = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', addr)
      .send({ token: link.token, email: p.email, password: 'weakweakweak' })
    assert.equal(weak.status, 400)
    assert.equal(weak.body.message, 'VALIDATION_FAILED')

    const NEW = 'N3w!Password-2026'
    const set = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', addr)
      .send({ token: link.token, email: p.email, password: NEW })
    assert.equal(set.status, 200)
    assert.equal(set.body.message, 'PASSWORD_RESET')

    const reuse = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', ip())
      .send({ token: link.token, email: p.email, password: 'An0ther!Password' })
    assert.equal(reuse.status, 400)
    assert.equal(reuse.body.message, 'INVALID_TOKEN')
    const recheck = await request(t.app).get('/api/v1/auth/reset').set('X-Forwarded-For', ip()).query(link)
    assert.equal(recheck.status, 400)

    const oldLogin = await request(t.app)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: p.email, password: PASSWORD })
    assert.equal(oldLogin.status, 401)
    const newLogin = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: NEW })
    assert.equal(newLogin.status, 200)
  })

  test('resetting through the e-mailed link also activates an account never activated', async () => {
    const email = uniqueEmail('lostmail')
    assert.equal((await request(t.app).post('/api/v1/auth/signup').send(signupBody(email))).status, 201)
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
    assert.equal(set.status, 200)
    const login = await request(t.app).post('/api/v1/auth/login').send({ email, password: NEW })
    assert.equal(login.status, 200)
  })

  test('an unknown e-mail gets the same answer and no e-mail', async () => {
    const email = uniqueEmail('ghost')
    const res = await request(t.app).get('/api/v1/auth/forgot').set('X-Forwarded-For', ip()).query({ email })
    assert.equal(res.status, 200)
    assert.equal(res.body.message, 'RESET_EMAIL_SENT')
    assert.equal((await t.mailsTo(email, 1, 500)).length, 0)
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
    assert.equal(check.status, 400)
    assert.equal(check.body.message, 'INVALID_TOKEN')
    const set = await request(t.app)
      .post('/api/v1/auth/reset')
      .set('X-Forwarded-For', ip())
      .send({ token: link.token, email: link.email, password: 'N3w!Password-2026' })
    assert.equal(set.status, 400)
    assert.equal(set.body.message, 'INVALID_TOKEN')
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
        assert.equal(res.status, status, `${who} → /auth/${path}`)
        if (status === 200) assert.equal(typeof res.body.content.text, 'string')
        else assert.equal(res.body.message, status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')
      }
    }
  })
})

test('the OpenAPI document describes these endpoints, including the added reset', async () => {
  const doc = await request(t.app).get('/api/v1/openapi.json')
  assert.equal(doc.status, 200)
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
    assert.ok(paths[path]?.[method], `${method} ${path}`)
  }
  assert.ok(paths['/auth/login']!.post!.responses['429'])
  assert.ok(paths['/auth/signup']!.post!.responses['409'])
})
