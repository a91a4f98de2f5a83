/**
 * The API's envelope and error shape, on a real Payload instance (fresh SQLite file).
 * @one-database: the envelope is the same whatever the database (scripts/test.mjs runs it once).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import request from 'supertest'

const dir = mkdtempSync(path.join(tmpdir(), 'booking-api-test-'))
process.env.DATABASE_URI = `file:${path.join(dir, 'api.db')}`
process.env.PAYLOAD_SECRET ||= 'booking-api-test-secret'

let payload: Payload
let app: ReturnType<(typeof import('../src/app'))['createApp']>

beforeAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@medtour/cms/config')
  const { createApp } = await import('../src/app')
  payload = await getPayload({ config }) // production mode: applies the migrations to the new file
  app = createApp(payload)
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

test('health reports the database in the success envelope', async () => {
  const res = await request(app).get('/api/v1/health')
  expect(res.status).toBe(200)
  expect(res.body).toStrictEqual({ message: 'OK', content: { status: 'ok', database: 'sqlite' } })
})

test('unknown routes answer 404 in the error shape', async () => {
  const res = await request(app).get('/api/v1/nothing-here')
  expect(res.status).toBe(404)
  expect(res.body.message).toBe('NOT_FOUND')
})

test("the test stack's clock door does not exist in a production start (no TEST_CLOCK_FILE)", async () => {
  expect(process.env.TEST_CLOCK_FILE).toBeUndefined()
  for (const res of [
    await request(app).get('/api/v1/test/clock'),
    await request(app).post('/api/v1/test/clock').send({ advanceMs: 86_400_000 }),
  ]) {
    expect(res.status).toBe(404)
    expect(res.body).toStrictEqual({ message: 'NOT_FOUND', errors: [] })
  }
  const { nowMs } = await import('@medtour/cms/shared/clock')
  expect(Math.abs(nowMs() - Date.now()), 'the clock did not move').toBeLessThan(1_000)
})

test('malformed JSON is a 400 with a field error, not a crash', async () => {
  const res = await request(app).post('/api/v1/health').set('content-type', 'application/json').send('{"a":')
  expect(res.status).toBe(400)
  expect(res.body.message).toBe('MALFORMED_JSON')
  expect(res.body.errors[0].field).toBe('body')
})

test('the OpenAPI document lists the endpoints and the reference page is served', async () => {
  const doc = await request(app).get('/api/v1/openapi.json')
  expect(doc.status).toBe(200)
  expect(doc.body.openapi).toBe('3.0.3')
  expect(doc.body.paths['/health'].get, 'health is documented').toBeTruthy()
  const page = await request(app).get('/api/v1/docs/')
  expect(page.status).toBe(200)
  expect(page.text).toMatch(/swagger-ui/)
  const asset = await request(app).get('/api/v1/docs/assets/swagger-ui-bundle.js')
  expect(asset.status).toBe(200)
})

test('every answer carries a request id and security headers', async () => {
  const res = await request(app).get('/api/v1/health').set('X-Request-Id', 'trace-123')
  expect(res.headers['x-request-id']).toBe('trace-123')
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  // Helmet's whole set, worked out once at start (app.ts), on every answer, errors included.
  expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'.*connect-src 'self'/)
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/)
  expect(res.headers['x-frame-options']).toBe('DENY')
  expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/)
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(String(res.headers['permissions-policy'])).toMatch(/camera=\(\)/)
  expect(res.headers['x-powered-by']).toBe(undefined)
  const generated = await request(app).get('/api/v1/nothing-here')
  expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
  expect(generated.headers['x-request-id']).not.toBe(res.headers['x-request-id'])
  expect(generated.headers['x-content-type-options']).toBe('nosniff')
  // A request id that is not a plain token is replaced, not echoed.
  const odd = await request(app).get('/api/v1/health').set('X-Request-Id', 'a b<script>')
  expect(String(odd.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
})

/** The raw lines the API's logger writes (at info) while `run` runs. */
const captureLog = async (run: (logger: import('pino').Logger) => Promise<void>): Promise<string[]> => {
  const { logger } = await import('../src/http/logger')
  const out: string[] = []
  const level = logger.level
  const stream = (logger as unknown as Record<symbol, { write: (s: string) => void }>)[
    Object.getOwnPropertySymbols(logger).find((s) => String(s) === 'Symbol(pino.stream)')!
  ]!
  const original = stream.write
  stream.write = (line: string) => void out.push(line)
  logger.level = 'info'
  try {
    await run(logger)
  } finally {
    logger.level = level
    stream.write = original
  }
  return out
}

test('one log line per answer, at a level by its status, with the request id', async () => {
  const lines: Record<string, unknown>[] = (
    await captureLog(async () => {
      await request(app).get('/api/v1/health').set('X-Request-Id', 'log-ok')
      await request(app).get('/api/v1/nothing-here').set('X-Request-Id', 'log-missing')
    })
  ).map((line) => JSON.parse(line))
  const ok = lines.find((l) => (l.req as { id: string })?.id === 'log-ok')
  const missing = lines.find((l) => (l.req as { id: string })?.id === 'log-missing')
  expect(ok && missing, JSON.stringify(lines)).toBeTruthy()
  expect(ok!.level).toBe(30)
  expect(ok!.msg).toBe('request completed')
  expect(ok!.req).toStrictEqual({ id: 'log-ok', method: 'GET', url: '/api/v1/health' })
  expect(ok!.res).toStrictEqual({ statusCode: 200 })
  expect(typeof ok!.responseTime).toBe('number')
  expect(missing!.level).toBe(40)
  expect(missing!.res).toStrictEqual({ statusCode: 404 })
})

test('activation and reset tokens, passwords and access tokens never reach the log', async () => {
  const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
  const out = await captureLog(async (logger) => {
    await request(app).get(`/api/v1/auth/activate?token=${token}&email=sara%40example.test`).set('X-Request-Id', 'act')
    await request(app).get(`/api/v1/auth/reset?email=sara%40example.test&token=${token}`).set('X-Request-Id', 'reset')
    await request(app).get(`/api/v1/auth/reset?%74oken=${token}`).set('X-Request-Id', 'encoded')
    logger.info({ body: { password: 'Str0ng!Passw0rd', accessToken: token } }, 'a careless line')
  })
  const log = out.join('')
  expect(out.length, log).toBeGreaterThanOrEqual(4)
  expect(log.includes(token), log).toBe(false)
  expect(log.includes('Str0ng!Passw0rd'), log).toBe(false)
  const activate = out.map((l) => JSON.parse(l)).find((l) => l.req?.id === 'act')
  // The rest of the URL stays readable for whoever follows a request through the log.
  expect(activate?.req.url).toBe('/api/v1/auth/activate?token=[Redacted]&email=sara%40example.test')
})

test('a malformed bearer token is refused with 401', async () => {
  const res = await request(app).get('/api/v1/health').set('Authorization', 'Bearer not-a-token')
  expect(res.status).toBe(401)
  expect(res.body.message).toBe('INVALID_TOKEN')
})
