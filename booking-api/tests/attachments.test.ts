/**
 * Medical files through the API: a booking with files stores them privately, only the owner and
 * staff download them, types are read from the bytes (spoofs 415), too large is 413, consent is
 * required, and a refused upload stores nothing.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import request from 'supertest'

import { dicom, exe, html, pdf, png, truncatedPdf } from './fixtures/files'
import { bearer, startApi, type TestApi } from './helpers'

let t: TestApi
let a: { id: number; token: string }
let b: { id: number; token: string }
let mod: { id: number; token: string }
let admin: { id: number; token: string }
let slots: string[] = []

type Upload = { data: Buffer; filename: string; contentType: string }

/** A multipart booking of `slot` with `files`; `consent` unless told otherwise. */
const bookWithFiles = (token: string, slot: string, files: Upload[], { consent = true, lang = 'en' } = {}) => {
  const req = request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .field('doctorId', String(t.fixtures.doctorId))
    .field('appointmentDate', slot)
    .field('lang', lang)
  if (consent) req.field('consent', 'true')
  for (const f of files) req.attach('files', f.data, { filename: f.filename, contentType: f.contentType })
  return req
}

const count = async (collection: 'appointments' | 'attachments') =>
  (await t.payload.count({ collection, overrideAccess: true })).totalDocs

before(async () => {
  t = await startApi()
  ;[a, b, mod, admin] = await Promise.all([
    t.directPatient(),
    t.directPatient(),
    t.staff('ROLE_MODERATOR'),
    t.staff('ROLE_ADMIN'),
  ])
  const res = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`).query({ days: 10 })
  slots = res.body.content.slots.map((s: { start: string }) => s.start)
})

after(async () => {
  await t?.stop()
})

test('a booking with two files stores both, privately, and only the owner and staff can download them', async () => {
  const res = await bookWithFiles(a.token, slots.shift()!, [
    { data: pdf, filename: '../../etc/passwd report.pdf', contentType: 'application/pdf' },
    { data: png, filename: 'x-ray.png', contentType: 'image/png' },
  ])
  assert.equal(res.status, 201, JSON.stringify(res.body))
  const files = res.body.content.attachments as { id: number; fileName: string; url: string }[]
  assert.equal(files.length, 2)
  assert.ok(
    files.every((f) => !f.fileName.includes('/') && !f.fileName.includes('..')),
    JSON.stringify(files),
  )

  const own = await request(t.app).get(files[0]!.url).set('Authorization', bearer(a.token)).buffer(true)
  assert.equal(own.status, 200)
  assert.equal(own.headers['content-type'], 'application/pdf')
  assert.match(String(own.headers['content-disposition']), /^attachment; filename="[^"/]+\.pdf"/)
  assert.deepEqual(Buffer.from(own.body), pdf)

  for (const token of [mod.token, admin.token]) {
    const staff = await request(t.app).get(files[1]!.url).set('Authorization', bearer(token))
    assert.equal(staff.status, 200)
  }
  const other = await request(t.app).get(files[0]!.url).set('Authorization', bearer(b.token))
  assert.equal(other.status, 404)
  const anon = await request(t.app).get(files[0]!.url)
  assert.equal(anon.status, 401)
  // Anonymous reads through Payload (its REST serves /api/attachments/file/*) are refused too.
  await assert.rejects(
    t.payload.find({ collection: 'attachments', overrideAccess: false, user: null as never }),
    /not allowed/,
  )
  // A truncated PDF is refused before anything is stored.
  const truncated = await bookWithFiles(a.token, slots[0]!, [
    { data: truncatedPdf, filename: 'cut.pdf', contentType: 'application/pdf' },
  ])
  assert.equal(truncated.status, 415)
})

test('a DICOM file is accepted', async () => {
  const res = await bookWithFiles(b.token, slots.shift()!, [
    { data: dicom, filename: 'scan.dcm', contentType: 'application/dicom' },
  ])
  assert.equal(res.status, 201, JSON.stringify(res.body))
  assert.equal(res.body.content.attachments[0].mimeType, 'application/dicom')
})

test('spoofed types are 415 and too-large files 413, and nothing is stored', async () => {
  const [appointments, attachments] = [await count('appointments'), await count('attachments')]
  const slot = slots[0]!
  const okPdf = { data: pdf, filename: 'ok.pdf', contentType: 'application/pdf' }
  const spoofed = await bookWithFiles(a.token, slot, [
    okPdf,
    { data: exe, filename: 'report.pdf', contentType: 'application/pdf' },
  ])
  assert.equal(spoofed.status, 415)
  assert.equal(spoofed.body.message, 'UNSUPPORTED_FILE_TYPE')
  assert.equal(spoofed.body.errors[0].field, 'files[1]')
  const htmlAsPng = await bookWithFiles(a.token, slot, [
    { data: html, filename: 'photo.png', contentType: 'image/png' },
  ])
  assert.equal(htmlAsPng.status, 415)
  const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)])
  const tooLarge = await bookWithFiles(a.token, slot, [
    { data: big, filename: 'big.pdf', contentType: 'application/pdf' },
  ])
  assert.equal(tooLarge.status, 413)
  assert.equal(tooLarge.body.message, 'FILE_TOO_LARGE')
  const noConsent = await bookWithFiles(a.token, slot, [okPdf], { consent: false })
  assert.equal(noConsent.status, 400)
  assert.equal(noConsent.body.message, 'CONSENT_REQUIRED')
  assert.equal(await count('appointments'), appointments)
  assert.equal(await count('attachments'), attachments)
})
