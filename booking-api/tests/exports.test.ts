/**
 * Exports through the API: the details and travel-preferences PDFs in the appointment's
 * language (Arabic text extracted back equals the Arabic that went in), and the .ics file.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import request from 'supertest'

import { bearer, startApi, type TestApi } from './helpers'

let t: TestApi
let patient: { id: number; token: string; email: string }
let other: { id: number; token: string }
let admin: { id: number; token: string }
let arabicId: number
let englishId: number

const binary = (res: request.Test) =>
  res.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = []
    r.on('data', (c: Buffer) => chunks.push(c))
    r.on('end', () => done(null, Buffer.concat(chunks)))
  })

/** The text of every page, as pdf.js extracts it, in NFKC (Arabic presentation forms folded). */
const pdfText = async (data: Buffer) => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise
  let text = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i)
    const content = await page.getTextContent()
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n'
  }
  await doc.destroy()
  return text.normalize('NFKC')
}

/** True when `phrase` occurs in `text` in logical (reading) order, whitespace runs folded. */
const containsPhrase = (text: string, phrase: string) => text.replace(/\s+/g, ' ').includes(phrase.replace(/\s+/g, ' '))

before(async () => {
  t = await startApi()
  ;[patient, other, admin] = await Promise.all([
    t.directPatient({ timeZone: 'Europe/Moscow', lang: 'ar' }),
    t.directPatient(),
    t.staff('ROLE_ADMIN'),
  ])
  await t.payload.update({
    collection: 'users',
    id: patient.id,
    data: { firstName: 'محمد', lastName: 'الأحمد' },
    overrideAccess: true,
  })
  const slots = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`).query({ days: 10 })
  const [s1, s2] = slots.body.content.slots as { start: string }[]
  const ar = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(patient.token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: s1!.start, lang: 'ar', notes: 'ألم في الصدر' })
  assert.equal(ar.status, 201, JSON.stringify(ar.body))
  arabicId = ar.body.content.id
  const en = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(patient.token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: s2!.start, lang: 'en' })
  englishId = en.body.content.id
  await request(t.app)
    .put(`/api/v1/appointment/${arabicId}`)
    .set('Authorization', bearer(patient.token))
    .send({
      travelPreferences: {
        isFlightSelected: true,
        flight_AdultTravellers: 2,
        flight_Class: 'اقتصادية',
        isTouristSelected: true,
      },
    })
})

after(async () => {
  await t?.stop()
})

test('the Arabic details PDF carries the Arabic that went in, both time zones and a meaningful file name', async () => {
  const res = await binary(
    request(t.app).get(`/api/v1/appointment/export/details/${arabicId}`).set('Authorization', bearer(patient.token)),
  )
  assert.equal(res.status, 200)
  assert.equal(res.headers['content-type'], 'application/pdf')
  assert.match(
    String(res.headers['content-disposition']),
    new RegExp(`filename="appointment-${arabicId}-details\\.pdf"`),
  )
  const text = await pdfText(res.body as Buffer)
  assert.ok(containsPhrase(text, 'محمد الأحمد'), `patient name in: ${text.slice(0, 400)}`)
  assert.ok(containsPhrase(text, 'عائشة كايا'), 'the doctor in Arabic')
  assert.ok(containsPhrase(text, 'ألم في الصدر'), 'the notes')
  const appointment = await t.payload.findByID({ collection: 'appointments', id: arabicId, overrideAccess: true })
  const when = new Date(appointment.appointmentDate)
  const istanbul = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when)
  assert.ok(text.includes(istanbul), `Istanbul time ${istanbul}`)
  assert.ok(/Europe\/Moscow|موسكو|GMT\+03:00/.test(text), 'the patient zone is named')
})

test('the English details PDF is in English', async () => {
  const res = await binary(
    request(t.app).get(`/api/v1/appointment/export/details/${englishId}`).set('Authorization', bearer(admin.token)),
  )
  assert.equal(res.status, 200)
  const text = await pdfText(res.body as Buffer)
  assert.match(text, /Dr\. ayse-kaya/)
  assert.ok(!/[\u0600-\u06FF]{4,}\s+[\u0600-\u06FF]{4,}/.test(text.replace(/محمد|الأحمد/g, '')), 'no Arabic labels')
})

test('the travel-preferences PDF lists the chosen packages in the appointment language', async () => {
  const res = await binary(
    request(t.app)
      .get(`/api/v1/appointment/export/travel-preferences/${arabicId}`)
      .set('Authorization', bearer(patient.token)),
  )
  assert.equal(res.status, 200)
  assert.match(String(res.headers['content-disposition']), /travel-preferences\.pdf/)
  const text = await pdfText(res.body as Buffer)
  assert.ok(containsPhrase(text, 'اقتصادية'), 'flight class as typed')
})

test('the .ics export is a calendar event at the booked time', async () => {
  const res = await request(t.app)
    .get(`/api/v1/appointment/export/ics/${arabicId}`)
    .set('Authorization', bearer(patient.token))
  assert.equal(res.status, 200)
  assert.match(String(res.headers['content-type']), /^text\/calendar/)
  assert.match(String(res.headers['content-disposition']), new RegExp(`appointment-${arabicId}\\.ics`))
  const appointment = await t.payload.findByID({ collection: 'appointments', id: arabicId, overrideAccess: true })
  const stamp = new Date(appointment.appointmentDate).toISOString().replace(/[-:]/g, '').slice(0, 15)
  assert.match(res.text, new RegExp(`DTSTART:${stamp}Z`))
  assert.match(res.text, new RegExp(`UID:appointment-${arabicId}@medtour`))
})

test('another patient gets 404 for every export; anonymous 401', async () => {
  for (const kind of ['details', 'travel-preferences', 'ics']) {
    const res = await request(t.app)
      .get(`/api/v1/appointment/export/${kind}/${arabicId}`)
      .set('Authorization', bearer(other.token))
    assert.equal(res.status, 404)
    assert.equal(res.body.message, 'NOT_FOUND')
    const anon = await request(t.app).get(`/api/v1/appointment/export/${kind}/${arabicId}`)
    assert.equal(anon.status, 401)
  }
})
