/**
 * Auth: sign-up and activation end to end through MailDev, countries and phone numbers (login,
 * password reset and role content: login.test.ts).
 */
import request from 'supertest'

import { signupBody, linkIn } from './authMail'
import { PASSWORD, ip, type TestApi, startApi, uniqueEmail } from './helpers'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(async () => {
  await t?.stop()
})

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
