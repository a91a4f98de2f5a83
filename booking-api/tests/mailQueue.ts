/**
 * The outbox's test bench (jobs.test.ts, worker.test.ts): the API on the test database with no
 * worker of its own, MailDev behind an SMTP proxy the tests can cut, worker processes, and helpers
 * to queue e-mails and read what arrived. `mailQueue()` registers its hooks in the calling file;
 * its fields are set once its `beforeAll` has run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startApi, uniqueEmail, type Mail, type TestApi } from './helpers'
import { SmtpProxy } from './smtpProxy'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms')

export const mailQueue = () => {
  // Loaded after startApi has set the environment (they read it when first imported).
  let enqueueMail: typeof import('@medtour/cms/jobs/outbox').enqueueMail
  let bookingConfirmationMail: typeof import('../src/mail').bookingConfirmationMail
  let calendarFile: typeof import('@medtour/cms/booking/ics').calendarFile
  let t: TestApi
  let proxy: SmtpProxy
  const workers = new Set<ChildProcess>()

  beforeAll(async () => {
    t = await startApi({ worker: false })
    ;({ enqueueMail } = await import('@medtour/cms/jobs/outbox'))
    ;({ bookingConfirmationMail } = await import('../src/mail'))
    ;({ calendarFile } = await import('@medtour/cms/booking/ics'))
    proxy = new SmtpProxy(Number(process.env.SMTP_PORT))
    await proxy.up()
  }, 120_000)

  afterEach(async () => {
    await Promise.all([...workers].map((w) => kill(w, 'SIGTERM')))
  })

  afterAll(async () => {
    await proxy?.down()
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

  return {
    get t() {
      return t
    },
    get proxy() {
      return proxy
    },
    get enqueueMail() {
      return enqueueMail
    },
    startWorkerProcess,
    kill,
    mailTo,
    waitFor,
    enqueueConfirmations,
    messagesWhere,
    oneMessage,
    countOf,
  }
}
