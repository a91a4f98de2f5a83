/** Contact form: stored, staff e-mailed, validated, throttled. */
import request from 'supertest'

import { config } from '../src/config'
import { calendarOf } from './appointmentMail'
import { ip, type TestApi, startApi, uniqueEmail } from './helpers'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(async () => {
  await t?.stop()
})

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
  expect(res.status).toBe(201)
  expect(res.body.message).toBe('CONTACT_RECEIVED')
  expect(typeof res.body.content.id).toBe('number')
  const doc = await t.payload.findByID({
    collection: 'contact-messages',
    id: res.body.content.id,
    overrideAccess: true,
  })
  expect(doc.email).toBe(input.email)
  expect(doc.message).toBe(input.message)
  expect(doc.phone).toBe('+9647700001111')
  expect(doc.lang).toBe('ar')

  const mails = await t.mailsTo(config.staffEmail, 1)
  const mail = mails.find((m) => m.subject.includes(`#${res.body.content.id}`))
  expect(mail, 'staff notification received').toBeTruthy()
  expect(mail!.html.includes(input.email)).toBeTruthy()
  expect(mail!.html.includes('زراعة الشعر')).toBeTruthy()
  expect(mail!.text?.includes(input.message)).toBeTruthy()
})

test('optional fields may be left out', async () => {
  const { phone: _p, subject: _s, ...minimal } = body()
  void _p
  void _s
  const res = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).send(minimal)
  expect(res.status).toBe(201)
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
    expect(res.status, JSON.stringify(change)).toBe(400)
    expect(res.body.message).toBe('VALIDATION_FAILED')
    expect(
      res.body.errors.some((e: { field: string }) => e.field === field),
      JSON.stringify(res.body.errors),
    ).toBeTruthy()
  }
  const huge = await request(t.app)
    .post('/api/v1/contact')
    .set('X-Forwarded-For', ip())
    .send(body({ message: 'x'.repeat(2 * 1024 * 1024) }))
  expect(huge.status).toBe(413)
  const form = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).type('form').send(body())
  expect(form.status).toBe(415)
  expect(await count()).toBe(before)
})

test('more than 5 messages from one address in 10 minutes are 429 with Retry-After', async () => {
  const addr = ip()
  for (let i = 0; i < 5; i++) {
    const ok = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', addr).send(body())
    expect(ok.status).toBe(201)
  }
  const before = await count()
  const blocked = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', addr).send(body())
  expect(blocked.status).toBe(429)
  expect(blocked.body.message).toBe('TOO_MANY_REQUESTS')
  expect(Number(blocked.headers['retry-after']) > 0).toBeTruthy()
  expect(await count()).toBe(before)
  const other = await request(t.app).post('/api/v1/contact').set('X-Forwarded-For', ip()).send(body())
  expect(other.status).toBe(201)
})

test('booking e-mails: the confirmation carries the .ics and both times, in the patient’s language', async () => {
  const { bookingConfirmationMail, staffBookingMail } = await import('../src/mail')
  const { enqueueMail } = await import('@medtour/cms/jobs/outbox')
  const to = uniqueEmail('booked')
  const date = new Date('2026-12-01T07:30:00Z') // 10:30 in Istanbul, 10:30 in Riyadh, 11:30 in Dubai
  const { calendarFile } = await import('@medtour/cms/booking/ics')
  const key = `test:${to}`
  await enqueueMail(t.payload, undefined, {
    kind: 'booking-confirmation',
    key,
    lang: 'ar',
    mail: bookingConfirmationMail({
      to,
      lang: 'ar',
      appointmentId: 42,
      doctorName: 'د. عائشة كايا',
      appointmentDate: date,
      patientTimeZone: 'Asia/Dubai',
      calendar: calendarFile({
        id: 42,
        appointmentDate: date,
        durationMinutes: 30,
        doctorName: 'د. عائشة كايا',
        lang: 'ar',
      }),
    }),
  })
  const [mail] = await t.mailsTo(to)
  expect(mail).toBeTruthy()
  expect(mail!.html).toMatch(/dir="rtl"/)
  expect(mail!.subject).toMatch(/42/)
  expect(mail!.html.includes('د. عائشة كايا')).toBeTruthy()
  expect(mail!.html.includes('10:30') && mail!.html.includes('Europe/Istanbul')).toBeTruthy()
  expect(mail!.html.includes('11:30') && mail!.html.includes('Asia/Dubai')).toBeTruthy()
  expect(mail!.html.includes('http://localhost:3000/ar/account-appointments')).toBeTruthy()
  const attachment = mail!.attachments?.[0]
  expect(attachment?.fileName ?? attachment?.generatedFileName).toBe('appointment-42.ics')
  expect(attachment!.contentType).toMatch(/^text\/calendar/)
  // The worker rendered the calendar file the message stores as what to render.
  expect(await calendarOf(t, mail!)).toMatchObject({ uid: 'appointment-42@medtour', start: date.toISOString() })

  const staffBefore = (await t.mailsTo(config.staffEmail, 0, 0)).length
  await enqueueMail(t.payload, undefined, {
    kind: 'staff-booking',
    key: `${key}:staff`,
    mail: staffBookingMail({
      appointmentId: 42,
      patientEmail: to,
      doctorName: 'Dr. Ayse Kaya',
      appointmentDate: date,
      attachmentsCount: 2,
    }),
  })
  // Staff's notices go out one after another, in the order they were queued.
  let notice: Awaited<ReturnType<typeof t.mailsTo>>[number] | undefined
  for (let n = staffBefore + 1; !notice && n < staffBefore + 20; n++)
    notice = (await t.mailsTo(config.staffEmail, n)).find((m) => m.subject === 'New appointment #42')
  expect(notice?.text?.includes('Files attached: 2')).toBeTruthy()
})
