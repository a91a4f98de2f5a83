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

test('booking e-mails: the confirmation carries the .ics and both times, in the patient’s language', async () => {
  const { notifyStaffOfBooking, sendBookingConfirmation } = await import('../src/mail')
  const to = uniqueEmail('booked')
  const date = new Date('2026-12-01T07:30:00Z') // 10:30 in Istanbul, 10:30 in Riyadh, 11:30 in Dubai
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
  const sent = await sendBookingConfirmation(t.payload, {
    to,
    lang: 'ar',
    appointmentId: 42,
    doctorName: 'د. عائشة كايا',
    appointmentDate: date,
    patientTimeZone: 'Asia/Dubai',
    icsContent: ics,
  })
  assert.equal(sent, true)
  const [mail] = await t.mailsTo(to)
  assert.ok(mail)
  assert.match(mail.html, /dir="rtl"/)
  assert.match(mail.subject, /42/)
  assert.ok(mail.html.includes('د. عائشة كايا'))
  assert.ok(mail.html.includes('10:30') && mail.html.includes('Europe/Istanbul'))
  assert.ok(mail.html.includes('11:30') && mail.html.includes('Asia/Dubai'))
  assert.ok(mail.html.includes('http://localhost:3000/ar/account-appointments'))
  const attachment = mail.attachments?.[0]
  assert.equal(attachment?.fileName ?? attachment?.generatedFileName, 'appointment-42.ics')
  assert.match(attachment!.contentType, /^text\/calendar/)

  const staffBefore = (await t.mailsTo(config.staffEmail, 0, 0)).length
  assert.equal(
    await notifyStaffOfBooking(t.payload, {
      appointmentId: 42,
      patientEmail: to,
      doctorName: 'Dr. Ayse Kaya',
      appointmentDate: date,
      attachmentsCount: 2,
    }),
    true,
  )
  const staff = await t.mailsTo(config.staffEmail, staffBefore + 1)
  const notice = staff.find((m) => m.subject === 'New appointment #42')
  assert.ok(notice?.text?.includes('Files attached: 2'))
})

test('a mail that cannot be sent is logged and reported, never thrown', async () => {
  const { sendBookingConfirmation, notifyStaffOfContact } = await import('../src/mail')
  const broken = {
    sendEmail: async () => {
      throw new Error('SMTP down')
    },
  } as unknown as typeof t.payload
  const input = {
    to: uniqueEmail(),
    lang: 'en' as const,
    appointmentId: 1,
    doctorName: 'Dr. X',
    appointmentDate: new Date(),
    icsContent: '',
  }
  assert.equal(await sendBookingConfirmation(broken, input), false)
  assert.equal(
    await notifyStaffOfContact(broken, {
      id: 1,
      name: 'A',
      email: 'a@example.test',
      message: 'Hello there!',
      lang: 'en',
    }),
    false,
  )
})
