/**
 * The worker: takes jobs from Payload's jobs queue (`payload-jobs`) and runs each with Payload's
 * own runner (`payload.jobs.runByID`: its retries, backoff and logs). What it adds, and why
 * (docs/jobs.md):
 *  - a lease per job (`job-leases`, unique per job): Payload 3's runner takes jobs with a find
 *    and then an update, so two workers can take the same job (fixed only in Payload 4). The
 *    unique row makes the database pick one taker on SQLite and PostgreSQL alike;
 *  - a lease expires unless its worker renews it, so the job of a worker that died (SIGKILL,
 *    power) is taken again once its lease runs out, instead of staying "processing" for ever;
 *  - one lane per patient: a patient's messages are sent in the order they were created, also
 *    after retries and outages (the earliest unfinished one goes first);
 *  - a pause while the SMTP server is away: nothing is taken until it answers again, so an
 *    outage costs the messages no tries;
 *  - a graceful stop: the job in hand is finished, or released after the grace time.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload, Where } from 'payload'

import { SEND_REMINDER_TASK } from '../booking/reminders'
import { SCHEDULE_PUBLISH_TASK } from '../content/publishing'
import { env } from '../env'
import { mailTransport, setMailTransport, smtpHealth } from './delivery'
import { BUSY_PREFIX } from './busy'
import { gaveUpJob, holdJob, letGoJob, renewedJob } from './leases'
import { smtpProblems, smtpSettings } from './transport'
import * as clock from '../shared/clock'

export type WorkerOptions = {
  /** Jobs run at once (each in its own lane). */
  concurrency?: number
  /** Wait between looks when there is nothing to do. */
  idleMs?: number
  /** How long a taken job stays this worker's without a renewal. */
  leaseMs?: number
  /** Jobs looked at per claim (the oldest unfinished ones). */
  batch?: number
  /** Longest wait between two tries to reach an SMTP server that is away. */
  maxProbeMs?: number
  /** While an API process is busy (./busy.ts): one job at a time, at most one per this wait. */
  busyGapMs?: number
}

export type Worker = { id: string; stop: (graceMs?: number) => Promise<void>; stopped: Promise<void> }

type Claim = { job: number | string }

type JobRow = {
  id: number | string
  input?: { lane?: string } | null
  waitUntil?: string | null
  completedAt?: string | null
  hasError?: boolean | null
}

const pause = (signal: AbortSignal, ms: number) => sleep(ms, undefined, { signal }).catch(() => undefined)

export const startWorker = (payload: Payload, options: WorkerOptions = {}): Worker => {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const concurrency = options.concurrency ?? env.worker.concurrency
  const idleMs = options.idleMs ?? env.worker.idleMs
  const leaseMs = options.leaseMs ?? env.worker.leaseMs
  const batch = options.batch ?? 100
  const maxProbeMs = options.maxProbeMs ?? 30_000
  const busyGapMs = options.busyGapMs ?? env.worker.busyGapMs
  // A held lease is renewed every third of its time; a send needs at least that much of it left.
  const renewEvery = Math.max(50, Math.floor(leaseMs / 3))
  const log = payload.logger

  const problems = smtpProblems(smtpSettings())
  const hostMissing = !smtpSettings().host
  if (problems.some((p) => !p.startsWith('SMTP_HOST'))) throw new Error(`E-mail settings: ${problems.join(' ')}`)
  if (hostMissing) log.warn({ msg: problems[0] })
  // The server is asked first: nothing is taken before it answers.
  else smtpHealth.markDown()

  const abort = new AbortController()
  const held = new Set<Claim>()
  /** The jobs of `held`, by id. */
  const inHand = new Set<string>()

  // Leases are written straight through the adapter: the collection has no hooks, no one else
  // writes it, and Payload's operations would read each row back and clear its document locks.
  // A lease is found by its job and its worker (the job is unique): nothing is read back.
  const mine = (job: number | string): Where => ({
    and: [{ job: { equals: String(job) } }, { worker: { equals: id } }],
  })
  const release = (job: number | string) =>
    payload.db.deleteMany({ collection: 'job-leases', where: mine(job) }).catch(() => undefined)

  /** Until when an API process said it is busy (./busy.ts), as last seen. */
  let busyUntil = 0
  const busy = () => Date.now() < busyUntil

  /**
   * Up to `most` of the oldest jobs this worker may run now, each leased to it: one look at the
   * queue and its leases serves all the free places. The same look sees whether an API process
   * is busy: then only one job runs at a time (`running`: how many run now).
   */
  const claim = async (most: number, running: number): Promise<Claim[]> => {
    const now = clock.now()
    // Through the adapter: both reads are the worker's own, and Payload's find would run the
    // collections' read hooks and field traversal on up to a hundred rows at every claim.
    const { docs: jobs } = (await payload.db.find({
      collection: 'payload-jobs',
      // Reminders and scheduled publications due later wait in the table without holding a place
      // in the batch. (A message waiting for its retry keeps its place: it holds its patient's lane.)
      where: {
        and: [
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          {
            or: [
              { taskSlug: { not_in: [SEND_REMINDER_TASK, SCHEDULE_PUBLISH_TASK] } },
              { waitUntil: { exists: false } },
              { waitUntil: { less_than_equal: now.toISOString() } },
            ],
          },
        ],
      },
      // Creation order; the id breaks ties within one millisecond.
      sort: ['createdAt', 'id'],
      limit: batch,
      pagination: false,
      // Not the jobs' logs: only what the choice needs.
      select: { input: true, waitUntil: true },
    })) as unknown as { docs: JobRow[] }
    if (!jobs.length) return []
    const { docs: leases } = (await payload.db.find({
      collection: 'job-leases',
      where: {
        or: [
          { job: { in: jobs.map((j) => String(j.id)) } },
          { and: [{ job: { like: BUSY_PREFIX } }, { expiresAt: { greater_than: now.toISOString() } }] },
        ],
      },
      limit: jobs.length + 100,
      pagination: false,
      select: { job: true, worker: true, expiresAt: true },
    })) as unknown as { docs: { id: number | string; job: string; worker: string; expiresAt: string }[] }
    const leaseOf = new Map(leases.map((l) => [l.job, l]))
    busyUntil = leases.reduce(
      (until, l) => (l.job.startsWith(BUSY_PREFIX) ? Math.max(until, Date.parse(l.expiresAt)) : until),
      0,
    )
    if (busy()) most = Math.min(most, 1 - running)
    const lanes = new Set<string>()
    const taken: Claim[] = []
    for (const job of jobs) {
      if (taken.length >= most) break
      // Only the earliest unfinished job of a lane (a patient's address) may go.
      const lane = job.input?.lane ?? `job:${job.id}`
      if (lanes.has(lane)) continue
      lanes.add(lane)
      // A job this worker is running stays its own, also when a late renewal let its lease run
      // out: taken again here it would be sent twice at once (the message still "sending").
      if (inHand.has(String(job.id))) continue
      const lease = leaseOf.get(String(job.id))
      if (lease && new Date(lease.expiresAt) > now) continue
      if (job.waitUntil && new Date(job.waitUntil) > now) continue
      if (lease) {
        // Its worker stopped renewing it: gone. Only a lease that is still expired is removed.
        await payload.db
          .deleteMany({
            collection: 'job-leases',
            where: { and: [{ id: { equals: lease.id } }, { expiresAt: { less_than: now.toISOString() } }] },
          })
          .catch(() => undefined)
        log.warn({ msg: 'job taken over from a worker that stopped', job: job.id, from: lease.worker })
      }
      const at = clock.nowMs()
      const stamp = new Date(at).toISOString()
      const leased = await payload.db
        .create({
          collection: 'job-leases',
          data: {
            job: String(job.id),
            worker: id,
            expiresAt: new Date(at + leaseMs).toISOString(),
            createdAt: stamp,
            updatedAt: stamp,
          },
          returning: false,
        })
        .then(
          () => true,
          () => false, // another worker took it first (the unique job)
        )
      if (!leased) continue
      // Read again now that it is ours: another worker may have finished it since the first look.
      const fresh = (await payload.db.findOne({
        collection: 'payload-jobs',
        where: { id: { equals: job.id } },
        select: { completedAt: true, hasError: true, waitUntil: true },
      })) as JobRow | null
      if (
        !fresh ||
        fresh.completedAt ||
        fresh.hasError ||
        (fresh.waitUntil && new Date(fresh.waitUntil) > clock.now())
      ) {
        await release(job.id)
        continue
      }
      holdJob(job.id, at, leaseMs, renewEvery)
      taken.push({ job: job.id })
    }
    return taken
  }

  const run = async (c: Claim) => {
    held.add(c)
    inHand.add(String(c.job))
    const renew = setInterval(() => {
      const at = clock.nowMs()
      // Counted only when the row was still this worker's (not taken over meanwhile).
      void payload.db
        .updateMany({
          collection: 'job-leases',
          where: mine(c.job),
          data: { expiresAt: new Date(at + leaseMs).toISOString(), updatedAt: new Date(at).toISOString() },
        })
        .then((rows) => {
          if (rows?.length) renewedJob(c.job, at, leaseMs)
        })
        .catch(() => undefined)
    }, renewEvery)
    try {
      await payload.jobs.runByID({ id: c.job, overrideAccess: true, silent: { info: true } })
    } catch (err) {
      log.error({ err, msg: 'job run failed', job: c.job })
    } finally {
      clearInterval(renew)
      letGoJob(c.job)
      await release(c.job)
      held.delete(c)
      inHand.delete(String(c.job))
    }
  }

  /** One probe at a time while the SMTP server is away, with a growing wait. */
  let probing: Promise<void> | null = null
  let probeWait = 500
  let warned = false
  const probe = () =>
    (probing ??= (async () => {
      try {
        await mailTransport().verify()
        smtpHealth.markUp()
        probeWait = 500
        warned = false
        log.info({ msg: 'SMTP server answers: sending' })
      } catch (err) {
        if (!warned) log.warn({ msg: 'SMTP server does not answer: e-mails wait', error: (err as Error).message })
        warned = true
        smtpHealth.markDown()
        await pause(abort.signal, probeWait)
        probeWait = Math.min(probeWait * 2, maxProbeMs)
      } finally {
        probing = null
      }
    })())

  /**
   * Runs up to `concurrency` jobs at once, each in its own lane, until stopped; while an API
   * process is busy, one at a time with `busyGapMs` between their starts.
   */
  const dispatch = async () => {
    const running = new Set<Promise<void>>()
    let nextStart = 0
    while (!abort.signal.aborted) {
      if (hostMissing) {
        await pause(abort.signal, maxProbeMs)
        continue
      }
      if (smtpHealth.down) {
        await probe()
        continue
      }
      // A look at the queue costs two reads of up to a hundred rows: it is taken for at least half
      // the places at once, not for each one that frees.
      const lanes = busy() ? 1 : concurrency
      if (running.size > 0 && lanes - running.size < Math.ceil(lanes / 2)) {
        await Promise.race(running)
        continue
      }
      if (busy() && Date.now() < nextStart) {
        await pause(abort.signal, nextStart - Date.now())
        continue
      }
      let claimed: Claim[] = []
      try {
        claimed = await claim(lanes - running.size, running.size)
      } catch (err) {
        log.error({ err, msg: 'could not look for jobs' })
      }
      if (busy() && claimed.length) nextStart = Date.now() + busyGapMs
      for (const c of claimed) {
        const job: Promise<void> = run(c).finally(() => running.delete(job))
        running.add(job)
      }
      // Nothing to take: look again after a while, or as soon as a job ends (its lane's next may go).
      if (!claimed.length) await Promise.race([pause(abort.signal, idleMs), ...running])
    }
    // Stopping: the jobs in hand are finished (or released by `stop` after its grace time).
    await Promise.all(running)
  }

  const done = dispatch()
  log.info({ msg: 'worker started', worker: id, concurrency })

  const stop = async (graceMs = 20_000) => {
    abort.abort()
    const finished = await Promise.race([done.then(() => true), sleep(graceMs).then(() => false)])
    if (!finished) {
      // Out of time: let another worker take what is still in hand (and send nothing more of it).
      for (const c of held) gaveUpJob(c.job)
      await Promise.all([...held].map((c) => release(c.job)))
      log.warn({ msg: 'worker stopped with jobs in hand; released', jobs: [...held].map((c) => c.job) })
    }
    // Its pooled connections closed; a worker started later in this process makes a new one.
    setMailTransport(null)
  }
  return { id, stop, stopped: done }
}
