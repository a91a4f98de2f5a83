/**
 * The worker processes on a real database and a real MailDev (SQLite and PostgreSQL): workers
 * killed in the middle of a send lose nothing and send nothing twice, an SMTP outage delays the
 * mail without failing a booking, a stop releases the job in hand, a worker never runs one job
 * twice at once, two workers never take one job, and a worker gives way while an API process is
 * busy. The outbox itself: jobs.test.ts.
 */
import { getPriority } from 'node:os'

import request from 'supertest'

import { bearer, fixtureSlots, type TestApi } from './helpers'
import { mailQueue } from './mailQueue'
import type { SmtpProxy } from './smtpProxy'

const q = mailQueue()
const { startWorkerProcess, kill, mailTo, waitFor, enqueueConfirmations, messagesWhere } = q
let t: TestApi
let proxy: SmtpProxy
beforeAll(() => {
  ;({ t, proxy } = q)
})

describe('the worker process', () => {
  test('200 confirmations, the worker killed (SIGKILL) twice in the middle of a send: each arrives exactly once', async () => {
    const addresses = await enqueueConfirmations('kill', 200, 40)
    const delivered = () => mailTo(addresses)

    for (const after of [40, 110]) {
      const worker = await startWorkerProcess({ WORKER_CONCURRENCY: '1' })
      await waitFor(`${after} mails`, async () => (await delivered()).length >= after)
      await proxy.holdNextMessage()
      await kill(worker, 'SIGKILL')
      proxy.dropHeld()
    }
    const last = await startWorkerProcess()
    const mails = await waitFor('all 200 mails', async () => {
      const all = await delivered()
      return all.length >= 200 && all
    })
    // Nothing more comes (no late duplicate).
    await new Promise((r) => setTimeout(r, 2000))
    const final = await delivered()
    expect(final.length).toBe(200)
    expect(new Set(final.map((m) => m.subject)).size).toBe(200)
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(200)
    const stored = await messagesWhere('kill')
    expect(stored.docs.filter((m) => m.state === 'sent').length).toBe(200)
    // The two messages in hand when the workers died were tried again.
    expect(stored.docs.filter((m) => (m.attempts ?? 0) > 1).length).toBe(2)
    await kill(last, 'SIGTERM')
    expect(last.exitCode).toBe(0)
  }, 240_000)

  test('SMTP down for a while: bookings still succeed, then every mail arrives once, in order per recipient', async () => {
    await proxy.down()
    const worker = await startWorkerProcess()
    const patient = await t.directPatient()
    const { nextSlot } = await fixtureSlots(t)
    const booked = await request(t.app)
      .post('/api/v1/appointment')
      .set('Authorization', bearer(patient.token))
      .send({ doctorId: t.fixtures.doctorId, appointmentDate: nextSlot() })
    expect(booked.status).toBe(201)
    const addresses = await enqueueConfirmations('outage', 30, 3)
    addresses.add(patient.email.toLowerCase())
    await new Promise((r) => setTimeout(r, 3000))
    expect((await mailTo(addresses)).length).toBe(0)
    const waiting = await messagesWhere('outage')
    expect(waiting.docs.every((m) => m.state !== 'sent' && (m.attempts ?? 0) <= 1)).toBeTruthy()

    await proxy.up()
    const mails = await waitFor(
      'the 31 mails after the outage',
      async () => {
        const all = await mailTo(addresses)
        return all.length >= 31 && all
      },
      90_000,
    )
    await new Promise((r) => setTimeout(r, 1000))
    expect((await mailTo(addresses)).length).toBe(31)
    // MailDev lists mails in the order it received them.
    for (const address of addresses) {
      const subjects = mails.filter((m) => m.to.some((r) => r.address.toLowerCase() === address)).map((m) => m.subject)
      expect(subjects, address).toEqual([...subjects].sort())
    }
    await kill(worker, 'SIGTERM')
  }, 180_000)

  test('SIGTERM with a send in hand: the worker releases it after its grace time, and another takes it at once', async () => {
    const addresses = await enqueueConfirmations('graceful', 3, 1)
    // A lease of two minutes: only a released job can be taken again within the test's time.
    const first = await startWorkerProcess({
      WORKER_CONCURRENCY: '1',
      WORKER_LEASE_MS: '120000',
      WORKER_GRACE_MS: '1000',
    })
    await proxy.holdNextMessage()
    const asked = Date.now()
    await kill(first, 'SIGTERM')
    expect(first.exitCode).toBe(0)
    expect(Date.now() - asked).toBeLessThan(15_000)
    proxy.dropHeld()
    const second = await startWorkerProcess({ WORKER_LEASE_MS: '120000' })
    const mails = await waitFor('the 3 mails', async () => {
      const all = await mailTo(addresses)
      return all.length >= 3 && all
    })
    expect(mails.map((m) => m.subject)).toEqual(['graceful #0000', 'graceful #0001', 'graceful #0002'])
    await kill(second, 'SIGTERM')
  }, 120_000)

  test('a worker whose lease ran out while it sends does not take that job again: it is sent once', async () => {
    const addresses = await enqueueConfirmations('own', 1, 1)
    // The send is held before the worker starts; two places, so the worker goes on looking at
    // the queue (every 50 ms) while it waits for the server; a long lease, renewed every 20 s.
    const held = proxy.holdNextMessage()
    const worker = await startWorkerProcess({ WORKER_CONCURRENCY: '2', WORKER_LEASE_MS: '60000' })
    await held
    // Its lease runs out (a late renewal on a starved machine): the job is in no one else's hands.
    const leases = await t.payload.find({ collection: 'job-leases', overrideAccess: true, pagination: false })
    const lease = leases.docs.filter((l) => !String(l.job).startsWith('busy:'))
    expect(lease).toHaveLength(1)
    await t.payload.db.updateOne({
      collection: 'job-leases',
      id: lease[0]!.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    await new Promise((r) => setTimeout(r, 1500))
    expect(await mailTo(addresses), 'sent again while the first send was in hand').toHaveLength(0)
    // The send in hand fails (the server never saw its end); its retry sends it, once.
    proxy.dropHeld()
    await waitFor('the mail', async () => (await mailTo(addresses)).length >= 1, 30_000)
    await new Promise((r) => setTimeout(r, 1500))
    expect(await mailTo(addresses)).toHaveLength(1)
    await kill(worker, 'SIGTERM')
  }, 90_000)

  test('two workers on one database: 150 messages, each job run once, over a few kept connections', async () => {
    const addresses = await enqueueConfirmations('pair', 150, 150)
    const connectionsBefore = proxy.connections
    // Nothing is killed here: leases of the default length, so a worker starved of CPU on a busy
    // machine (nice 10 beside the test suites) keeps its jobs; the test above covers one that does not.
    const lease = { WORKER_LEASE_MS: '60000' }
    const [one, two] = await Promise.all([
      startWorkerProcess(lease),
      startWorkerProcess({ ...lease, WORKER_NICE: '3' }),
    ])
    // Background work gives way to requests: nice 10 unless WORKER_NICE says otherwise.
    expect([getPriority(one.pid!), getPriority(two.pid!)]).toEqual([10, 3])
    await waitFor('150 mails', async () => (await mailTo(addresses)).length >= 150)
    await new Promise((r) => setTimeout(r, 1500))
    const mails = await mailTo(addresses)
    expect(mails.length).toBe(150)
    const stored = await messagesWhere('pair')
    expect(stored.docs.every((m) => m.state === 'sent' && m.attempts === 1)).toBeTruthy()
    // Pooled: each worker's first check of the server, then at most five connections it keeps.
    expect(proxy.connections - connectionsBefore).toBeLessThanOrEqual(2 * (1 + 5))
    await Promise.all([kill(one, 'SIGTERM'), kill(two, 'SIGTERM')])
  }, 180_000)

  test('while an API process is busy the worker sends one job at a time, spaced; then all at full speed', async () => {
    const { busySignal } = await import('@medtour/cms/jobs/busy')
    const addresses = await enqueueConfirmations('busy', 60, 60)
    const holder = `test-api-${Date.now()}`
    const signal = busySignal(t.payload, holder)
    const held = () =>
      t.payload.count({ collection: 'job-leases', where: { job: { equals: `busy:${holder}` } }, overrideAccess: true })
    signal()
    await waitFor('the busy signal', async () => (await held()).totalDocs === 1)
    // The API stays busy (it says so at most once a second) until the test stops it.
    const renew = setInterval(signal, 100)
    try {
      const worker = await startWorkerProcess({ WORKER_BUSY_GAP_MS: '500', WORKER_LEASE_MS: '60000' })
      await new Promise((r) => setTimeout(r, 3000))
      // One job at a time, one start per 500 ms: at most seven in three seconds, but some.
      const whileBusy = (await mailTo(addresses)).length
      expect(whileBusy).toBeGreaterThan(0)
      expect(whileBusy).toBeLessThanOrEqual(8)
      clearInterval(renew)
      // The signal lapses (3 s after its last renewal); the rest goes at full speed.
      await waitFor('60 mails', async () => (await mailTo(addresses)).length >= 60, 30_000)
      expect((await mailTo(addresses)).length).toBe(60)
      await kill(worker, 'SIGTERM')
    } finally {
      clearInterval(renew)
    }
  }, 120_000)

  test('a worker refuses a CPU priority out of range', async () => {
    await expect(startWorkerProcess({ WORKER_NICE: '25' })).rejects.toThrow(/WORKER_NICE must be a whole number, 0–19/)
  }, 60_000)
})
