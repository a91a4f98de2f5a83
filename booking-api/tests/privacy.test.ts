/**
 * A patient deletes their account (docs/privacy.md), on a real database, files on disk and
 * MailDev: the password is asked again; upcoming appointments are cancelled and their slots free;
 * no medical file is left on disk; nothing stored anywhere still names the patient (their address,
 * name, phone, notes, survey and file names are searched for in every collection); the account
 * cannot sign in; staff get one notice that names no one. Staff accounts cannot delete themselves.
 */
import { existsSync, readdirSync } from 'node:fs'

import { strFromU8, unzipSync } from 'fflate'
import request from 'supertest'

import { mailMatching, takeSlotAfter } from './appointmentMail'
import { bearer, fixtureSlots, PASSWORD, startApi, type TestApi } from './helpers'

let t: TestApi
let slots: string[]
const staffEmail = process.env.STAFF_EMAIL || 'staff@medtour.local'

beforeAll(async () => {
  t = await startApi()
  ;({ slots } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
  'latin1',
)

const erase = (token: string, password: string) =>
  request(t.app).delete('/api/v1/user/me').set('Authorization', bearer(token)).send({ password })

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [])
const filesOnDisk = () => filesIn(process.env.ATTACHMENTS_DIR!)

/** Every stored document of every collection, as JSON (hidden fields too). */
const everything = async () => {
  const all: string[] = []
  for (const slug of Object.keys(t.payload.collections)) {
    if (slug.startsWith('payload-')) continue
    const found = await t.payload.find({
      collection: slug as 'users',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    all.push(JSON.stringify(found.docs))
  }
  return all.join('\n')
}

test('a patient deletes their account: nothing names them, no file stays, upcoming slots are free', async () => {
  const p = await t.directPatient({ lang: 'ar', timeZone: 'Asia/Riyadh' })
  const marks = { first: 'ليلى', last: 'القحطاني', phone: '+966551112233', notes: 'ألم في الصدر منذ أسبوعين' }
  await t.payload.update({
    collection: 'users',
    id: p.id,
    data: { firstName: marks.first, lastName: marks.last, phone: marks.phone, country: t.fixtures.countries.SA },
    overrideAccess: true,
  })
  const slot = takeSlotAfter(slots, 30)
  const booked = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(p.token))
    .field('doctorId', String(t.fixtures.doctorId))
    .field('appointmentDate', slot)
    .field('lang', 'ar')
    .field('consent', 'true')
    .field('notes', marks.notes)
    .attach('files', pdf, { filename: 'تحليل-الدم.pdf', contentType: 'application/pdf' })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  const id = booked.body.content.id as number
  const survey = await request(t.app)
    .put(`/api/v1/appointment/${id}`)
    .set('Authorization', bearer(p.token))
    .send({
      travelPreferences: { isFlightSelected: true, flight_AdultTravellers: 2, flight_OtherPreferences: 'كرسي متحرك' },
    })
  expect(survey.status, JSON.stringify(survey.body)).toBe(200)
  const wizard = await request(t.app)
    .post('/api/v1/treatment')
    .set('Authorization', bearer(p.token))
    .send({ specialityId: t.fixtures.specialityId, treatmentIds: [], answers: { note: marks.notes }, lang: 'ar' })
  expect(wizard.status, JSON.stringify(wizard.body)).toBe(201)
  // The booking's e-mails were sent (they name the patient) before the account goes.
  await t.mailsTo(p.email, 1)
  expect(filesOnDisk().length).toBeGreaterThan(0)

  // The password is asked again; a wrong one changes nothing.
  const wrong = await erase(p.token, 'Wrong!Passw0rd')
  expect(wrong.status).toBe(400)
  expect(wrong.body.message).toBe('WRONG_PASSWORD')
  expect((await t.payload.findByID({ collection: 'users', id: p.id, overrideAccess: true })).email).toBe(p.email)

  const res = await erase(p.token, PASSWORD)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body).toMatchObject({ message: 'ACCOUNT_DELETED', content: { cancelledAppointments: 1, removedFiles: 1 } })

  // No file on disk, nothing anywhere that names them.
  expect(filesOnDisk()).toStrictEqual([])
  const stored = await everything()
  for (const mark of [p.email, marks.first, marks.last, marks.phone, marks.notes, 'كرسي متحرك', 'تحليل-الدم']) {
    expect(stored.includes(mark), `"${mark}" is still stored`).toBe(false)
  }
  // What stays: the appointment, cancelled, for the clinics' records; its slot is free again.
  const kept = await t.payload.findByID({ collection: 'appointments', id, depth: 0, overrideAccess: true })
  expect(kept).toMatchObject({ status: 'CANCELLED', notes: null, patientName: null, patientPhone: null })
  expect(kept.patientCountry).toBe(t.fixtures.countries.SA)
  const free = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`).query({ days: 30, limit: 400 })
  expect(free.body.content.slots.map((s: { start: string }) => s.start)).toContain(slot)
  // The account: no way in, and its token is refused outright (its sessions ended).
  const login = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
  expect(login.status).toBe(401)
  expect(
    (await request(t.app).get(`/api/v1/appointment/user/${p.id}`).set('Authorization', bearer(p.token))).status,
  ).toBe(401)
  // Staff are told once, without a name; the patient's cancellation mail is not sent one by one.
  const notice = await mailMatching(t, staffEmail, new RegExp(`^Account #${p.id} deleted by the patient$`))
  expect(notice).toBeDefined()
  expect(notice!.html).toContain(`#${id}`)
  expect(notice!.html).not.toContain(p.email)
  const patientCancel = await t.payload.count({
    collection: 'messages',
    where: { kind: { equals: 'staff-patient-cancelled' }, appointment: { equals: id } },
    overrideAccess: true,
  })
  expect(patientCancel.totalDocs).toBe(0)
})

test('a patient downloads everything we hold about them: built by the worker, theirs alone', async () => {
  const p = await t.directPatient({ lang: 'ar', timeZone: 'Asia/Riyadh' })
  const other = await t.directPatient()
  const booked = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(p.token))
    .field('doctorId', String(t.fixtures.doctorId))
    .field('appointmentDate', takeSlotAfter(slots, 30))
    .field('lang', 'ar')
    .field('consent', 'true')
    .field('notes', 'حساسية من البنسلين')
    .attach('files', pdf, { filename: 'تحليل-الدم.pdf', contentType: 'application/pdf' })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  const id = booked.body.content.id as number
  await t.mailsTo(p.email, 1)

  const none = await request(t.app).get('/api/v1/user/me/export').set('Authorization', bearer(p.token))
  expect(none.status).toBe(200)
  expect(none.body.content).toBeNull()
  const asked = await request(t.app).post('/api/v1/user/me/export').set('Authorization', bearer(p.token))
  expect(asked.status, JSON.stringify(asked.body)).toBe(202)
  expect(asked.body).toMatchObject({ message: 'EXPORT_QUEUED', content: { state: 'queued' } })
  // Asked again while it is prepared: the same one (the worker may already have built it).
  const again = await request(t.app).post('/api/v1/user/me/export').set('Authorization', bearer(p.token))
  expect(again.body.content.id).toBe(asked.body.content.id)

  let state = 'queued'
  for (let i = 0; i < 100 && state === 'queued'; i++) {
    await new Promise((r) => setTimeout(r, 100))
    state = (await request(t.app).get('/api/v1/user/me/export').set('Authorization', bearer(p.token))).body.content
      .state
  }
  expect(state).toBe('ready')
  const download = await request(t.app)
    .get('/api/v1/user/me/export/download')
    .set('Authorization', bearer(p.token))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
  expect(download.status).toBe(200)
  expect(download.headers['content-type']).toBe('application/zip')
  expect(download.headers['cache-control']).toMatch(/no-store/)
  const zip = unzipSync(new Uint8Array(download.body as Buffer))
  const read = (name: string) => JSON.parse(strFromU8(zip[name]!))
  expect(Object.keys(zip).sort()).toStrictEqual(
    [
      'account.json',
      'appointments.json',
      'emails.json',
      `files/${id}/تحليل-الدم.pdf`,
      'treatment-requests.json',
    ].sort(),
  )
  expect(read('account.json')).toMatchObject({ id: p.id, email: p.email, timeZone: 'Asia/Riyadh' })
  expect(read('appointments.json')).toMatchObject([{ id, notes: 'حساسية من البنسلين', status: 'PENDING' }])
  expect(read('emails.json').map((m: { kind: string }) => m.kind)).toContain('booking-confirmation')
  expect(Buffer.from(zip[`files/${id}/تحليل-الدم.pdf`]!)).toStrictEqual(pdf)

  // Nobody else's: another patient has none, and cannot reach this one.
  const mine = await request(t.app).get('/api/v1/user/me/export').set('Authorization', bearer(other.token))
  expect(mine.body.content).toBeNull()
  const theirs = await request(t.app).get('/api/v1/user/me/export/download').set('Authorization', bearer(other.token))
  expect(theirs.status).toBe(404)
  expect(theirs.body.message).toBe('NOT_FOUND')

  // Deleting the account takes the zip with it.
  expect(filesIn(process.env.EXPORTS_DIR!).length).toBe(1)
  expect((await erase(p.token, PASSWORD)).status).toBe(200)
  expect(filesIn(process.env.EXPORTS_DIR!)).toStrictEqual([])
})

test('staff accounts are removed by an admin, not by themselves', async () => {
  const coord = await t.staff('ROLE_COORDINATOR')
  const res = await erase(coord.token, PASSWORD)
  expect(res.status).toBe(403)
  expect(res.body.message).toBe('STAFF_ACCOUNT')
  expect((await t.payload.findByID({ collection: 'users', id: coord.id, overrideAccess: true })).active).not.toBe(false)
})
