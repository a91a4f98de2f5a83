/** Contact form: stored, staff e-mailed, validated, throttled. */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, test } from 'node:test'

import request from 'supertest'

import { config } from '../src/config'
import { startApi, uniqueEmail, type TestApi } from './helpers'

let t: TestApi
before(async () => {
  t = await startApi()
})
after(async () => {
  await t?.stop()
})

const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Omar Khalid',
  email: uniqueEmail('contact'),
  phone: '+964 770 000 1111',
  subject: 'Knee surgery',
  message: 'Hello, I would like to know the price of a knee replacement.',
  lang: 'en',
  ...extra,
})
const count = async () => (await t.payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs

test('a message is stored (201 CONTACT_RECEIVED) and staff get an e-mail they can reply to', async () => {
  const input = body({ lang: 'ar', message: 'مرحبا، أود معرفة تكلفة زراعة الشعر من فضلكم.', subject: 'زراعة الشعر' })
  const res = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).send(input)
  assert.equal(res.status, 201)
  assert.equal(res.body.message, 'CONTACT_RECEIVED')
  assert.equal(typeof res.body.content.id, 'number')
  const doc = await t.payload.findByID({
    collection: 'contact-messages',
    id: res.body.content.id,
    overrideAccess: true,
  })
  assert.equal(doc.email, input.email)
  assert.equal(doc.message, input.message)
  assert.equal(doc.phone, '+9647700001111')
  assert.equal(doc.lang, 'ar')

  const mails = await t.mailsTo(config.staffEmail, 1)
  const mail = mails.find((m) => m.subject.includes(`#${res.body.content.id}`))
  assert.ok(mail, 'staff notification received')
  assert.ok(mail.html.includes(input.email))
  assert.ok(mail.html.includes('زراعة الشعر'))
  assert.ok(mail.text?.includes(input.message))
})

test('optional fields may be left out', async () => {
  const { phone: _p, subject: _s, ...minimal } = body()
  void _p
  void _s
  const res = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).send(minimal)
  assert.equal(res.status, 201)
})

test('invalid messages are 400 with field errors and store nothing', async () => {
  const before = await count()
  const cases: [Record<string, unknown>, string][] = [
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ email: 'nope' }, 'email'],
    [{ phone: 'call me' }, 'phone'],
    [{ subject: 's'.repeat(151) }, 'subject'],
    [{ message: 'too short' }, 'message'],
    [{ message: 'm'.repeat(5001) }, 'message'],
    [{ message: 12345678901 }, 'message'],
    [{ lang: 'fr' }, 'lang'],
    [{ handled: true }, 'body'],
  ]
  for (const [change, field] of cases) {
    const res = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).send(body(change))
    assert.equal(res.status, 400, JSON.stringify(change))
    assert.equal(res.body.message, 'VALIDATION_FAILED')
    assert.ok(
      res.body.errors.some((e: { field: string }) => e.field === field),
      JSON.stringify(res.body.errors),
    )
  }
  const huge = await request(t.app)
    .post('/api/v1/contact')
    .set('X-Forwarded-For', ip())
    .send(body({ message: 'x'.repeat(2 * 1024 * 1024) }))
  assert.equal(huge.status, 413)
  const form = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).type('form').send(body())
  assert.equal(form.status, 415)
  assert.equal(await count(), before)
})

test('more than 5 messages from one address in 10 minutes are 429 with Retry-After', async () => {
  const addr = ip()
  for (let i = 0; i < 5; i++) {
    const ok = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', addr).send(body())
    assert.equal(ok.status, 201)
  }
  const before = await count()
  const blocked = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', addr).send(body())
  assert.equal(blocked.status, 429)
  assert.equal(blocked.body.message, 'TOO_MANY_REQUESTS')
  assert.ok(Number(blocked.headers['retry-after']) > 0)
  assert.equal(await count(), before)
  const other = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).send(body())
  assert.equal(other.status, 201)
})
