/**
 * The outbox and its worker on a real database and a real MailDev (SQLite and PostgreSQL):
 * a refused booking queues nothing, a message is sent once however often its job runs, workers
 * killed in the middle of a send lose nothing and send nothing twice, an SMTP outage delays the
 * mail without failing a booking, and two workers never take one job.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { getPriority } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import request from 'supertest'

import { bearer, fixtureSlots, startApi, uniqueEmail, type Mail, type TestApi } from './helpers'
import { SmtpProxy } from './smtpProxy'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms')

// Loaded after startApi has set the environment (they read it when first imported).
let enqueueMail: typeof import('@medtour/cms/jobs/outbox').enqueueMail
let deliver: typeof import('@medtour/cms/jobs/delivery').deliver
let withTransaction: typeof import('@medtour/cms/transaction').withTransaction
let bookingConfirmationMail: typeof import('../src/mail').bookingConfirmationMail
let calendarFile: typeof import('@medtour/cms/booking/ics').calendarFile

let t: TestApi
let proxy: SmtpProxy
let mailDevSmtp: number
const workers = new Set<ChildProcess>()

beforeAll(async () => {
  t = await startApi({ worker: false })
  ;({ enqueueMail } = await import('@medtour/cms/jobs/outbox'))
  ;({ deliver } = await import('@medtour/cms/jobs/delivery'))
  ;({ withTransaction } = await import('@medtour/cms/transaction'))
  ;({ bookingConfirmationMail } = await import('../src/mail'))
  ;({ calendarFile } = await import('@medtour/cms/booking/ics'))
  mailDevSmtp = Number(process.env.SMTP_PORT)
  proxy = new SmtpProxy(mailDevSmtp)
  await proxy.up()
}, 120_000)

afterEach(async () => {
  await Promise.all([...workers].map((w) => kill(w, 'SIGTERM')))
})

afterAll(async () => {
  await proxy.down()
  await t?.stop()
})

/** A worker process on the test database, sending through the proxy. */
const startWorkerProcess = async (env: Record<string, string> = {}) => {
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--no-deprecation', '--import', 'tsx', 'scripts/worker.ts'],
    {
      cwd: cmsDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NODE_OPTIONS: '',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(proxy.port),
        WORKER_IDLE_MS: '50',
        WORKER_LEASE_MS: '1500',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  workers.add(child)
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  child.on('exit', () => workers.delete(child))
  const deadline = Date.now() + 60_000
  while (!output.includes('worker started')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`worker did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return child
}

const kill = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill(signal)
  })

const allMail = async () => (await (await fetch(`${t.mailApi}/email`)).json()) as (Mail & { messageId?: string })[]
const mailTo = async (addresses: Set<string>) =>
  (await allMail()).filter((m) => m.to?.some((r) => addresses.has(r.address.toLowerCase())))

const waitFor = async <T>(what: string, probe: () => Promise<T | null | false>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** `count` booking confirmations to `recipients` addresses (round robin), numbered in order. */
const enqueueConfirmations = async (label: string, count: number, recipients: number) => {
  const addresses = Array.from({ length: recipients }, () => uniqueEmail(label).toLowerCase())
  for (let i = 0; i < count; i++) {
    const to = addresses[i % recipients]!
    await enqueueMail(t.payload, undefined, {
      kind: 'booking-confirmation',
      key: `${label}:${to}:${i}`,
      mail: {
        ...bookingConfirmationMail({
          to,
          lang: i % 2 ? 'ar' : 'en',
          appointmentId: 1000 + i,
          doctorName: 'Dr. Test',
          appointmentDate: new Date('2026-12-01T07:30:00Z'),
          calendar: calendarFile({
            id: 1000 + i,
            appointmentDate: new Date('2026-12-01T07:30:00Z'),
            durationMinutes: 30,
            doctorName: 'Dr. Test',
            lang: 'en',
          }),
        }),
        subject: `${label} #${String(i).padStart(4, '0')}`,
      },
    })
  }
  return new Set(addresses)
}

const messagesWhere = (key: string) =>
  t.payload.find({
    collection: 'messages',
    where: { key: { like: `${key}:` } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })

/** One system e-mail to a new address, queued; with the job that delivers it. */
const oneMessage = async (label: string, subject: string) => {
  const to = uniqueEmail(label)
  const message = await enqueueMail(t.payload, undefined, {
    kind: 'system',
    key: `${label}:${to}`,
    mail: { to, subject, html: `<p>${subject}</p>`, text: subject },
  })
  const { docs } = await t.payload.find({
    collection: 'payload-jobs',
    where: { 'input.message': { equals: message.id } },
    overrideAccess: true,
  })
  return { to, message, job: docs[0]! }
}

const countOf = async (collection: 'messages' | 'payload-jobs') =>
  (await t.payload.count({ collection, overrideAccess: true })).totalDocs

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
    expect((await book()).status).toBe(201)
    expect(await countOf('messages')).toBe(before + 2)
    const jobs = await countOf('payload-jobs')

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

  test('a worker refuses a CPU priority out of range', async () => {
    await expect(startWorkerProcess({ WORKER_NICE: '25' })).rejects.toThrow(/WORKER_NICE must be a whole number, 0–19/)
  }, 60_000)
})
