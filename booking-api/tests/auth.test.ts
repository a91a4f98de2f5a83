/** Auth: sign-up, activation and reset end to end through MailDev, login, role content. */
import request from 'supertest'

import { PASSWORD, bearer, ip, type Mail, type TestApi, startApi, uniqueEmail } from './helpers'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(async () => {
  await t?.stop()
})

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
  expect(href, `a ${kind} link in the e-mail`).toBeTruthy()
  const url = new URL(href!.replace(/&amp;/g, '&'))
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! }
}

const userCount = async () => (await t.payload.count({ collection: 'users', overrideAccess: true })).totalDocs

describe('sign-up and activation', () => {
  test('sign-up answers 201, e-mails an activation link that activates that account once', async () => {
    const email = uniqueEmail('signup')
    const res = await request(t.app)
      .post('/api/v1/auth/signup')
      .send(signupBody(email.toUpperCase(), { timeZone: 'Asia/Amman' }))
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('ACTIVATION_EMAIL_SENT')
    expect(res.body.content, 'the address, stored in lower case; no id (a registered address gets none)').toStrictEqual(
      {
        email,
      },
    )

    const [mail] = await t.mailsTo(email)
    expect(mail!.subject).toMatch(/Activate/)
    const link = linkIn(mail, 'activate')
    expect(link.url.pathname).toBe('/en/activate')
    expect(link.email).toBe(email)
    expect(link.token).toMatch(/^[0-9a-f]{40}$/)

    const early = await request(t.app).post('/api/v1/auth/login').send({ email, password: PASSWORD })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('ACCOUNT_NOT_ACTIVATED')

    // Another account still waiting for activation: A's token must not activate it.
    const other = uniqueEmail('other')
    expect((await request(t.app).post('/api/v1/auth/signup').send(signupBody(other))).status).toBe(201)
    const wrongEmail = await request(t.app).get('/api/v1/auth/activate').query({ token: link.token, email: other })
    expect(wrongEmail.status).toBe(400)
    expect(wrongEmail.body.message).toBe('INVALID_TOKEN')
    const wrongToken = await request(t.app)
      .get('/api/v1/auth/activate')
      .query({ token: 'a'.repeat(40), email })
    expect(wrongToken.status).toBe(400)
    expect(wrongToken.body.message).toBe('INVALID_TOKEN')

    const ok = await request(t.app).get('/api/v1/auth/activate').query({ token: link.token, email })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('ACCOUNT_ACTIVATED')
    const again = await request(t.app).get('/api/v1/auth/activate').query({ token: link.token, email })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('ALREADY_ACTIVE')

    const login = await request(t.app).post('/api/v1/auth/login').send({ email, password: PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body.content.timeZone).toBe('Asia/Amman')
    expect(login.body.content.country).toBe('JO')
  })

  test('an Arabic sign-up gets the Arabic, right-to-left e-mail linking to /ar/activate', async () => {
    const email = uniqueEmail('arabic')
    const res = await request(t.app)
      .post('/api/v1/auth/signup')
      .send(signupBody(email, { preferredLanguage: 'ar' }))
    expect(res.status).toBe(201)
    const [mail] = await t.mailsTo(email)
    expect(mail!.html).toMatch(/dir="rtl"/)
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/)
    expect(linkIn(mail, 'activate').url.pathname).toBe('/ar/activate')
  })

  test('a registered e-mail (any case) gets the same answer; its owner is told by e-mail, in their language', async () => {
    const p = await t.patient(uniqueEmail('taken'), 'ar')
    const before = await userCount()
    const res = await request(t.app)
      .post('/api/v1/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(signupBody(p.email.toUpperCase(), { password: 'An0ther!Passw0rd' }))
    expect(res.status).toBe(201)
    expect(res.body).toStrictEqual({ message: 'ACTIVATION_EMAIL_SENT', content: { email: p.email } })
    expect(await userCount()).toBe(before)
    const mails = await t.mailsTo(p.email, 2)
    const told = mails.find((m) => !/activate\?/.test(m.html))
    expect(told, 'an "account exists" e-mail besides the activation').toBeTruthy()
    expect(told!.subject).toBe('لديك حساب بالفعل')
    expect(told!.html).toMatch(/dir="rtl"/)
    expect(told!.html).toContain('/ar/login')
    expect(told!.html).toContain('/ar/forgot-password')
    expect(told!.html, 'no token in it').not.toMatch(/token=/)
    const old = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    expect(old.status, 'the account and its password are unchanged').toBe(200)

    // At most 3 such e-mails an hour, however many sign-ups try the address.
    for (let i = 0; i < 4; i++) {
      const again = await request(t.app)
        .post('/api/v1/auth/signup')
        .set('X-Forwarded-For', ip())
        .send(signupBody(p.email))
      expect(again.status).toBe(201)
    }
    await new Promise((r) => setTimeout(r, 500))
    expect((await t.mailsTo(p.email, 10, 300)).length).toBe(1 + 3)
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
      [{ phone: '079 123' }, 'phone'],
      [{ phone: '+12' }, 'phone'],
      [{ phone: '' }, 'phone'],
      [{ country: 'ZZ' }, 'country'],
      [{ country: 'sa' }, 'country'],
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
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.message).toBe('VALIDATION_FAILED')
      expect(
        res.body.errors.some((e: { field: string; defaultMessage: string }) => e.field === field && e.defaultMessage),
        `${JSON.stringify(change)} → ${JSON.stringify(res.body.errors)}`,
      ).toBeTruthy()
    }
    const missing = await request(t.app).post('/api/v1/auth/signup').send({ email })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.length >= 5).toBeTruthy()
    const form = await request(t.app).post('/api/v1/auth/signup').type('form').send(signupBody(email))
    expect(form.status).toBe(415)
    expect(await userCount()).toBe(before)
    expect((await t.mailsTo(email, 1, 300)).length, 'no e-mail for a refused sign-up').toBe(0)
  })

  test('activation needs a token and a valid e-mail', async () => {
    const res = await request(t.app).get('/api/v1/auth/activate').query({ email: 'x' })
    expect(res.status).toBe(400)
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort()
    expect(fields).toStrictEqual(['query.email', 'query.token'])
    const unknown = await request(t.app)
      .get('/api/v1/auth/activate')
      .query({ token: 'a'.repeat(40), email: uniqueEmail('nobody') })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('INVALID_TOKEN')
  })
})

describe('countries and phone numbers', () => {
  beforeAll(async () => {
    // The seed loads every country of the bundled list; this database has the offered four.
    for (const [isoCode, name] of [
      ['TR', 'Türkiye'],
      ['DE', 'Germany'],
    ] as const) {
      await t.payload.create({
        collection: 'countries',
        data: { name, isoCode, offered: false, active: true } as never,
        locale: 'en',
      })
    }
  })

  const signUp = (email: string, extra: Record<string, unknown>) =>
    request(t.app).post('/api/v1/auth/signup').set('X-Forwarded-For', ip()).send(signupBody(email, extra))

  const storedUser = async (email: string) => {
    const { docs } = await t.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      depth: 1,
      overrideAccess: true,
    })
    const user = docs[0]!
    return { phone: user.phone, country: (user.country as { isoCode?: string } | null)?.isoCode }
  }

  test('patients from countries that are not offered register too (Türkiye, Germany)', async () => {
    for (const [country, phone, e164] of [
      ['TR', '0532 123 45 67', '+905321234567'],
      ['DE', '+49 151 23456789', '+4915123456789'],
    ] as const) {
      const email = uniqueEmail(country.toLowerCase())
      const res = await signUp(email, { country, phone })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(await storedUser(email)).toStrictEqual({ phone: e164, country })
    }
  })

  test("a local Saudi number is stored in E.164 with Saudi Arabia's calling code", async () => {
    const email = uniqueEmail('local')
    const res = await signUp(email, { country: 'SA', phone: '050 123 4567' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(await storedUser(email)).toStrictEqual({ phone: '+966501234567', country: 'SA' })
  })

  test("a number that is not one of the country's is refused in the error shape, and nothing is created", async () => {
    const before = await userCount()
    for (const phone of ['050 123', '12345', '+966 12']) {
      const res = await signUp(uniqueEmail('badphone'), { country: 'SA', phone })
      expect(res.status, phone).toBe(400)
      expect(res.body).toStrictEqual({
        message: 'VALIDATION_FAILED',
        errors: [{ field: 'phone', defaultMessage: expect.stringMatching(/phone number/) }],
      })
    }
    expect(await userCount()).toBe(before)
  })
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
