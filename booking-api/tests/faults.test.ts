/**
 * Faults: bookings under concurrency, a database restart and a killed process.
 * - 1,000 distinct bookings at once are all stored; 200 bookings of one slot store exactly one.
 * - PostgreSQL restarted mid-traffic (a private cluster; TEST_DB=postgres only): 503 in the
 *   spec's shape meanwhile, never a 500 or a hang, the process lives on and bookings succeed
 *   again by themselves.
 * - The API killed with SIGKILL while bookings with large files upload and are being stored:
 *   after a restart no appointment lacks a file and no file lacks a record.
 * - Several API processes (API_PROCESSES): one killed is replaced while the others serve.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import http, { type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { book, filesOf, killMidBooking, multipart, slotAt } from './faults/bookings'
import { checkInvariants } from './faults/invariants'
import { privatePostgres, seed, startApiProcess } from './faults/processes'
import { bearer, startApi, type TestApi } from './helpers'

// Booking e-mails are not under test here: a closed port makes them fail fast after the commit.
process.env.MAILDEV_API = 'http://127.0.0.1:9'
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = '9'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let t: TestApi
let server: Server
let base: string
let patients: { id: number; token: string }[]

beforeAll(async () => {
  t = await startApi()
  server = t.app.listen(0, '127.0.0.1', 2048)
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v1`
  // Twenty patients: each account costs two password hashes on this small machine.
  patients = await Promise.all(Array.from({ length: 20 }, () => t.directPatient()))
})

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  await t?.stop()
})

describe(`concurrent bookings (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
  test('1,000 distinct bookings at once: 1,000 × 201 and 1,000 stored', async () => {
    // 16 slots a day from two days ahead: 63 days of the fixture doctor's calendar.
    const requests = Array.from({ length: 1000 }, (_, i) => ({
      patient: patients[i % patients.length]!,
      slot: slotAt(2 + Math.floor(i / 16), i % 16),
    }))
    const results = await Promise.all(
      requests.map(({ patient, slot }) =>
        book(base, patient.token, { doctorId: t.fixtures.doctorId, appointmentDate: slot, lang: 'en' }),
      ),
    )
    const statuses = new Map<number, number>()
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    expect([...statuses]).toStrictEqual([[201, 1000]])
    expect(new Set(results.map((r) => r.body.content.id)).size).toBe(1000)
    const stored = await t.payload.count({
      collection: 'appointments',
      where: { doctor: { equals: t.fixtures.doctorId }, status: { equals: 'PENDING' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1000)
    // What is checked is that all of them land, not how fast (that is bench/api's): on two cores,
    // with the other database's suite beside it, 1,000 bookings (each with its audit entry and the
    // desk's copies of the patient) take about two minutes.
  }, 360_000)

  test('200 bookings of one slot at once by 20 patients: one stored, 199 × 409 SLOT_TAKEN', async () => {
    const slot = slotAt(100, 5)
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(base, patients[i % patients.length]!.token, {
          doctorId: t.fixtures.doctorId,
          appointmentDate: slot,
          lang: 'ar',
        }),
      ),
    )
    const won = results.filter((r) => r.status === 201)
    const lost = results.filter((r) => r.status === 409)
    expect(won.length, `statuses: ${[...new Set(results.map((r) => r.status))].join(', ')}`).toBe(1)
    expect(lost.length).toBe(199)
    for (const r of lost) {
      expect(r.body.message).toBe('SLOT_TAKEN')
      expect(r.body.errors).toStrictEqual([
        { field: 'appointmentDate', defaultMessage: 'This time has just been booked. Choose another one.' },
      ])
    }
    const stored = await t.payload.find({
      collection: 'appointments',
      where: { appointmentDate: { equals: slot } },
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]!.id).toBe(won[0]!.body.content.id)
  })
})

describe('faults', () => {
  // Needs PostgreSQL: runs with TEST_DB=postgres (npm test runs this file on both databases).
  const onPostgres = process.env.TEST_DB === 'postgres' ? test : test.skip
  onPostgres(
    'PostgreSQL restarted mid-traffic: 503 meanwhile, recovery without a restart, nothing half-stored',
    async () => {
      const pg = await privatePostgres()
      const dir = mkdtempSync(path.join(tmpdir(), 'faults-pg-api-'))
      const attachments = path.join(dir, 'attachments')
      const graceSeconds = 3
      try {
        const seeded = seed(pg.url, 4)
        const api = await startApiProcess(pg.url, attachments, { ORPHAN_FILE_GRACE_SECONDS: String(graceSeconds) })
        try {
          const outcomes: { status: number; body: unknown; ms: number; files: number }[] = []
          let day = 0
          let phase: 'before' | 'down' | 'after' = 'before'
          let afterRestart201 = 0
          const deadline = Date.now() + 60_000
          // Four patients book back to back, each with files, until bookings succeed again.
          const worker = async (w: number) => {
            while (Date.now() < deadline && afterRestart201 < 8) {
              const files = 1 + ((day + w) % 3)
              const slot = slotAt(2 + Math.floor(day / 16), day % 16)
              day++
              const started = Date.now()
              const res = await fetch(`${api.url}/appointment`, {
                method: 'POST',
                headers: { Authorization: bearer(seeded.patients[w]!.token) },
                body: multipart(
                  { doctorId: String(seeded.doctorId), appointmentDate: slot, lang: 'en', consent: 'true' },
                  filesOf(files, 64 * 1024),
                  `faults:${files}`,
                ),
                signal: AbortSignal.timeout(20_000),
              }).catch((err: Error) => err)
              if (res instanceof Error) {
                // No answer at all (a hang cut by the timeout, or a dead process): status 0.
                outcomes.push({ status: 0, body: `${res.message} ${api.stderr()}`, ms: Date.now() - started, files })
                continue
              }
              const body = await res.json()
              outcomes.push({ status: res.status, body, ms: Date.now() - started, files })
              if (phase === 'after' && res.status === 201) afterRestart201++
              if (res.status !== 201) await sleep(100)
            }
          }
          const traffic = Promise.all([0, 1, 2, 3].map(worker))
          await sleep(1500)
          phase = 'down'
          pg.stop()
          await sleep(3000)
          pg.start()
          phase = 'after'
          await traffic

          expect(api.child.exitCode, `the API died: ${api.stderr()}`).toBe(null)
          const byStatus = new Map<number, number>()
          for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1)
          expect(
            [...byStatus.keys()].filter((s) => s !== 201 && s !== 503),
            `statuses: ${JSON.stringify([...byStatus])}; ${JSON.stringify(outcomes.find((o) => o.status !== 201 && o.status !== 503))}`,
          ).toStrictEqual([])
          const unavailable = outcomes.filter((o) => o.status === 503)
          expect(unavailable.length > 0, 'no request saw the outage').toBeTruthy()
          for (const o of unavailable) expect(o.body).toStrictEqual({ message: 'SERVICE_UNAVAILABLE' })
          expect(Math.max(...outcomes.map((o) => o.ms)) < 20_000).toBeTruthy()
          expect(afterRestart201 >= 8, `only ${afterRestart201} bookings succeeded after the restart`).toBeTruthy()

          // Files of a booking whose COMMIT failed are judged by the next sweep (every grace period).
          await sleep(2 * graceSeconds * 1000 + 500)
          const stored = await checkInvariants(pg.url, attachments)
          for (const o of outcomes.filter((x) => x.status === 201)) {
            const id = (o.body as { content: { id: number } }).content.id
            expect(stored.appointments.get(id), `booking ${id} answered 201 but is not stored whole`).toBe(o.files)
          }
        } finally {
          await api.kill()
        }
      } finally {
        pg.destroy()
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )

  test('the API killed with SIGKILL mid-upload and mid-store: no orphan file, no half booking', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faults-kill-'))
    const databaseUri = `file:${path.join(dir, 'api.db')}`
    const attachments = path.join(dir, 'attachments')
    const env = { ORPHAN_FILE_GRACE_SECONDS: '5' }
    try {
      const seeded = seed(databaseUri, 3)
      const booked = new Map<number, number>()
      let slot = 0
      // Each life: one booking still uploading and two whose bodies are complete; the process is
      // killed a little later each time, so the kill lands in parsing, file writes or the commit.
      for (const [life, delayMs] of [20, 120].entries()) {
        const api = await startApiProcess(databaseUri, attachments, env)
        const outcomes = await killMidBooking(api, seeded, {
          slots: [0, 1, 2].map(() => slotAt(2 + Math.floor(slot / 16), slot++ % 16)),
          fileBytes: 8 * 1024 * 1024,
          files: 3,
          delayMs,
        })
        expect(await api.exited, `life ${life}: the API was not killed`).toBe('SIGKILL')
        for (const o of outcomes) if (o.status === 201) booked.set(o.id!, 3)
      }
      // The restart sweeps what the kills left (older than the grace age by then).
      await sleep(5000)
      const api = await startApiProcess(databaseUri, attachments, env)
      try {
        const stored = await checkInvariants(databaseUri, attachments)
        for (const [id, files] of booked) expect(stored.appointments.get(id)).toBe(files)
        // And the API still books with files.
        const res = await fetch(`${api.url}/appointment`, {
          method: 'POST',
          headers: { Authorization: bearer(seeded.patients[0]!.token) },
          body: multipart(
            { doctorId: String(seeded.doctorId), appointmentDate: slotAt(40, 0), lang: 'en', consent: 'true' },
            filesOf(2, 1024 * 1024),
            'faults:2',
          ),
        })
        expect(res.status, await res.text()).toBe(201)
        const after = await checkInvariants(databaseUri, attachments)
        expect(after.appointments.size).toBe(stored.appointments.size + 1)
      } finally {
        await api.kill('SIGTERM')
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('API_PROCESSES=2: two processes share the port, one killed is replaced, SIGTERM stops them all', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faults-processes-'))
    const databaseUri = `file:${path.join(dir, 'api.db')}`
    const attachments = path.join(dir, 'attachments')
    const redis = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
    /** The supervisor's API processes, from /proc (not its other children, such as esbuild's service). */
    const childrenOf = (pid: number) =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((name) => {
          try {
            // "pid (comm) state ppid …": the parent is the field after the command's closing parenthesis.
            const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
            const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
            return parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('booking-api/src/index.ts')
          } catch {
            return false
          }
        })
        .map(Number)
        .sort()
    const until = async (what: string, check: () => boolean, ms = 90_000) => {
      const deadline = Date.now() + ms
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await sleep(200)
      }
    }
    try {
      const seeded = seed(databaseUri, 1)
      const token = seeded.patients[0]!.token
      // Without Redis each process would keep throttles of its own: refused at start.
      await expect(startApiProcess(databaseUri, attachments, { API_PROCESSES: '2', REDIS_URL: '' })).rejects.toThrow(
        /API_PROCESSES above 1 needs REDIS_URL/,
      )

      const api = await startApiProcess(databaseUri, attachments, {
        API_PROCESSES: '2',
        REDIS_URL: redis,
        LOG_LEVEL: 'info',
      })
      const supervisor = api.child.pid!
      const allListening = () => api.stdout().split('every process listening').length - 1
      try {
        await until('two processes listening', () => allListening() === 1)
        expect(childrenOf(supervisor)).toHaveLength(2)
        const first = childrenOf(supervisor)
        let slot = 0
        // Each on a new connection: a kept-alive one to the process killed below would be reset.
        const bookNext = () =>
          new Promise<number>((resolve, reject) => {
            const body = JSON.stringify({ doctorId: seeded.doctorId, appointmentDate: slotAt(3, slot++) })
            const req = http.request(
              `${api.url}/appointment`,
              {
                method: 'POST',
                agent: false,
                headers: { Authorization: bearer(token), 'Content-Type': 'application/json' },
              },
              (res) => res.resume().on('end', () => resolve(res.statusCode!)),
            )
            req.setTimeout(20_000, () => req.destroy(new Error('no answer in 20 s')))
            req.on('error', reject)
            req.end(body)
          })
        for (let i = 0; i < 4; i++) expect(await bookNext()).toBe(201)

        process.kill(first[0]!, 'SIGKILL')
        // Once the supervisor has seen it die (a connection handed to it before that is lost, as
        // with any crash), the other process serves while a new one starts.
        await until('the supervisor to see the death', () => api.stdout().includes('died; starting another'))
        expect(await bookNext()).toBe(201)
        await until('a replacement listening', () => allListening() === 2)
        expect(childrenOf(supervisor)).toHaveLength(2)
        expect(childrenOf(supervisor)).toContain(first[1])
        for (let i = 0; i < 4; i++) expect(await bookNext()).toBe(201)
        expect(api.child.exitCode, 'the supervisor lives on').toBeNull()

        const last = childrenOf(supervisor)
        expect(await api.kill('SIGTERM')).toBe('0')
        for (const pid of last) expect(existsSync(`/proc/${pid}`), `process ${pid} stopped`).toBe(false)
      } finally {
        await api.kill('SIGKILL')
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
