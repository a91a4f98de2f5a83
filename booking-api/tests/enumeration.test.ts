/**
 * Sign-up and activation tell nobody which e-mail addresses have accounts: the same answer, in
 * the same time, for registered and new addresses, and both are throttled per client address.
 * (Login and forgot-password: auth.test.ts, throttle.test.ts and cms/tests/security.test.ts.)
 * @one-database: what is compared is the answers and their timing, not the storage
 * (scripts/test.mjs runs it once, on SQLite).
 */
import request from 'supertest'

import { expectAlike, timePairs } from '../../scripts/jest/timing'
import { PASSWORD, ip, startApi, uniqueEmail, type TestApi } from './helpers'

// The cms reads its environment on import: its modules are imported once startApi has set it.
let t: TestApi
let LIMITS: typeof import('@medtour/cms/auth/throttle').LIMITS
beforeAll(async () => {
  t = await startApi()
  ;({ LIMITS } = await import('@medtour/cms/auth/throttle'))
})
afterAll(async () => {
  await t?.stop()
})

const signup = (email: string, from = ip()) =>
  request(t.app).post('/api/v1/auth/signup').set('X-Forwarded-For', from).send({
    firstName: 'Omar',
    lastName: 'Khalid',
    email,
    password: PASSWORD,
    phone: '+966500000000',
    country: 'SA',
    preferredLanguage: 'en',
  })

const activate = (email: string, token = 'f'.repeat(40), from = ip()) =>
  request(t.app).get('/api/v1/auth/activate').set('X-Forwarded-For', from).query({ token, email })

test('a sign-up takes as long for a registered address as for a new one (20 tries each)', async () => {
  const registered = await t.patient()
  const statuses: number[] = []
  await expectAlike('sign-up', () =>
    timePairs(
      20,
      async () => statuses.push((await signup(registered.email)).status),
      async () => statuses.push((await signup(uniqueEmail('timing'))).status),
    ),
  )
  expect(new Set(statuses)).toStrictEqual(new Set([201]))
})

test('activation answers alike for a registered, an active and an unknown address (20 tries each)', async () => {
  const active = await t.patient()
  const waiting = uniqueEmail('waiting')
  expect((await signup(waiting)).status).toBe(201)
  const answers = new Set<string>()
  const answer = async (email: string) => {
    const res = await activate(email)
    answers.add(`${res.status} ${res.body.message}`)
  }
  await expectAlike('activation, waiting account', () =>
    timePairs(
      20,
      () => answer(waiting),
      () => answer(uniqueEmail('nobody')),
    ),
  )
  await expectAlike('activation, active account', () =>
    timePairs(
      20,
      () => answer(active.email),
      () => answer(uniqueEmail('nobody')),
    ),
  )
  // An active account used to answer ALREADY_ACTIVE to any token: now only to its own link.
  expect([...answers]).toStrictEqual(['400 INVALID_TOKEN'])
})

test('sign-ups are limited to 10 an hour per client address', async () => {
  const from = ip()
  const allowed = await Promise.all(
    Array.from({ length: LIMITS.signupIp.points }, (_, i) => signup(uniqueEmail(`burst${i}`), from)),
  )
  expect(allowed.map((r) => r.status)).toStrictEqual(Array(LIMITS.signupIp.points).fill(201))
  const refused = uniqueEmail('over')
  const over = await signup(refused, from)
  expect(over.status).toBe(429)
  expect(over.body.message).toBe('TOO_MANY_REQUESTS')
  expect(Number(over.headers['retry-after']) > 0).toBeTruthy()
  const created = await t.payload.count({
    collection: 'users',
    where: { email: { equals: refused } },
    overrideAccess: true,
  })
  expect(created.totalDocs, 'nothing created over the limit').toBe(0)
  expect((await signup(uniqueEmail('elsewhere'))).status, 'other addresses are not affected').toBe(201)
})

test('activation attempts are limited to 20 per 15 minutes per client address', async () => {
  const from = ip()
  const tries = await Promise.all(
    Array.from({ length: LIMITS.activateIp.points }, () => activate(uniqueEmail('guess'), undefined, from)),
  )
  expect(new Set(tries.map((r) => r.status))).toStrictEqual(new Set([400]))
  const over = await activate(uniqueEmail('guess'), undefined, from)
  expect(over.status).toBe(429)
  expect(Number(over.headers['retry-after']) > 0).toBeTruthy()
})
