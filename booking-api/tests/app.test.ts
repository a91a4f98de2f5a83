/** The API's envelope and error shape, on a real Payload instance (fresh SQLite file). */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'

import type { Payload } from 'payload'
import request from 'supertest'

const dir = mkdtempSync(path.join(tmpdir(), 'booking-api-test-'))
process.env.DATABASE_URI = `file:${path.join(dir, 'api.db')}`
process.env.PAYLOAD_SECRET ||= 'booking-api-test-secret'

let payload: Payload
let app: ReturnType<(typeof import('../src/app'))['createApp']>

before(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/src/payload.config')
  const { createApp } = await import('../src/app')
  payload = await getPayload({ config }) // production mode: applies the migrations to the new file
  app = createApp(payload)
})

after(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

test('health reports the database in the success envelope', async () => {
  const res = await request(app).get('/api/v1/health')
  assert.equal(res.status, 200)
  assert.deepEqual(res.body, { message: 'OK', content: { status: 'ok', database: 'sqlite' } })
})

test('unknown routes answer 404 in the error shape', async () => {
  const res = await request(app).get('/api/v1/nothing-here')
  assert.equal(res.status, 404)
  assert.equal(res.body.message, 'NOT_FOUND')
})

test('malformed JSON is a 400 with a field error, not a crash', async () => {
  const res = await request(app).post('/api/v1/health').set('content-type', 'application/json').send('{"a":')
  assert.equal(res.status, 400)
  assert.equal(res.body.message, 'MALFORMED_JSON')
  assert.equal(res.body.errors[0].field, 'body')
})

test('the OpenAPI document lists the endpoints and the reference page is served', async () => {
  const doc = await request(app).get('/api/v1/openapi.json')
  assert.equal(doc.status, 200)
  assert.equal(doc.body.openapi, '3.0.3')
  assert.ok(doc.body.paths['/health'].get, 'health is documented')
  const page = await request(app).get('/api/v1/docs/')
  assert.equal(page.status, 200)
  assert.match(page.text, /swagger-ui/)
  const asset = await request(app).get('/api/v1/docs/assets/swagger-ui-bundle.js')
  assert.equal(asset.status, 200)
})

test('every answer carries a request id and security headers', async () => {
  const res = await request(app).get('/api/v1/health').set('X-Request-Id', 'trace-123')
  assert.equal(res.headers['x-request-id'], 'trace-123')
  assert.equal(res.headers['x-content-type-options'], 'nosniff')
  // Helmet's whole set, worked out once at start (app.ts), on every answer, errors included.
  assert.match(String(res.headers['content-security-policy']), /default-src 'self'.*connect-src 'self'/)
  assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin')
  assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN')
  assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/)
  assert.equal(res.headers['referrer-policy'], 'no-referrer')
  assert.equal(res.headers['x-powered-by'], undefined)
  const generated = await request(app).get('/api/v1/nothing-here')
  assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/)
  assert.notEqual(generated.headers['x-request-id'], res.headers['x-request-id'])
  assert.equal(generated.headers['x-content-type-options'], 'nosniff')
  // A request id that is not a plain token is replaced, not echoed.
  const odd = await request(app).get('/api/v1/health').set('X-Request-Id', 'a b<script>')
  assert.match(String(odd.headers['x-request-id']), /^[0-9a-f-]{36}$/)
})

test('one log line per answer, at a level by its status, with the request id', async () => {
  const { logger } = await import('../src/http/logger')
  const lines: Record<string, unknown>[] = []
  const level = logger.level
  const write = (logger as unknown as Record<symbol, { write: (s: string) => void }>)[
    Object.getOwnPropertySymbols(logger).find((s) => String(s) === 'Symbol(pino.stream)')!
  ]!
  const original = write.write
  write.write = (line: string) => void lines.push(JSON.parse(line))
  logger.level = 'info'
  try {
    await request(app).get('/api/v1/health').set('X-Request-Id', 'log-ok')
    await request(app).get('/api/v1/nothing-here').set('X-Request-Id', 'log-missing')
  } finally {
    logger.level = level
    write.write = original
  }
  const ok = lines.find((l) => (l.req as { id: string })?.id === 'log-ok')
  const missing = lines.find((l) => (l.req as { id: string })?.id === 'log-missing')
  assert.ok(ok && missing, JSON.stringify(lines))
  assert.equal(ok.level, 30)
  assert.equal(ok.msg, 'request completed')
  assert.deepEqual(ok.req, { id: 'log-ok', method: 'GET', url: '/api/v1/health' })
  assert.deepEqual(ok.res, { statusCode: 200 })
  assert.equal(typeof ok.responseTime, 'number')
  assert.equal(missing.level, 40)
  assert.deepEqual(missing.res, { statusCode: 404 })
})

test('a malformed bearer token is refused with 401', async () => {
  const res = await request(app).get('/api/v1/health').set('Authorization', 'Bearer not-a-token')
  assert.equal(res.status, 401)
  assert.equal(res.body.message, 'INVALID_TOKEN')
})
