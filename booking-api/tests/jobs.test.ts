/**
 * The outbox on a real database and a real MailDev (SQLite and PostgreSQL): a change rolled back
 * queues nothing, a refused booking queues nothing, a message is sent once however often its job
 * runs, a worker held up past its lease sends nothing, and a message that keeps failing is kept
 * as a dead letter. The worker processes: worker.test.ts.
 */
import request from 'supertest'

import { bearer, fixtureSlots, uniqueEmail, type TestApi } from './helpers'
import { mailQueue } from './mailQueue'
import type { SmtpProxy } from './smtpProxy'

const q = mailQueue()
const { mailTo, oneMessage, countOf } = q
let t: TestApi
let proxy: SmtpProxy
let deliver: typeof import('@medtour/cms/jobs/delivery').deliver
let withTransaction: typeof import('@medtour/cms/transaction').withTransaction
let enqueueMail: typeof q.enqueueMail
beforeAll(async () => {
  ;({ t, proxy, enqueueMail } = q)
  ;({ deliver } = await import('@medtour/cms/jobs/delivery'))
  ;({ withTransaction } = await import('@medtour/cms/transaction'))
})

describe('the outbox', () => {
  test('a change that is rolled back leaves no message and no job; a committed one leaves both', async () => {
    const [messages, jobs] = [await countOf('messages'), await countOf('payload-jobs')]
    const to = uniqueEmail('rollback')
    await expect(
      withTransaction(t.payload, async (req) => {
        await enqueueMail(t.payload, req, {
          kind: 'system',
          key: `rollback:${to}`,
          mail: { to, subject: 'x', html: 'x', text: 'x' },
        })
        throw new Error('the change failed after the e-mail was queued')
      }),
    ).rejects.toThrow('the change failed')
    expect(await countOf('messages')).toBe(messages)
    expect(await countOf('payload-jobs')).toBe(jobs)

    await withTransaction(t.payload, (req) =>
      enqueueMail(t.payload, req, {
        kind: 'system',
        key: `commit:${to}`,
        mail: { to, subject: 'x', html: 'x', text: 'x' },
      }),
    )
    expect(await countOf('messages')).toBe(messages + 1)
    expect(await countOf('payload-jobs')).toBe(jobs + 1)
  })

  test('a booking refused after validation (slot taken, bad file) queues nothing; an accepted one queues two', async () => {
    const patient = await t.directPatient()
    const { nextSlot } = await fixtureSlots(t)
    const slot = nextSlot()
    const book = () =>
      request(t.app)
        .post('/api/v1/appointment')
        .set('Authorization', bearer(patient.token))
        .send({ doctorId: t.fixtures.doctorId, appointmentDate: slot })
    const before = await countOf('messages')
    const jobsBefore = await countOf('payload-jobs')
    expect((await book()).status).toBe(201)
    expect(await countOf('messages')).toBe(before + 2)
    // Both e-mails (the patient's, then staff's notice) go in one job.
    const jobs = await countOf('payload-jobs')
    expect(jobs).toBe(jobsBefore + 1)

    // The same slot again, ten at once: each is refused, inside its transaction or before.
    const again = await Promise.all(Array.from({ length: 10 }, book))
    expect(again.map((r) => r.status)).toEqual(Array(10).fill(409))
    const badFile = await request(t.app)
      .post('/api/v1/appointment')
      .set('Authorization', bearer(patient.token))
      .field('doctorId', String(t.fixtures.doctorId))
      .field('appointmentDate', nextSlot())
      .field('consent', 'true')
      .attach('files', Buffer.from('MZ not a pdf'), { filename: 'scan.pdf', contentType: 'application/pdf' })
    expect(badFile.status).toBe(415)
    expect(await countOf('messages')).toBe(before + 2)
    expect(await countOf('payload-jobs')).toBe(jobs)
  })

  test("a booking's e-mails are stored as what to render, not rendered: the worker renders them as it sends", async () => {
    const patient = await t.directPatient()
    const { nextSlot } = await fixtureSlots(t)
    const res = await request(t.app)
      .post('/api/v1/appointment')
      .set('Authorization', bearer(patient.token))
      .send({ doctorId: t.fixtures.doctorId, appointmentDate: nextSlot(), lang: 'ar' })
    expect(res.status).toBe(201)
    const stored = await t.payload.find({
      collection: 'messages',
      where: { appointment: { equals: res.body.content.id } },
      overrideAccess: true,
      showHiddenFields: true,
      sort: 'id',
    })
    expect(stored.docs.map((m) => m.kind)).toStrictEqual(['booking-confirmation', 'staff-booking'])
    for (const { mail } of stored.docs) {
      expect(mail).toMatchObject({ body: { heading: expect.any(String) } })
      expect(mail).not.toHaveProperty('html')
      expect(mail).not.toHaveProperty('text')
    }
    const confirmation = stored.docs[0]!
    await deliver(t.payload, confirmation.id as number)
    const [sent] = await q.waitFor('the confirmation', async () => {
      const mails = await mailTo(new Set([patient.email.toLowerCase()]))
      return mails.length ? mails : null
    })
    expect(sent!.html).toMatch(/dir="rtl"/)
    expect(sent!.text).toContain((confirmation.mail as { body: { heading: string } }).body.heading)
  })

  test('a message is sent once however often it is delivered (a job taken twice)', async () => {
    const to = uniqueEmail('once')
    const message = await enqueueMail(t.payload, undefined, {
      kind: 'system',
      key: `once:${to}`,
      mail: { to, subject: 'Only once', html: '<p>once</p>', text: 'once' },
    })
    await deliver(t.payload, message.id as number)
    const second = await deliver(t.payload, message.id as number)
    expect(second.output.skipped).toBe('already sent')
    await new Promise((r) => setTimeout(r, 300))
    const mails = await mailTo(new Set([to.toLowerCase()]))
    expect(mails.length).toBe(1)
    const stored = await t.payload.findByID({ collection: 'messages', id: message.id, overrideAccess: true })
    expect(stored.state).toBe('sent')
    expect(stored.attempts).toBe(1)
    expect(mails[0]!.messageId && stored.messageId?.includes(mails[0]!.messageId)).toBeTruthy()
  })
  test('a worker held up past its lease does not send (another may have taken the job); the retry sends it once', async () => {
    const { holdJob, letGoJob } = await import('@medtour/cms/jobs/leases')
    const { to, message, job } = await oneMessage('late', 'Sent by one worker')
    // Taken 2 s ago on a lease of 1.5 s, never renewed: its time ran out.
    holdJob(job.id, Date.now() - 2_000, 1_500, 500)
    try {
      await t.payload.jobs.runByID({ id: job.id, silent: true })
    } finally {
      letGoJob(job.id)
    }
    await new Promise((r) => setTimeout(r, 300))
    expect(await mailTo(new Set([to.toLowerCase()]))).toHaveLength(0)
    let stored = await t.payload.findByID({ collection: 'messages', id: message.id, overrideAccess: true })
    expect(stored.state).toBe('queued')
    expect(stored.attempts ?? 0).toBe(0)
    const retried = await t.payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    expect(retried.completedAt ?? null).toBeNull()
    expect(retried.hasError).not.toBe(true)
    expect(JSON.stringify(retried.log)).toMatch(/lease on job/)

    await t.payload.jobs.runByID({ id: job.id, silent: true })
    await new Promise((r) => setTimeout(r, 300))
    expect(await mailTo(new Set([to.toLowerCase()]))).toHaveLength(1)
    stored = await t.payload.findByID({ collection: 'messages', id: message.id, overrideAccess: true })
    expect([stored.state, stored.attempts]).toEqual(['sent', 1])
  })

  test("a job's messages go one after the other: one that fails does not hold back the other, which is not sent twice", async () => {
    const { enqueueMails } = await import('@medtour/cms/jobs/outbox')
    const task = t.payload.config.jobs.tasks!.find((x) => x.slug === 'send-message')!
    const retries = task.retries
    task.retries = { attempts: 1, backoff: { type: 'fixed', delay: 0 } }
    try {
      const [patient, staff] = [uniqueEmail('pair-patient'), uniqueEmail('pair-staff')]
      const [first, second] = await enqueueMails(t.payload, undefined, [
        { kind: 'system', key: `pair:${patient}`, mail: { to: patient, subject: 'First', html: 'a', text: 'a' } },
        { kind: 'staff-contact', key: `pair:${staff}`, mail: { to: staff, subject: 'Second', html: 'b', text: 'b' } },
      ])
      const { docs } = await t.payload.find({
        collection: 'payload-jobs',
        where: { 'input.message': { equals: first } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]!.input).toMatchObject({ message: first, lane: patient.toLowerCase(), then: [second] })
      // The first message cannot be sent (its content is gone): the second still goes.
      await t.payload.db.updateOne({ collection: 'messages', id: first!, data: { mail: null }, returning: false })
      await t.payload.jobs.runByID({ id: docs[0]!.id, silent: true })
      await t.payload.jobs.runByID({ id: docs[0]!.id, silent: true })
      await new Promise((r) => setTimeout(r, 300))
      expect(await mailTo(new Set([patient.toLowerCase()]))).toHaveLength(0)
      expect(await mailTo(new Set([staff.toLowerCase()]))).toHaveLength(1)
      const stored = await t.payload.find({
        collection: 'messages',
        where: { id: { in: [first, second] } },
        overrideAccess: true,
        sort: 'id',
      })
      // After its last try only the unsent one is a dead letter; the sent one went once.
      expect(stored.docs.map((m) => [m.state, m.attempts ?? 0])).toEqual([
        ['failed', 0],
        ['sent', 1],
      ])
      const dead = await t.payload.findByID({ collection: 'payload-jobs', id: docs[0]!.id, overrideAccess: true })
      expect(dead.hasError).toBe(true)
    } finally {
      task.retries = retries
    }
  })

  test('a message that keeps failing is kept as failed (a dead letter), logged, with its last error', async () => {
    const { setMailTransport } = await import('@medtour/cms/jobs/delivery')
    const { createTransport, smtpSettings } = await import('@medtour/cms/jobs/transport')
    const task = t.payload.config.jobs.tasks!.find((x) => x.slug === 'send-message')!
    const retries = task.retries
    // Two tries without waiting between them, to a port where no server listens.
    task.retries = { attempts: 1, backoff: { type: 'fixed', delay: 0 } }
    setMailTransport(createTransport({ ...smtpSettings(), port: proxy.port === 1 ? 2 : 1 }))
    try {
      const { message, job } = await oneMessage('dead', 'Never arrives')
      await t.payload.jobs.runByID({ id: job.id, silent: true })
      let stored = await t.payload.findByID({ collection: 'messages', id: message.id, overrideAccess: true })
      expect(stored.state).toBe('queued')
      expect(stored.lastError).toMatch(/ECONNREFUSED/)
      await t.payload.jobs.runByID({ id: job.id, silent: true })
      stored = await t.payload.findByID({ collection: 'messages', id: message.id, overrideAccess: true })
      expect(stored.state).toBe('failed')
      expect(stored.attempts).toBe(2)
      const dead = await t.payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
      expect(dead.hasError).toBe(true)
    } finally {
      task.retries = retries
      setMailTransport(null)
    }
  })
})
