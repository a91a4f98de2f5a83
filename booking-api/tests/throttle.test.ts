/**
 * Login and reset throttles on a real Redis (REDIS_URL, default redis://127.0.0.1:6379): per
 * account, per address, and shared by two app instances as by two processes. Every test uses its
 * own accounts and client addresses, so counters of earlier runs or tests never interfere.
 * @one-database: the counters live in Redis (scripts/test.mjs runs it once, on SQLite).
 */
import type { Express } from 'express'
import { Redis } from 'ioredis'
import request from 'supertest'

import { PASSWORD, ip, type TestApi, startApi, uniqueEmail } from './helpers'

process.env.REDIS_URL ||= 'redis://127.0.0.1:6379'

let t: TestApi
let second: Express
let redis: Redis

beforeAll(async () => {
  t = await startApi()
  const { createApp } = await import('../src/app')
  // A second instance on the same database and Redis: what another process would be.
  second = createApp(t.payload)
  redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
})
afterAll(async () => {
  redis?.disconnect()
  const { closeRateLimitStore } = await import('../src/http/rateLimit')
  await closeRateLimitStore()
  await t?.stop()
})

const WRONG = 'Wr0ng!Password'
const login = (app: Express, email: string, password: string, from: string) =>
  request(app).post('/api/v1/auth/login').set('X-Forwarded-For', from).send({ email, password })

test('five failures block the account for 15 minutes (429 + Retry-After), from any address', async () => {
  const p = await t.patient()
  for (let i = 0; i < 5; i++) {
    const res = await login(t.app, p.email, WRONG, ip())
    expect(res.status, `attempt ${i + 1}`).toBe(401)
  }
  const right = await login(t.app, p.email, PASSWORD, ip())
  expect(right.status, 'even the right password waits').toBe(429)
  expect(right.body.message).toBe('TOO_MANY_REQUESTS')
  const retry = Number(right.headers['retry-after'])
  expect(retry > 14 * 60 && retry <= 15 * 60, `Retry-After ${retry}`).toBeTruthy()
  expect(!right.body.content, 'no token').toBeTruthy()
})

test('a successful login clears the account counter', async () => {
  const p = await t.patient()
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 4; i++) expect((await login(t.app, p.email, WRONG, ip())).status).toBe(401)
    const ok = await login(t.app, p.email, PASSWORD, ip())
    expect(ok.status, `round ${round}`).toBe(200)
  }
})

test('twenty failures from one address block that address, not others', async () => {
  const from = ip()
  for (let i = 0; i < 20; i++) {
    const res = await login(t.app, uniqueEmail('guess'), WRONG, from)
    expect(res.status, `attempt ${i + 1}`).toBe(401)
  }
  const p = await t.patient()
  const blocked = await login(t.app, p.email, PASSWORD, from)
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers['retry-after']) > 0).toBeTruthy()
  const elsewhere = await login(t.app, p.email, PASSWORD, ip())
  expect(elsewhere.status).toBe(200)
})

test('two instances sharing Redis share the account counter', async () => {
  const p = await t.patient()
  for (let i = 0; i < 3; i++) expect((await login(t.app, p.email, WRONG, ip())).status).toBe(401)
  for (let i = 0; i < 2; i++) expect((await login(second, p.email, WRONG, ip())).status).toBe(401)
  expect(await redis.exists(`medtour:rl:login-account:${p.email}`), 'the counter lives in Redis').toBeTruthy()
  const first = await login(t.app, p.email, PASSWORD, ip())
  expect(first.status, 'the first instance counts the second one’s failures').toBe(429)
  const other = await login(second, p.email, PASSWORD, ip())
  expect(other.status).toBe(429)
})

test('two instances sharing Redis share the address counter', async () => {
  const from = ip()
  for (let i = 0; i < 10; i++) await login(t.app, uniqueEmail('guess'), WRONG, from)
  for (let i = 0; i < 10; i++) await login(second, uniqueEmail('guess'), WRONG, from)
  expect((await login(t.app, uniqueEmail('guess'), WRONG, from)).status).toBe(429)
  expect((await login(second, uniqueEmail('guess'), WRONG, from)).status).toBe(429)
})

test('reset requests are limited per address (10 per 15 minutes) without revealing accounts', async () => {
  const from = ip()
  for (let i = 0; i < 10; i++) {
    const res = await request(t.app)
      .get('/api/v1/auth/forgot')
      .set('X-Forwarded-For', from)
      .query({ email: uniqueEmail() })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('RESET_EMAIL_SENT')
  }
  const blocked = await request(second)
    .get('/api/v1/auth/forgot')
    .set('X-Forwarded-For', from)
    .query({ email: uniqueEmail() })
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers['retry-after']) > 0).toBeTruthy()
})
