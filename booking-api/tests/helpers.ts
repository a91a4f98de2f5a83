/**
 * Test harness of the booking API: a fresh database per test file (SQLite by default; PostgreSQL
 * when TEST_DB=postgres, on TEST_POSTGRES_URL), a real MailDev catching every e-mail, the real
 * Payload config with its migrations, and a small set of reference data. Import it before
 * anything that loads the cms config: it sets the environment the config reads.
 *
 *   const t = await startApi()
 *   const res = await request(t.app).get('/api/v1/health')
 *   await t.stop()
 */
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Express } from 'express'
import type { Payload } from 'payload'
import request from 'supertest'
import { freePort } from './ports'

const require = createRequire(import.meta.url)

type MailDevServer = { listen: (cb: (err?: Error) => void) => void; close: (cb: () => void) => void }

export type Mail = {
  id: string
  subject: string
  html: string
  text?: string
  to: { address: string }[]
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[]
}

export type TestApi = {
  app: Express
  payload: Payload
  db: 'sqlite' | 'postgres'
  mailApi: string
  /** E-mails received for `to` (newest last), waiting up to `timeoutMs` for at least `count`. */
  mailsTo: (to: string, count?: number, timeoutMs?: number) => Promise<Mail[]>
  fixtures: Fixtures
  /** Signs up, activates through the e-mail link and logs in; returns the user and token. */
  patient: (
    email?: string,
    lang?: 'en' | 'ar',
  ) => Promise<{ id: number; email: string; token: string; password: string }>
  /** A verified patient created directly (no e-mail round trip), logged in. */
  directPatient: (opts?: {
    timeZone?: string
    lang?: 'en' | 'ar'
  }) => Promise<{ id: number; email: string; token: string }>
  /** A staff account created directly, logged in. */
  staff: (
    role: 'ROLE_ADMIN' | 'ROLE_MODERATOR' | 'ROLE_COORDINATOR',
  ) => Promise<{ id: number; email: string; token: string }>
  stop: () => Promise<void>
}

export type Fixtures = {
  countries: Record<'IQ' | 'JO' | 'RU' | 'SA', number>
  specialityId: number
  providerId: number
  /** Works every day 09:00–17:00 Istanbul time, 30-minute slots. */
  doctorId: number
  inactiveDoctorId: number
}

export const PASSWORD = 'Str0ng!Passw0rd'

let seq = 0
/** A client address of its own (X-Forwarded-For; Jest trusts loopback): per-address throttles stay per test. */
export const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

export const uniqueEmail = (label = 'patient') =>
  `${label}.${Date.now().toString(36)}.${++seq}.${randomBytes(3).toString('hex')}@example.test`

const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, start: '09:00', end: '17:00' }))

const createFixtures = async (payload: Payload): Promise<Fixtures> => {
  const countries = {} as Fixtures['countries']
  for (const [isoCode, en, ar, zone] of [
    ['IQ', 'Iraq', 'العراق', 'Asia/Baghdad'],
    ['JO', 'Jordan', 'الأردن', 'Asia/Amman'],
    ['RU', 'Russia', 'روسيا', 'Europe/Moscow'],
    ['SA', 'Saudi Arabia', 'السعودية', 'Asia/Riyadh'],
  ] as const) {
    const doc = await payload.create({
      collection: 'countries',
      data: { name: en, isoCode, offered: true, active: true, timezones: [{ zoneName: zone }] } as never,
      locale: 'en',
    })
    await payload.update({ collection: 'countries', id: doc.id, data: { name: ar }, locale: 'ar' })
    countries[isoCode] = doc.id as number
  }
  const speciality = await payload.create({
    collection: 'specialities',
    data: { name: 'Cardiology', slug: 'cardiology', active: true } as never,
    locale: 'en',
  })
  await payload.update({ collection: 'specialities', id: speciality.id, data: { name: 'أمراض القلب' }, locale: 'ar' })
  const provider = await payload.create({
    collection: 'providers',
    data: { name: 'Test Hospital', slug: 'test-hospital', _status: 'published' } as never,
    locale: 'en',
  })
  const doctor = (slug: string, active: boolean) =>
    payload.create({
      collection: 'doctors',
      data: {
        name: `Dr. ${slug}`,
        slug,
        speciality: speciality.id,
        provider: provider.id,
        slotMinutes: 30,
        workingHours: everyDay,
        active,
        _status: 'published',
      } as never,
      locale: 'en',
    })
  const d1 = await doctor('ayse-kaya', true)
  await payload.update({ collection: 'doctors', id: d1.id, data: { name: 'د. عائشة كايا' }, locale: 'ar' })
  const d2 = await doctor('retired-doctor', false)
  return {
    countries,
    specialityId: speciality.id as number,
    providerId: provider.id as number,
    doctorId: d1.id as number,
    inactiveDoctorId: d2.id as number,
  }
}

/** Creates a fresh PostgreSQL database and returns its URL and a drop function. */
const freshPostgres = async () => {
  const base = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432'
  const name = `medtour_api_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const { Client } = require('pg') as typeof import('pg')
  const admin = new Client({ connectionString: `${base.replace(/\/[^/:]*$/, '')}/postgres` })
  await admin.connect()
  // A copy of the database `npm test` migrated once for the run (TEST_POSTGRES_TEMPLATE), or an
  // empty one that Payload migrates as it starts.
  const template = process.env.TEST_POSTGRES_TEMPLATE
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = `${base.replace(/\/[^/:]*$/, '')}/${name}`
  const drop = async () => {
    const c = new Client({ connectionString: `${base.replace(/\/[^/:]*$/, '')}/postgres` })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
  return { url, drop }
}

/**
 * `databaseUri`: use this (empty) database instead of a fresh one on TEST_POSTGRES_URL or in a
 * temporary SQLite file; the caller owns it and drops it. `worker: false`: no outbox worker in
 * this process (the tests of the worker run their own).
 */
export const startApi = async (options: { databaseUri?: string; worker?: boolean } = {}): Promise<TestApi> => {
  const db = options.databaseUri
    ? options.databaseUri.startsWith('file:')
      ? 'sqlite'
      : 'postgres'
    : process.env.TEST_DB === 'postgres'
      ? 'postgres'
      : 'sqlite'
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-api-test-'))
  let dropDb = async () => {}
  if (options.databaseUri) {
    process.env.DATABASE_URI = options.databaseUri
  } else if (db === 'postgres') {
    const pg = await freshPostgres()
    process.env.DATABASE_URI = pg.url
    dropDb = pg.drop
  } else {
    const file = path.join(dir, 'api.db')
    // A copy of the file `npm test` migrated once for the run (TEST_SQLITE_TEMPLATE), or a new
    // file that Payload migrates as it starts.
    const template = process.env.TEST_SQLITE_TEMPLATE
    if (template) {
      for (const suffix of ['', '-wal', '-shm'])
        if (existsSync(`${template}${suffix}`)) copyFileSync(`${template}${suffix}`, `${file}${suffix}`)
    }
    process.env.DATABASE_URI = `file:${file}`
  }
  process.env.PAYLOAD_SECRET ||= 'booking-api-test-secret'
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.ATTACHMENTS_DIR = path.join(dir, 'attachments')
  process.env.EXPORTS_DIR = path.join(dir, 'data-exports')
  process.env.PUBLIC_URL ||= 'http://localhost:3000'
  process.env.LOG_LEVEL ||= 'silent'

  // A real mail catcher on free ports, unless the runner provides one.
  let maildev: MailDevServer | null = null
  if (!process.env.MAILDEV_API) {
    const [smtp, web] = [await freePort(), await freePort()]
    const MailDev = require('maildev') as new (opts: object) => MailDevServer
    maildev = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true })
    await new Promise<void>((resolve, reject) => maildev!.listen((err) => (err ? reject(err) : resolve())))
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp)
    process.env.MAILDEV_API = `http://127.0.0.1:${web}`
  }
  const mailApi = process.env.MAILDEV_API!

  const { getPayload } = await import('payload')
  const { default: config } = await import('@medtour/cms/config')
  const { createApp } = await import('../src/app')
  const payload = await getPayload({ config }) // production mode: applies the migrations
  const app = createApp(payload)
  const fixtures = await createFixtures(payload)
  // The outbox's worker, in this process: the e-mails requests queue reach MailDev.
  const { startWorker } = await import('@medtour/cms/jobs/worker')
  const worker = options.worker === false ? null : startWorker(payload, { idleMs: 50, concurrency: 2 })

  const mailsTo = async (to: string, count = 1, timeoutMs = 10_000): Promise<Mail[]> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const all = (await (await fetch(`${mailApi}/email`)).json()) as Mail[]
      const mine = all.filter((m) => m.to?.some((r) => r.address.toLowerCase() === to.toLowerCase()))
      if (mine.length >= count || Date.now() > deadline) return mine
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  const patient: TestApi['patient'] = async (email = uniqueEmail(), lang = 'en') => {
    const from = ip()
    const signup = await request(app).post('/api/v1/auth/signup').set('X-Forwarded-For', from).send({
      firstName: 'Test',
      lastName: 'Patient',
      email,
      password: PASSWORD,
      phone: '+966500000000',
      country: 'SA',
      preferredLanguage: lang,
    })
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`)
    const [mail] = await mailsTo(email)
    const link = /href="([^"]*\/activate\?[^"]+)"/.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&')
    if (!link) throw new Error('no activation link in the e-mail')
    const url = new URL(link)
    const activate = await request(app)
      .get('/api/v1/auth/activate')
      .set('X-Forwarded-For', from)
      .query({ token: url.searchParams.get('token'), email: url.searchParams.get('email') })
    if (activate.status !== 200)
      throw new Error(`activation failed: ${activate.status} ${JSON.stringify(activate.body)}`)
    const login = await request(app).post('/api/v1/auth/login').send({ email, password: PASSWORD })
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
    return { id: login.body.content.id, email, token: login.body.content.accessToken, password: PASSWORD }
  }

  const staff: TestApi['staff'] = async (role) => {
    const email = uniqueEmail(role.slice('ROLE_'.length).toLowerCase())
    const user = await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, roles: [role], _verified: true } as never,
      disableVerificationEmail: true,
    })
    const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    return { id: user.id as number, email, token: login.token! }
  }

  const directPatient: TestApi['directPatient'] = async (opts = {}) => {
    const email = uniqueEmail()
    const user = await payload.create({
      collection: 'users',
      data: {
        email,
        password: PASSWORD,
        roles: ['ROLE_USER'],
        _verified: true,
        firstName: 'Direct',
        lastName: 'Patient',
        preferredLanguage: opts.lang ?? 'en',
        timeZone: opts.timeZone ?? null,
      } as never,
      disableVerificationEmail: true,
    })
    const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    return { id: user.id as number, email, token: login.token! }
  }

  const stop = async () => {
    await worker?.stop(5000)
    // Connections the drop below terminates must not surface as unhandled errors.
    ;(payload.db as { pool?: { on: (e: string, f: () => void) => void } }).pool?.on('error', () => undefined)
    await payload.destroy().catch(() => undefined)
    if (maildev) await new Promise<void>((resolve) => maildev!.close(() => resolve()))
    await dropDb().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }

  return { app, payload, db, mailApi, mailsTo, fixtures, patient, directPatient, staff, stop }
}

/** `Authorization` header value for a token. */
export const bearer = (token: string) => `Bearer ${token}`

/**
 * The fixture doctor's free slots of the next 30 days, fetched once per suite: `slots` is the
 * list, `nextSlot()` takes the next one (each test books its own).
 */
export const fixtureSlots = async (t: TestApi) => {
  const res = await request(t.app).get(`/api/v1/doctor/${t.fixtures.doctorId}/slots`).query({ days: 30, limit: 400 })
  if (res.status !== 200) throw new Error(`slots: HTTP ${res.status}`)
  const slots: string[] = res.body.content.slots.map((s: { start: string }) => s.start)
  const nextSlot = () => {
    const slot = slots.shift()
    if (!slot) throw new Error('out of slots')
    return slot
  }
  return { slots, nextSlot }
}
