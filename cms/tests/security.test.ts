/**
 * One identity on every door (docs/security.md), against the running stack: Payload's REST and
 * GraphQL routes, the panel (/admin) and refresh as much as the booking API's /api/v1. A disabled
 * or logged-out account is refused everywhere; Payload's account routes are throttled, answer
 * known and unknown e-mail addresses alike and in the same time; oversized and malformed
 * requests are refused without a 5xx; every kind of answer carries its security headers.
 */
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'

import { expectAlike, timePairs } from '../../scripts/jest/timing'
import { address, call, eventually, gql, makeUser, panelLogin, v1Login } from './doors'
import { account, closeLocal, localPayload, type Account } from './fixtures'
import { BASE_URL } from './helpers'

afterAll(closeLocal)

const MAIL = process.env.MAILDEV_API ?? 'http://127.0.0.1:1080'
/** A POST whose body is streamed (chunked, no length), on a fresh connection; its answer's status. */
const chunkedPost = (url: string, body: string, authorization: string) =>
  new Promise<{ status: number }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', authorization },
    })
    req.on('response', (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0 })
    })
    req.on('error', reject)
    req.end(body)
  })
const ghost = () => `ghost-${randomUUID().slice(0, 8)}@test.medtour.local`

/** What each door answers for `token`: who it is, and whether it can read staff or own data. */
const doors = async (token: string) => {
  const me = await call('GET', '/api/users/me', { token })
  const messages = await call('GET', '/api/contact-messages?limit=1', { token })
  const graph = await gql('{ meUser { user { id } } ContactMessages(limit: 1) { totalDocs } }', token)
  const panel = await call('GET', '/admin/collections/appointments', { cookie: token })
  const v1 = await call('GET', '/api/v1/auth/user', { headers: { authorization: `Bearer ${token}` } })
  return {
    me: me.body?.user?.id ?? null,
    restMessages: messages.status,
    graphMe: graph.body?.data?.meUser?.user?.id ?? null,
    graphMessages: graph.body?.data?.ContactMessages?.totalDocs ?? null,
    panel: panel.text.includes('collections/appointments/create') ? 'dashboard' : 'login',
    v1: v1.status,
  }
}

let admin: Account
beforeAll(async () => {
  admin = await account('ROLE_ADMIN')
})

describe('one identity on every door', () => {
  test('a coordinator disabled in the panel is refused by REST, GraphQL, the panel, refresh and /api/v1', async () => {
    const mod = await makeUser(['ROLE_COORDINATOR'])
    const token = (await panelLogin(mod.email, mod.password)).body.token as string
    expect(await doors(token)).toEqual({
      me: mod.id,
      restMessages: 200,
      graphMe: mod.id,
      graphMessages: expect.any(Number),
      panel: 'dashboard',
      v1: 200,
    })
    const off = await call('PATCH', `/api/users/${mod.id}`, { token: admin.token, body: { active: false } })
    expect(off.status).toBe(200)
    expect(await eventually(async () => (await doors(token)).v1 === 401), '/api/v1 within its cache time').toBe(true)
    expect(await doors(token)).toEqual({
      me: null,
      restMessages: 403,
      graphMe: null,
      graphMessages: null,
      panel: 'login',
      v1: 401,
    })
    const refresh = await call('POST', '/api/users/refresh-token', { token })
    expect(refresh.status).toBeGreaterThanOrEqual(400)
    expect(refresh.body.refreshedToken).toBeUndefined()
    // And it cannot log in again, on either door.
    expect((await panelLogin(mod.email, mod.password)).status).toBe(403)
    expect((await v1Login(mod.email, mod.password)).body.message).toBe('ACCOUNT_DISABLED')
  })

  test('a disabled patient loses their own records on every door', async () => {
    const patient = await makeUser(['ROLE_USER'])
    const token = (await v1Login(patient.email, patient.password)).body.content.accessToken as string
    expect((await call('GET', '/api/users/me', { token })).body.user.id).toBe(patient.id)
    await (
      await localPayload()
    ).update({ collection: 'users', id: patient.id, data: { active: false }, overrideAccess: true })
    for (const collection of ['appointments', 'attachments', 'treatment-requests', 'users']) {
      const res = await call('GET', `/api/${collection}?limit=1`, { token })
      expect(res.status, collection).toBe(403)
    }
    expect((await gql('{ Appointments { totalDocs } }', token)).body.data?.Appointments ?? null).toBe(null)
    expect(await eventually(async () => (await doors(token)).v1 === 401)).toBe(true)
  })

  test('a demoted admin loses the panel at once; logging out on the site ends the token everywhere', async () => {
    const staff = await makeUser(['ROLE_ADMIN'])
    const token = (await panelLogin(staff.email, staff.password)).body.token as string
    expect((await doors(token)).panel).toBe('dashboard')
    await call('PATCH', `/api/users/${staff.id}`, { token: admin.token, body: { roles: ['ROLE_USER'] } })
    expect((await doors(token)).panel).toBe('login')
    expect((await call('GET', '/api/users/me', { token })).body.user).toBe(null)

    const patient = await makeUser(['ROLE_USER'])
    const site = (await v1Login(patient.email, patient.password)).body.content.accessToken as string
    expect((await call('GET', '/api/users/me', { token: site })).body.user.id).toBe(patient.id)
    const out = await call('POST', '/api/v1/auth/logout', { headers: { authorization: `Bearer ${site}` } })
    expect(out.status).toBe(200)
    expect((await call('GET', '/api/users/me', { token: site })).body.user).toBe(null)
    expect((await call('POST', '/api/users/refresh-token', { token: site })).status).toBeGreaterThanOrEqual(400)
    expect((await doors(site)).v1, 'the same process: at once').toBe(401)
  })

  test("logging out of the panel ends the token on the booking API's door too", async () => {
    const patient = await makeUser(['ROLE_USER'])
    const token = (await panelLogin(patient.email, patient.password)).body.token as string
    expect((await call('POST', '/api/users/logout', { token })).status).toBe(200)
    expect((await doors(token)).v1).toBe(401)
  })
})

describe("Payload's account routes hold the booking API's rules", () => {
  test('five wrong passwords block known and unknown e-mails alike, on either door', async () => {
    const known = await makeUser(['ROLE_USER'])
    const unknown = `nobody-${randomUUID().slice(0, 8)}@test.medtour.local`
    for (const email of [known.email, unknown]) {
      const answers: string[] = []
      for (let i = 0; i < 6; i++) {
        const door = i % 2 ? panelLogin : v1Login
        const res = await door(email, 'Wrong!Passw0rd')
        answers.push(`${res.status}`)
      }
      // 5 failures counted together across the two doors; the 6th try is refused.
      expect(answers, email === unknown ? 'unknown' : 'known').toEqual(['401', '401', '401', '401', '401', '429'])
    }
    const right = await panelLogin(known.email, known.password)
    expect(right.status, 'even the right password waits').toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(right.body).toEqual({ errors: [{ message: 'Too many attempts. Try again later.' }] })
    // In the panel's language (Payload takes it from Accept-Language).
    const arabic = await call('POST', '/api/users/login', {
      body: { email: known.email, password: known.password },
      headers: { 'accept-language': 'ar' },
    })
    expect(arabic.status).toBe(429)
    expect(arabic.body.errors[0].message).toBe('محاولات كثيرة جدًا. حاول مرة أخرى لاحقًا.')
  })

  test('twenty wrong passwords from one address block that address on the panel door', async () => {
    const from = address()
    for (let i = 0; i < 20; i++) {
      const res = await panelLogin(`guess-${i}-${randomUUID().slice(0, 6)}@test.medtour.local`, 'Wrong!Passw0rd', from)
      expect(res.status, `attempt ${i + 1}`).toBe(401)
    }
    const user = await makeUser(['ROLE_USER'])
    expect((await panelLogin(user.email, user.password, from)).status).toBe(429)
    expect((await v1Login(user.email, user.password, from)).status, 'the same counter').toBe(429)
    expect((await panelLogin(user.email, user.password)).status, 'another address').toBe(200)
  })

  test('a wrong password takes as long for a known e-mail as for an unknown one (20 tries each)', async () => {
    for (const door of [panelLogin, v1Login]) {
      await expectAlike(door.name, async () => {
        // Each known account takes 4 failures: under the limit of 5, so every try is answered.
        const users = await Promise.all(Array.from({ length: 5 }, () => makeUser(['ROLE_USER'])))
        const statuses = new Set<number>()
        const times = await timePairs(
          20,
          async (i) => statuses.add((await door(users[i % 5]!.email, `Wrong!${i}Passw0rd`)).status),
          async (i) => statuses.add((await door(ghost(), `Wrong!${i}Passw0rd`)).status),
        )
        expect([...statuses], door.name).toStrictEqual([401])
        return times
      })
    }
  })

  test('a reset request takes as long for a known e-mail as for an unknown one (20 tries each, both doors)', async () => {
    const doors = {
      panel: (email: string) => call('POST', '/api/users/forgot-password', { body: { email }, from: address() }),
      v1: (email: string) => call('GET', `/api/v1/auth/forgot?email=${encodeURIComponent(email)}`, { from: address() }),
    }
    for (const [name, door] of Object.entries(doors)) {
      const user = await makeUser(['ROLE_USER'])
      const answers = new Set<string>()
      const answer = async (email: string) => {
        const res = await door(email)
        answers.add(`${res.status} ${res.text}`)
      }
      await expectAlike(name, () =>
        timePairs(
          20,
          () => answer(user.email),
          () => answer(ghost()),
        ),
      )
      expect(answers.size, `${name}: ${[...answers].join(' | ')}`).toBe(1)
      expect([...answers][0]).toMatch(/^200 /)
    }
  })

  test('forgot-password answers alike for any address and sends at most 3 links an hour', async () => {
    const user = await makeUser(['ROLE_USER'])
    const from = address()
    const mails = async () =>
      ((await (await fetch(`${MAIL}/email`)).json()) as { to: { address: string }[] }[]).filter((m) =>
        m.to.some((t) => t.address === user.email),
      ).length
    const forgot = (email: string) => call('POST', '/api/users/forgot-password', { body: { email }, from })
    const payload = await localPayload()
    const answers = []
    for (let i = 1; i <= 5; i++) {
      // Payload also keeps 15 s between two links to one account: let that time pass.
      await payload.db.updateOne({ collection: 'users', id: user.id, data: { resetPasswordRequestedAt: null } })
      answers.push(await forgot(user.email))
      // The link goes out after the answer: the first three arrive, one each; then no more.
      if (i <= 3) expect(await eventually(async () => (await mails()) === i), `mail ${i}`).toBe(true)
    }
    await new Promise((r) => setTimeout(r, 1500))
    expect(await mails(), 'the cap: 3 an hour').toBe(3)
    const stranger = await forgot(ghost())
    for (const res of [...answers, stranger]) {
      expect(res.status).toBe(200)
      expect(res.body).toEqual(answers[0]!.body)
    }
    // Ten requests from one address per 15 minutes (this one already made six).
    for (let i = 0; i < 4; i++) await call('POST', '/api/users/forgot-password', { body: { email: 'x@y.test' }, from })
    expect((await call('POST', '/api/users/forgot-password', { body: { email: 'x@y.test' }, from })).status).toBe(429)
  })

  test('reset-password holds the password rule; verify and the GraphQL account mutations are off', async () => {
    const user = await makeUser(['ROLE_USER'])
    const payload = await localPayload()
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
      overrideAccess: true,
    })
    const weak = await call('POST', '/api/users/reset-password', { body: { token, password: 'aaaaaaaaaa' } })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.body)).toMatch(/upper-case/)
    const strong = await call('POST', '/api/users/reset-password', { body: { token, password: 'N3w!Password-x' } })
    expect(strong.status).toBe(200)
    // A staff member's own password change in the panel: the same rule.
    const own = await panelLogin(user.email, 'N3w!Password-x')
    const change = await call('PATCH', `/api/users/${user.id}`, {
      token: admin.token,
      body: { password: 'bbbbbbbbbb' },
      headers: { 'accept-language': 'ar' },
    })
    expect(change.status).toBe(400)
    expect(JSON.stringify(change.body), 'in the panel language').toMatch(/حرف لاتيني كبير/)
    expect(own.status).toBe(200)

    expect((await call('POST', '/api/users/verify/anything')).status).toBe(404)
    for (const mutation of [
      `mutation { loginUsers(email: "${user.email}", password: "x") { token } }`,
      `mutation { forgotPasswordUsers(email: "${user.email}") }`,
      'mutation { verifyEmailUsers(token: "x") }',
      'mutation { refreshTokenUsers { refreshedToken } }',
    ]) {
      const res = await gql(mutation)
      expect(res.body.errors?.[0]?.message, mutation).toMatch(/Cannot query field/)
    }
  })
})

describe('limits and headers on every door', () => {
  test('oversized, streamed and malformed requests to Payload are 413, 411 and 400, never 5xx', async () => {
    const big = await call('POST', '/api/graphql', {
      body: { query: '{ Pages { totalDocs } }', pad: 'x'.repeat(2_000_000) },
    })
    expect(big.status).toBe(413)
    expect(big.body.errors[0].message).toMatch(/larger than/)
    // On a connection of its own: the 413 above was answered without its body being read, so the
    // server may close that connection, and a pooled fetch that reuses it fails with ECONNRESET.
    const streamed = await chunkedPost(`${BASE_URL}/api/pages`, '{"title":"x"}', `JWT ${admin.token}`)
    expect(streamed.status).toBe(411)
    for (const path of [
      '/api/doctors/abc',
      '/api/appointments/1%20OR%201=1',
      '/api/doctors?where[id][equals]=abc',
      '/api/doctors?where[createdAt][greater_than]=notadate',
    ]) {
      const res = await call('GET', path, { token: admin.token })
      expect(res.status, path).toBe(400)
      expect(res.text, path).not.toMatch(/SELECT|sqlite|postgres|at .*\(/i)
    }
  })

  test('site pages, the panel, the API and medical files carry their security headers', async () => {
    const page = await call('GET', '/en/')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    for (const [path, res] of [
      ['/en/', page],
      ['/admin/login', await call('GET', '/admin/login')],
      ['/api/v1/health', await call('GET', '/api/v1/health')],
      ['/api/pages?limit=1', await call('GET', '/api/pages?limit=1')],
    ] as const) {
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/)
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    const cookie = (await panelLogin(admin.email, 'wrong')).headers.get('set-cookie')
    expect(cookie, 'no cookie for a failed login').toBe(null)
  })
})
