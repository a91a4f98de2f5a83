/**
 * Exports through the API: the details and travel-preferences PDFs in the appointment's
 * language (Arabic text extracted back equals the Arabic that went in), the survey's codes
 * worded as the CMS words them, and the .ics file.
 */

import request from 'supertest'

import { travelServices } from '@medtour/seed/data/globals'
import { carryIds } from '@medtour/seed/lib/locales'
import { bearer, startApi, type TestApi } from './helpers'

let t: TestApi
let patient: { id: number; token: string; email: string }
let other: { id: number; token: string }
let admin: { id: number; token: string }
let arabicId: number
let englishId: number

/** The survey as the site stores it: codes, numbers and booleans. */
const SURVEY = {
  isFlightSelected: true,
  flight_AdultTravellers: 2,
  flight_InfantTravellers: 1,
  flight_Class: 'business',
  isAccommodationSelected: true,
  accomodation_Proximity: 'walking',
  accomodation_Stars: 4,
  accomodation_Guests: 3,
  accomodation_Rooms: 1,
  accomodation_Beds: 2,
  isTransportSelected: true,
  // A code no one names (stored by an older site, say): printed as it is.
  transport_CarClass: 'hovercraft',
  transport_Biscuit: true,
  isTranslationSelected: true,
  translation_LangFrom: 'ru',
  isTouristSelected: true,
  preferenceQuestions: ['q3'],
}

/**
 * The global `travel-services` as a fresh seed stores it, with the flight's title and the
 * English label of business class reworded in the panel (so the words are seen to come from
 * the CMS, not from the PDF's own fallback words).
 */
const seedTravelServices = async () => {
  const inLang = (lang: 'en' | 'ar') =>
    travelServices.map((p) => ({
      key: p.key,
      selectionFlag: p.selectionFlag,
      title: p.key === 'flight' ? { en: 'Flights', ar: 'رحلات الطيران' }[lang] : p.title[lang],
      prompt: p.prompt[lang],
      fields: p.fields.map((f) => ({
        ...f,
        label: f.label[lang],
        options: (f.options ?? []).map((o) => ({
          value: o.value,
          label: o.value === 'business' && lang === 'en' ? 'Business class' : o.label[lang],
        })),
      })),
    }))
  const saved = await t.payload.updateGlobal({
    slug: 'travel-services',
    data: { packages: inLang('en'), _status: 'published' } as never,
    locale: 'en',
    overrideAccess: true,
  })
  await t.payload.updateGlobal({
    slug: 'travel-services',
    data: { packages: carryIds(inLang('ar'), saved.packages) } as never,
    locale: 'ar',
    overrideAccess: true,
  })
  const question = await t.payload.create({
    collection: 'preference-questions',
    data: { key: 'q3', title: 'Beach first', _status: 'published' } as never,
    locale: 'en',
    overrideAccess: true,
  })
  await t.payload.update({
    collection: 'preference-questions',
    id: question.id,
    data: { title: 'البحر أولًا' },
    locale: 'ar',
    overrideAccess: true,
  })
}

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

/**
 * True when `phrase` occurs in `text` in logical (reading) order, whitespace runs folded. Arabic vowel marks are left
 * out of the comparison: pdf.js returns a zero-width mark as a text item of its own, out of its word.
 */
const containsPhrase = (text: string, phrase: string) => {
  const fold = (s: string) => s.replace(/[\u064B-\u0652]/g, '').replace(/\s+/g, ' ')
  return fold(text).includes(fold(phrase))
}

beforeAll(async () => {
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
  expect(ar.status, JSON.stringify(ar.body)).toBe(201)
  arabicId = ar.body.content.id
  const en = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(patient.token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: s2!.start, lang: 'en' })
  englishId = en.body.content.id
  await seedTravelServices()
  for (const id of [arabicId, englishId]) {
    const put = await request(t.app)
      .put(`/api/v1/appointment/${id}`)
      .set('Authorization', bearer(patient.token))
      .send({ travelPreferences: SURVEY })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
  }
})

afterAll(async () => {
  await t?.stop()
})

test('the Arabic details PDF carries the Arabic that went in, both time zones and a meaningful file name', async () => {
  const res = await binary(
    request(t.app).get(`/api/v1/appointment/export/details/${arabicId}`).set('Authorization', bearer(patient.token)),
  )
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(String(res.headers['content-disposition'])).toMatch(
    new RegExp(`filename="appointment-${arabicId}-details\\.pdf"`),
  )
  const text = await pdfText(res.body as Buffer)
  expect(containsPhrase(text, 'محمد الأحمد'), `patient name in: ${text.slice(0, 400)}`).toBeTruthy()
  expect(containsPhrase(text, 'عائشة كايا'), 'the doctor in Arabic').toBeTruthy()
  expect(containsPhrase(text, 'ألم في الصدر'), 'the notes').toBeTruthy()
  const appointment = await t.payload.findByID({ collection: 'appointments', id: arabicId, overrideAccess: true })
  const when = new Date(appointment.appointmentDate)
  const istanbul = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when)
  expect(text.includes(istanbul), `Istanbul time ${istanbul}`).toBeTruthy()
  expect(/Europe\/Moscow|موسكو|GMT\+03:00/.test(text), 'the patient zone is named').toBeTruthy()
})

test('the English details PDF is in English', async () => {
  const res = await binary(
    request(t.app).get(`/api/v1/appointment/export/details/${englishId}`).set('Authorization', bearer(admin.token)),
  )
  expect(res.status).toBe(200)
  const text = await pdfText(res.body as Buffer)
  expect(text).toMatch(/Dr\. ayse-kaya/)
  expect(
    !/[\u0600-\u06FF]{4,}\s+[\u0600-\u06FF]{4,}/.test(text.replace(/محمد|الأحمد/g, '')),
    'no Arabic labels',
  ).toBeTruthy()
})

const travelPdf = async (id: number) => {
  const res = await binary(
    request(t.app)
      .get(`/api/v1/appointment/export/travel-preferences/${id}`)
      .set('Authorization', bearer(patient.token)),
  )
  expect(res.status).toBe(200)
  expect(String(res.headers['content-disposition'])).toMatch(/travel-preferences\.pdf/)
  return pdfText(res.body as Buffer)
}

/** Stored codes and question keys that must not reach the reader (the unknown car class aside). */
const RAW_CODES = /\b(business|walking|ru|q3|true)\b/

test('the Arabic travel-preferences PDF words titles, fields, choices and questions as the CMS does', async () => {
  const text = await travelPdf(arabicId)
  for (const phrase of [
    'رحلات الطيران', // the flight's title as reworded in the panel
    'درجة السفر', // the class field's label
    'درجة رجال الأعمال', // business class
    'مسافة سير على الأقدام', // walking
    '4 نجوم',
    'هل تحتاج إلى الإنترنت خلال إقامتك؟',
    'نعم', // true
    'اللغة المراد الترجمة منها',
    'الروسية', // ru
    'البحر أولًا', // q3
  ])
    expect(containsPhrase(text, phrase), `${phrase} in: ${text.slice(0, 1500)}`).toBeTruthy()
  expect(text.includes('hovercraft'), 'an unknown code as stored').toBeTruthy()
  expect(!RAW_CODES.test(text), `no raw codes: ${RAW_CODES.exec(text)?.[0]}`).toBeTruthy()
  expect(/المسافرون البالغون\s+2\b/.test(text.replace(/\s+/g, ' ')), 'a count as a number').toBeTruthy()
})

test('the English travel-preferences PDF does the same in English', async () => {
  const text = await travelPdf(englishId)
  for (const phrase of [
    'Flights — Selected',
    'Travel class Business class',
    'Distance from the doctor Walking distance',
    'Hotel stars 4 stars',
    'Adult travellers 2',
    'Infant travellers 1',
    'Do you need internet during your stay? Yes',
    'Language to translate from Russian',
    'Car class hovercraft',
    'Beach first',
  ])
    expect(containsPhrase(text, phrase), `${phrase} in: ${text.slice(0, 1500)}`).toBeTruthy()
  expect(!RAW_CODES.test(text), `no raw codes: ${RAW_CODES.exec(text)?.[0]}`).toBeTruthy()
  expect(!/[\u0600-\u06FF]{3,}/.test(text.replace(/محمد|الأحمد/g, '')), 'no Arabic words').toBeTruthy()
})

test('the .ics export is a calendar event at the booked time', async () => {
  const res = await request(t.app)
    .get(`/api/v1/appointment/export/ics/${arabicId}`)
    .set('Authorization', bearer(patient.token))
  expect(res.status).toBe(200)
  expect(String(res.headers['content-type'])).toMatch(/^text\/calendar/)
  expect(String(res.headers['content-disposition'])).toMatch(new RegExp(`appointment-${arabicId}\\.ics`))
  const appointment = await t.payload.findByID({ collection: 'appointments', id: arabicId, overrideAccess: true })
  const stamp = new Date(appointment.appointmentDate).toISOString().replace(/[-:]/g, '').slice(0, 15)
  expect(res.text).toMatch(new RegExp(`DTSTART:${stamp}Z`))
  expect(res.text).toMatch(new RegExp(`UID:appointment-${arabicId}@medtour`))
})

test('another patient gets 404 for every export; anonymous 401', async () => {
  for (const kind of ['details', 'travel-preferences', 'ics']) {
    const res = await request(t.app)
      .get(`/api/v1/appointment/export/${kind}/${arabicId}`)
      .set('Authorization', bearer(other.token))
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('NOT_FOUND')
    const anon = await request(t.app).get(`/api/v1/appointment/export/${kind}/${arabicId}`)
    expect(anon.status).toBe(401)
  }
})
