/**
 * Property-based fuzzing of every /api/v1 endpoint (issue 6, "Bad input"). The endpoint list
 * comes from the OpenAPI document the app builds from its own declarations, so a new endpoint is
 * fuzzed without touching this file, and the last test fails if one was never reached.
 *
 * For every request, as anonymous, with a forged token, as a patient and as an admin:
 *   - no 5xx;
 *   - every 4xx is JSON in the spec's error shape `{ message, errors?: [{ field, defaultMessage }] }`;
 *   - a refused request (status >= 400) leaves every table and the attachments directory as it was.
 *
 * FUZZ_SEED (default below) reproduces a run; FUZZ_RUNS scales it (runs per endpoint); FUZZ_STATS=1
 * prints what each endpoint answered; FUZZ_SHRINK=1 shrinks a failure to a smaller request.
 */

import fc from 'fast-check'
import request, { type Response } from 'supertest'
import { z } from 'zod'

import { html, pdf } from './fixtures/files'
import { documentationIp } from './fuzz/arbitraries'
import { describeRequest, endpointsOf, requestFor, type Endpoint, type FuzzRequest, type Known } from './fuzz/endpoints'
import { formBody, type RawBody } from './fuzz/multipart'
import { differences, snapshotter, type Snapshot } from './fuzz/snapshot'
import { bearer, PASSWORD, startApi } from './helpers'

const SEED = Number(process.env.FUZZ_SEED || 20261122)
const RUNS = Number(process.env.FUZZ_RUNS || 5)

const ErrorBody = z
  .object({
    message: z.string().min(1),
    errors: z.array(z.object({ field: z.string(), defaultMessage: z.string() }).strict()).optional(),
  })
  .strict()

// No worker: its deliveries would change the tables between two requests the fuzzer compares.
const t = await startApi({ worker: false })
afterAll(async () => {
  await t.stop()
})

const { openApiDocument } = await import('../src/http/openapi')
const endpoints = endpointsOf(openApiDocument() as Parameters<typeof endpointsOf>[0])
const snapshot = await snapshotter(t.payload, process.env.ATTACHMENTS_DIR!)

type Account = { id: number; email: string; token: string }
type CallerName = 'anonymous' | 'forged' | 'patient' | 'admin'

const FORGED = [
  'Bearer a.b.c',
  `Bearer ${'x'.repeat(2000)}.y.z`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer',
  'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
  'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.c2ln',
]

const callers: { patient: Account; admin: Account } = {
  patient: await t.directPatient(),
  admin: await t.staff('ROLE_ADMIN'),
}
const target = await t.directPatient()

/** Replaces a caller that a fuzzed request disabled, promoted, or whose password changed. */
const ensureCallers = async () => {
  const get = (path: string, token: string) => request(t.app).get(`/api/v1${path}`).set('Authorization', bearer(token))
  const p = callers.patient
  if ((await get('/auth/user', p.token)).status !== 200 || (await get('/auth/mod', p.token)).status !== 403) {
    callers.patient = await t.directPatient()
  }
  if ((await get('/auth/admin', callers.admin.token)).status !== 200) callers.admin = await t.staff('ROLE_ADMIN')
}

const slots = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots?limit=200&days=30`)
const instants: string[] = slots.body.content.slots.map((s: { start: string }) => s.start)
let nextSlot = 0

/** A booking with a file, a treatment request and a contact message, so every table has rows. */
const booking = await request(t.app)
  .post('/api/v1/appointment')
  .set('Authorization', bearer(callers.patient.token))
  .field('doctorId', String(t.fixtures.doctorId))
  .field('appointmentDate', instants[nextSlot++]!)
  .field('consent', 'true')
  .attach('files', pdf, { filename: 'report.pdf', contentType: 'application/pdf' })
expect(booking.status, JSON.stringify(booking.body)).toBe(201)
const treatment = await request(t.app)
  .post('/api/v1/treatment')
  .set('Authorization', bearer(callers.patient.token))
  .send({ notes: 'Fixture' })
expect(treatment.status, JSON.stringify(treatment.body)).toBe(201)
const contact = await request(t.app)
  .post('/api/v1/contact')
  .set('X-Forwarded-For', '192.0.2.1')
  .send({ name: 'Fixture', email: target.email, message: 'A fixture message.', lang: 'en' })
expect(contact.status, JSON.stringify(contact.body)).toBe(201)

const angiography = await t.payload.create({
  collection: 'treatments',
  data: { name: 'Angiography', slug: 'angiography', speciality: t.fixtures.specialityId, active: true } as never,
  locale: 'en',
})

const appointmentIds = [booking.body.content.id as number]
const attachmentIds = (booking.body.content.attachments as { id: number }[]).map((a) => a.id)

const known = (): Known => {
  const users = [callers.patient.id, callers.admin.id, target.id]
  const byName: [RegExp, number[]][] = [
    [/treatmentIds/i, [angiography.id as number]],
    [/treatment/i, [treatment.body.content.id]],
    [/doctor/i, [t.fixtures.doctorId, t.fixtures.inactiveDoctorId]],
    [/attachment/i, attachmentIds],
    [/appointment/i, appointmentIds],
    [/user/i, users],
    [/specialit/i, [t.fixtures.specialityId]],
    [/countr/i, Object.values(t.fixtures.countries)],
    [/provider/i, [t.fixtures.providerId]],
  ]
  return {
    ids: [...new Set([...byName.flatMap(([, ids]) => ids), contact.body.content.id as number])],
    idsByName: byName,
    emails: [callers.patient.email, callers.admin.email, target.email, 'nobody@example.test'],
    instants: instants.slice(nextSlot),
    password: PASSWORD,
  }
}

/** What each endpoint answered, for the coverage check at the end. */
type Stats = {
  requests: number
  routed: number
  pastAuth: number
  callers: Set<string>
  statuses: Record<string, number>
}

const seen = new Map<string, Stats>()
let requests = 0

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let last: Snapshot = await snapshot()

/** A snapshot once the work an accepted request started in the background (e-mails, tokens) is done. */
const settled = async () => {
  let prev = await snapshot()
  for (let i = 0; i < 40; i++) {
    await sleep(25)
    const next = await snapshot()
    if (differences(prev, next).length === 0) return next
    prev = next
  }
  return prev
}

const send = (method: Endpoint['method'], url: string, body: RawBody | undefined, auth: string | null, ip: string) => {
  requests++
  let req = request(t.app)[method](url).set('X-Forwarded-For', ip)
  if (auth) req = req.set('Authorization', auth)
  if (body) req = req.set('Content-Type', body.type).send(body.data)
  return req
}

const authFor = (caller: CallerName, forged: number) =>
  caller === 'anonymous' ? null : caller === 'forged' ? FORGED[forged % FORGED.length]! : bearer(callers[caller].token)

/** The built-in prototypes' own keys: a request that adds one has polluted every object. */
const prototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) =>
    Object.getOwnPropertyNames(p).sort().join(),
  )
const pristine = prototypeKeys()

/** The promises of this file, for one request and its response. */
const check = async (res: Response, what: string) => {
  expect(prototypeKeys(), `a built-in prototype changed, after ${what}`).toStrictEqual(pristine)
  expect(res.status < 500, `${res.status} ${JSON.stringify(res.body)} for ${what}`).toBeTruthy()
  if (res.status >= 400) {
    expect(String(res.headers['content-type']), `${res.status} content type for ${what}`).toMatch(/^application\/json/)
    const shape = ErrorBody.safeParse(res.body)
    expect(shape.success, `${res.status} ${JSON.stringify(res.body)} is not the error shape, for ${what}`).toBeTruthy()
    const now = await snapshot()
    const changed = differences(last, now)
    last = now
    expect(changed, `${res.status} ${res.body.message} changed stored data, for ${what}`).toStrictEqual([])
  } else {
    last = await settled()
  }
}

const record = (ep: Endpoint, caller: CallerName, res: Response) => {
  const stats = seen.get(ep.key) ?? { requests: 0, routed: 0, pastAuth: 0, callers: new Set(), statuses: {} }
  stats.requests++
  stats.callers.add(caller)
  const answer = `${res.status} ${res.body?.message ?? ''}`.trim()
  stats.statuses[answer] = (stats.statuses[answer] ?? 0) + 1
  // The catch-all 404 is `errors: []`; anything else was answered by the endpoint's own route.
  const routed = !(res.status === 404 && Array.isArray(res.body?.errors) && res.body.errors.length === 0)
  if (routed) stats.routed++
  if (routed && res.status !== 401 && res.status !== 403) stats.pastAuth++
  seen.set(ep.key, stats)
}

/** Sends one fuzzed request as an outsider (anonymous or forged token), as the patient and as the admin. */
const exercise = async (ep: Endpoint, req: FuzzRequest, outsider: CallerName, ips: string[], forged: number) => {
  const order: CallerName[] = [outsider, 'patient', 'admin']
  for (const [i, caller] of order.entries()) {
    const res = await send(ep.method, req.url, req.body, authFor(caller, forged), ips[i]!)
    record(ep, caller, res)
    await check(res, `${describeRequest(ep.method, req)} as ${caller}`)
  }
}

/** A per-endpoint seed, so adding an endpoint does not change what the others get. */
const seedFor = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED)

/** Runs per endpoint (three requests each): bodies and uploads have more to get wrong. */
const runsFor = (ep: Endpoint) => RUNS * (ep.multipart ? 6 : ep.json ? 2 : 1)

const fuzz = async (ep: Endpoint) => {
  await ensureCallers()
  last = await settled()
  const property = fc.asyncProperty(
    requestFor(ep, known()),
    fc.constantFrom<CallerName>('anonymous', 'forged'),
    fc.tuple(documentationIp, documentationIp, documentationIp),
    fc.nat(),
    async (req, outsider, ips, forged) => exercise(ep, req, outsider, ips, forged),
  )
  const seed = seedFor(ep.key)
  try {
    await fc.assert(property, { seed, numRuns: runsFor(ep), endOnFailure: !process.env.FUZZ_SHRINK })
  } catch (err) {
    ;(err as Error).message =
      `${ep.key}: reproduce with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (endpoint seed ${seed}; FUZZ_SHRINK=1 to shrink)\n` +
      (err as Error).message
    throw err
  }
}

describe('fuzzing every /api/v1 endpoint', () => {
  for (const ep of endpoints) test(ep.key, () => fuzz(ep))
})

describe('uploads that must be refused without a trace', () => {
  const validFields = (): [string, string][] => [
    ['doctorId', String(t.fixtures.doctorId)],
    ['appointmentDate', instants[nextSlot]!],
    ['consent', 'true'],
    ['notes', 'Fuzz upload'],
  ]
  const upload = async (body: RawBody, what: string) => {
    const res = await send('post', '/api/v1/appointment', body, bearer(callers.patient.token), '198.51.100.7')
    await check(res, what)
    return res
  }

  test('a .pdf name with HTML bytes is 415 and stores nothing', async () => {
    await ensureCallers()
    last = await settled()
    const res = await upload(
      formBody(validFields(), [{ name: 'files', filename: 'report.pdf', type: 'application/pdf', value: html }]),
      'HTML as report.pdf',
    )
    expect(res.status).toBe(415)
    expect(res.body.message).toBe('UNSUPPORTED_FILE_TYPE')
  })

  test('a file over 10 MiB is 413 and stores nothing', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length, 0x20)])
    const res = await upload(
      formBody(validFields(), [{ name: 'files', filename: 'big.pdf', type: 'application/pdf', value: big }]),
      '10 MiB + 1 byte',
    )
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('FILE_TOO_LARGE')
  })

  test('more files than allowed is 413 and stores nothing', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: 'files',
      filename: `r${i}.pdf`,
      type: 'application/pdf',
      value: pdf,
    }))
    const res = await upload(formBody(validFields(), files), '11 files')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('TOO_MANY_FILES')
  })

  test('a valid file under the wrong field name is 400 and stores nothing', async () => {
    const res = await upload(
      formBody(validFields(), [{ name: 'file', filename: 'r.pdf', type: 'application/pdf', value: pdf }]),
      'wrong field name',
    )
    expect(res.status).toBe(400)
  })

  // Regression: multer's MISSING_FIELD_NAME and LIMIT_FIELD_KEY used to fall through to 500.
  test('a form part without a name is 400 MALFORMED_MULTIPART', async () => {
    const res = await upload(
      formBody(validFields(), [{ name: '', filename: 'r.pdf', type: 'application/pdf', value: pdf }]),
      'part without a name',
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('MALFORMED_MULTIPART')
  })

  test('a form field name over the limit is 413', async () => {
    const res = await upload(formBody([...validFields(), ['n'.repeat(101), 'x']], []), 'field name of 101 characters')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('PAYLOAD_TOO_LARGE')
  })

  test('a JSON body over the limit is 413', async () => {
    const body = { type: 'application/json', data: JSON.stringify({ message: 'x'.repeat(1_100_000) }) }
    const res = await send('post', '/api/v1/contact', body, null, '203.0.113.9')
    await check(res, 'JSON over 1 MB')
    expect(res.status).toBe(413)
  })
})

describe('regressions found by fuzzing', () => {
  // PostgreSQL's jsonb refuses NUL and lone surrogates: such answers were a 500 there.
  test('treatment answers with NUL or a lone surrogate are 400 on every database', async () => {
    for (const answers of [
      '{"step1":"a\\u0000b"}',
      '{"a\\u0000":"b"}',
      '{"step1":{"q1":"\\ud800"}}',
      '{"\\udc00":1}',
    ]) {
      const body = { type: 'application/json', data: `{"answers":${answers}}` }
      const res = await send('post', '/api/v1/treatment', body, bearer(callers.patient.token), '203.0.113.11')
      await check(res, `answers ${answers}`)
      expect(res.status, answers).toBe(400)
      expect(res.body.errors[0].field).toBe('answers')
    }
  })

  // Serialising 10,000 levels of `answers` to measure its size overflowed the stack: 500.
  test('deeply nested treatment answers are 400, not a stack overflow', async () => {
    const deep = `{"answers":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`
    // Patients create requests; admins change them.
    for (const [method, url, caller] of [
      ['post', '/api/v1/treatment', callers.patient],
      ['put', `/api/v1/treatment/${treatment.body.content.id}`, callers.admin],
    ] as const) {
      const body = { type: 'application/json', data: deep }
      const res = await send(method, url, body, bearer(caller.token), '203.0.113.10')
      await check(res, `${method} ${url} with 10,000 levels of answers`)
      expect(res.status).toBe(400)
      expect(res.body.errors[0].field).toBe('answers')
    }
  })
})

test('every documented endpoint was fuzzed, reached, and passed its access check', () => {
  expect(endpoints.length >= 60, `only ${endpoints.length} endpoints in the OpenAPI document`).toBeTruthy()
  const missing = endpoints.filter((ep) => (seen.get(ep.key)?.requests ?? 0) < 3 * runsFor(ep)).map((ep) => ep.key)
  expect(missing, 'endpoints without their fuzz runs').toStrictEqual([])
  const uncalled = endpoints
    .filter((ep) => !['patient', 'admin'].every((c) => seen.get(ep.key)?.callers.has(c)))
    .map((ep) => ep.key)
  expect(uncalled, 'endpoints not called as both patient and admin').toStrictEqual([])
  const unrouted = endpoints.filter((ep) => !seen.get(ep.key)?.routed).map((ep) => ep.key)
  expect(unrouted, 'endpoints never answered by their own route').toStrictEqual([])
  const blocked = endpoints.filter((ep) => !seen.get(ep.key)?.pastAuth).map((ep) => ep.key)
  expect(blocked, 'endpoints whose validation was never reached').toStrictEqual([])
  if (process.env.FUZZ_STATS) {
    for (const [key, { statuses }] of seen) console.log(key.padEnd(48), JSON.stringify(statuses))
  }
  console.log(`fuzz: ${requests} requests over ${endpoints.length} endpoints (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`)
})
