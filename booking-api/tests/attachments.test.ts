/**
 * Medical files through the API: a booking with files stores them privately, only the owner and
 * staff download them, types are read from the bytes (spoofs 415), too large is 413, consent is
 * required, and a refused upload stores nothing.
 */

import request from 'supertest'

import { dicom, exe, html, pdf, png, truncatedPdf } from './fixtures/files'
import { bearer, startApi, type TestApi } from './helpers'

let t: TestApi
let a: { id: number; token: string }
let b: { id: number; token: string }
let mod: { id: number; token: string }
let coord: { id: number; token: string }
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

beforeAll(async () => {
  t = await startApi()
  ;[a, b, mod, coord, admin] = await Promise.all([
    t.directPatient(),
    t.directPatient(),
    t.staff('ROLE_MODERATOR'),
    t.staff('ROLE_COORDINATOR'),
    t.staff('ROLE_ADMIN'),
  ])
  const res = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`).query({ days: 10 })
  slots = res.body.content.slots.map((s: { start: string }) => s.start)
})

afterAll(async () => {
  await t?.stop()
})

test('a booking with two files stores both, privately, and only the owner and staff can download them', async () => {
  const res = await bookWithFiles(a.token, slots.shift()!, [
    { data: pdf, filename: '../../etc/passwd report.pdf', contentType: 'application/pdf' },
    { data: png, filename: 'x-ray.png', contentType: 'image/png' },
  ])
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const files = res.body.content.attachments as { id: number; fileName: string; url: string }[]
  expect(files.length).toBe(2)
  expect(
    files.every((f) => !f.fileName.includes('/') && !f.fileName.includes('..')),
    JSON.stringify(files),
  ).toBeTruthy()

  const own = await request(t.app).get(files[0]!.url).set('Authorization', bearer(a.token)).buffer(true)
  expect(own.status).toBe(200)
  expect(own.headers['content-type']).toBe('application/pdf')
  expect(String(own.headers['content-disposition'])).toMatch(/^attachment; filename="[^"/]+\.pdf"/)
  expect(Buffer.from(own.body)).toStrictEqual(pdf)

  for (const token of [coord.token, admin.token]) {
    const staff = await request(t.app).get(files[1]!.url).set('Authorization', bearer(token))
    expect(staff.status).toBe(200)
  }
  // Marketing (moderators) never gets a patient's file.
  const marketing = await request(t.app).get(files[1]!.url).set('Authorization', bearer(mod.token))
  expect(marketing.status).toBe(404)
  const other = await request(t.app).get(files[0]!.url).set('Authorization', bearer(b.token))
  expect(other.status).toBe(404)
  const anon = await request(t.app).get(files[0]!.url)
  expect(anon.status).toBe(401)
  // Anonymous reads through Payload (its REST serves /api/attachments/file/*) are refused too.
  await expect(
    t.payload.find({ collection: 'attachments', overrideAccess: false, user: null as never }),
  ).rejects.toThrow(/not allowed/)
  // A truncated PDF is refused before anything is stored.
  const truncated = await bookWithFiles(a.token, slots[0]!, [
    { data: truncatedPdf, filename: 'cut.pdf', contentType: 'application/pdf' },
  ])
  expect(truncated.status).toBe(415)
})

test('an Arabic file name arrives as the patient wrote it (UTF-8, as browsers send it)', async () => {
  const res = await bookWithFiles(a.token, slots.shift()!, [
    { data: pdf, filename: 'تقرير الدم.pdf', contentType: 'application/pdf' },
  ])
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const id = res.body.content.attachments[0].id as number
  const stored = await t.payload.findByID({ collection: 'attachments', id, overrideAccess: true })
  expect(stored.originalName).toBe('تقرير الدم.pdf')
  const download = await request(t.app).get(res.body.content.attachments[0].url).set('Authorization', bearer(a.token))
  expect(download.status).toBe(200)
  expect(String(download.headers['content-disposition'])).toContain(
    `filename*=UTF-8''${encodeURIComponent('تقرير الدم.pdf')}`,
  )
})

test('names stored garbled before the fix are put right by the migration’s repair, or renamed when bytes were lost', async () => {
  const misread = (name: string) => String.fromCharCode(...new TextEncoder().encode(name))
  const names = [misread('تقرير الدم.pdf'), misread('تحليل-دم.pdf').replace(/[\u0080-\u009f]/g, ''), 'résumé.pdf']
  const res = await bookWithFiles(a.token, slots.shift()!, [
    { data: pdf, filename: 'one.pdf', contentType: 'application/pdf' },
    { data: pdf, filename: 'two.pdf', contentType: 'application/pdf' },
    { data: pdf, filename: 'three.pdf', contentType: 'application/pdf' },
  ])
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const ids = (res.body.content.attachments as { id: number }[]).map((x) => x.id)
  // As the old parser stored them.
  for (const [i, id] of ids.entries())
    await t.payload.db.updateOne({ collection: 'attachments', id, data: { originalName: names[i] } })
  const { repairAttachmentNames } = await import('@medtour/cms/migrations/repairFileNames')
  await repairAttachmentNames(t.payload, {})
  const after = await Promise.all(
    ids.map((id) => t.payload.findByID({ collection: 'attachments', id, overrideAccess: true })),
  )
  expect(after.map((x) => x.originalName)).toEqual(['تقرير الدم.pdf', `attachment-${ids[1]}.pdf`, 'résumé.pdf'])
  // The patient's appointment shows the repaired names.
  const shown = await request(t.app)
    .get(`/api/v1/appointment/${res.body.content.id}`)
    .set('Authorization', bearer(a.token))
  const shownNames = (shown.body.content.attachments as { fileName: string }[]).map((x) => x.fileName)
  expect(shownNames.sort()).toEqual(after.map((x) => x.originalName).sort())
})

test('a DICOM file is accepted', async () => {
  const res = await bookWithFiles(b.token, slots.shift()!, [
    { data: dicom, filename: 'scan.dcm', contentType: 'application/dicom' },
  ])
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  expect(res.body.content.attachments[0].mimeType).toBe('application/dicom')
})

test('spoofed types are 415 and too-large files 413, and nothing is stored', async () => {
  const [appointments, attachments] = [await count('appointments'), await count('attachments')]
  const slot = slots[0]!
  const okPdf = { data: pdf, filename: 'ok.pdf', contentType: 'application/pdf' }
  const spoofed = await bookWithFiles(a.token, slot, [
    okPdf,
    { data: exe, filename: 'report.pdf', contentType: 'application/pdf' },
  ])
  expect(spoofed.status).toBe(415)
  expect(spoofed.body.message).toBe('UNSUPPORTED_FILE_TYPE')
  expect(spoofed.body.errors[0].field).toBe('files[1]')
  const htmlAsPng = await bookWithFiles(a.token, slot, [
    { data: html, filename: 'photo.png', contentType: 'image/png' },
  ])
  expect(htmlAsPng.status).toBe(415)
  const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)])
  const tooLarge = await bookWithFiles(a.token, slot, [
    { data: big, filename: 'big.pdf', contentType: 'application/pdf' },
  ])
  expect(tooLarge.status).toBe(413)
  expect(tooLarge.body.message).toBe('FILE_TOO_LARGE')
  const noConsent = await bookWithFiles(a.token, slot, [okPdf], { consent: false })
  expect(noConsent.status).toBe(400)
  expect(noConsent.body.message).toBe('CONSENT_REQUIRED')
  expect(await count('appointments')).toBe(appointments)
  expect(await count('attachments')).toBe(attachments)
})

test('the rules for files in force are public: the limits the upload applies and the accepted types', async () => {
  const { config } = await import('../src/config')
  const res = await request(t.app).get('/api/v1/uploads/rules')
  expect(res.status).toBe(200)
  expect(res.body.content).toMatchObject({
    maxFileBytes: config.uploads.maxFileBytes,
    maxFiles: config.uploads.maxFiles,
  })
  expect(res.body.content.mimeTypes).toEqual(
    expect.arrayContaining(['application/pdf', 'image/heic', 'application/dicom']),
  )
  expect(res.body.content.extensions).toEqual(expect.arrayContaining(['pdf', 'jpg', 'dcm']))
  // The payload collection holds the same types.
  expect(t.payload.collections.attachments.config.upload?.mimeTypes).toEqual(res.body.content.mimeTypes)
})
