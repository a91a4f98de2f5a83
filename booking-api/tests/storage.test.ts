/**
 * Object storage (S3_* settings; cms/src/storage.ts): media and patients' files go to an
 * S3-compatible bucket through Payload's own adapter, with nothing on the process's disk, so any
 * number of API processes can serve them. A real S3-protocol server (s3rver) stands in for the
 * store. The owner downloads their file through the API's access check, another patient is
 * refused, no answer ever names the bucket, a deleted record deletes its object, and the sweep of
 * files whose booking never committed works on the bucket too.
 */
import { mkdtempSync, readdirSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import request from 'supertest'

import { pdf } from './fixtures/files'
import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'
import { freePort } from './ports'

const BUCKET = 'medtour-private-7f3a'

let t: TestApi
let server: S3rver
let dir: string
let endpoint: string
let client: S3Client
let nextSlot: () => string

const objects = async (prefix: string) => {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/` }))
  return (page.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort()
}

const book = async (token: string) => {
  const res = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(token))
    .field('doctorId', String(t.fixtures.doctorId))
    .field('appointmentDate', nextSlot())
    .field('lang', 'en')
    .field('consent', 'true')
    .attach('files', pdf, { filename: 'blood-test.pdf', contentType: 'application/pdf' })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { body: res.body, text: res.text }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 's3rver-'))
  const port = await freePort()
  server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  })
  await server.run()
  endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  t = await startApi({ worker: false })
  ;({ nextSlot } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
  client?.destroy()
  await server?.close()
  for (const key of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ])
    delete process.env[key]
  rmSync(dir, { recursive: true, force: true })
})

describe('patients’ files in object storage', () => {
  test('a booking’s file goes to the bucket, none to the disk; the owner downloads it, another patient cannot', async () => {
    const owner = await t.directPatient()
    const { body, text } = await book(owner.token)
    const attachment = body.content.attachments[0] as { id: number }
    const [record] = (
      await t.payload.find({
        collection: 'attachments',
        where: { id: { equals: attachment.id } },
        overrideAccess: true,
      })
    ).docs
    expect(record!.prefix).toBe('attachments')
    expect(await objects('attachments')).toContain(record!.filename)
    const onDisk = existsSync(process.env.ATTACHMENTS_DIR!) ? readdirSync(process.env.ATTACHMENTS_DIR!) : []
    expect(onDisk, 'nothing on the process’s disk').toEqual([])

    const mine = await request(t.app)
      .get(`/api/v1/attachment/${attachment.id}`)
      .set('Authorization', bearer(owner.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => done(null, Buffer.concat(chunks)))
      })
    expect(mine.status).toBe(200)
    expect(Buffer.compare(mine.body as Buffer, pdf)).toBe(0)
    expect(mine.headers['content-length']).toBe(String(pdf.length))
    expect(mine.headers['cache-control']).toBe('private, no-store')

    const stranger = await t.directPatient()
    const refused = await request(t.app)
      .get(`/api/v1/attachment/${attachment.id}`)
      .set('Authorization', bearer(stranger.token))
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('NOT_FOUND')
    expect((await request(t.app).get(`/api/v1/attachment/${attachment.id}`)).status).toBe(401)

    // No answer hands out a bucket address: the booking, the patient's list, the record as read.
    const listed = await request(t.app)
      .get(`/api/v1/appointment/user/${owner.id}`)
      .set('Authorization', bearer(owner.token))
    for (const answer of [text, listed.text, JSON.stringify(record)]) {
      expect(answer).not.toContain(endpoint)
      expect(answer).not.toContain(BUCKET)
      expect(answer).not.toMatch(/X-Amz-Signature/i)
    }
  })

  test('deleting a record deletes its object', async () => {
    const owner = await t.directPatient()
    const { body } = await book(owner.token)
    const id = body.content.attachments[0].id as number
    const record = await t.payload.findByID({ collection: 'attachments', id, overrideAccess: true })
    expect(await objects('attachments')).toContain(record.filename)
    await t.payload.delete({ collection: 'attachments', id, overrideAccess: true })
    expect(await objects('attachments')).not.toContain(record.filename)
  })

  test('the sweep removes objects no record names, and keeps the others', async () => {
    const owner = await t.directPatient()
    const { body } = await book(owner.token)
    const kept = await t.payload.findByID({
      collection: 'attachments',
      id: body.content.attachments[0].id,
      overrideAccess: true,
    })
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'attachments/never-committed.pdf',
        Body: pdf,
        ContentType: 'application/pdf',
      }),
    )
    const { sweepOrphanFiles } = await import('../src/lib/orphanFiles')
    // The grace age holds a young object back (it may belong to a booking in flight).
    expect(await sweepOrphanFiles(t.payload, 60_000)).toEqual([])
    expect(await sweepOrphanFiles(t.payload, 0)).toEqual(['never-committed.pdf'])
    const left = await objects('attachments')
    expect(left).not.toContain('never-committed.pdf')
    expect(left).toContain(kept.filename)
  })

  test('media go to the bucket under their own prefix', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const media = await t.payload.create({
      collection: 'media',
      data: { alt: 'A test image' },
      file: { data: png, mimetype: 'image/png', name: 'dot.png', size: png.length },
      overrideAccess: true,
    })
    expect(await objects('media')).toContain(media.filename)
  })
})
