/**
 * Shared helpers of the patient and admin journeys: accounts made through the booking API with
 * the real activation e-mail (MailDev), a signed-in browser, and test files to upload.
 * E2E_MAILDEV_URL is MailDev's REST API (scripts/test.mjs sets it; npm start's is :1080).
 */
import { randomBytes, randomInt } from 'node:crypto'

import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import type { Lang } from './site-helpers'

export const MAILDEV = process.env.E2E_MAILDEV_URL || 'http://127.0.0.1:1080'
export const ADMIN = { email: 'admin@medtour.local', password: 'Admin!2345' }
export const MODERATOR = { email: 'moderator@medtour.local', password: 'Moderator!2345' }

export interface Mail {
  id: string
  subject: string
  to: { address: string }[]
  html: string
  text?: string
}

/**
 * The doctors this worker books on (every `workers`-th one by id, from the worker's index): the
 * journeys run on two workers against one stack, and two tests that never share a doctor never
 * take the same slot (e2e/playwright.config.ts). A project run on one worker gets its share too.
 */
export const ownDoctors = <T extends { id: number | string }>(doctors: readonly T[]): T[] => {
  const { config, parallelIndex } = test.info()
  const workers = Math.max(1, config.workers)
  const mine = [...doctors]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .filter((_, i) => i % workers === parallelIndex % workers)
  expect(mine.length, 'this worker has doctors of its own').toBeGreaterThan(0)
  return mine
}

/** A doctor card on the doctor list (its profile link) of one of this worker's doctors. */
export async function ownDoctorCard(page: Page) {
  const res = await page.request.post('/api/graphql', {
    data: { query: '{ Doctors(limit: 200, where: { active: { equals: true } }) { docs { id slug } } }' },
  })
  const mine = new Set(
    ownDoctors((await res.json()).data.Doctors.docs as { id: number; slug: string }[]).map((d) => d.slug),
  )
  const cards = page.getByTestId('doctor-card')
  await expect(cards.first()).toBeVisible()
  const own = []
  for (const card of await cards.all()) {
    if (mine.has((await card.getAttribute('data-doctor')) ?? '')) own.push(card)
  }
  expect(own.length, "one of this worker's doctors is on the first page of the list").toBeGreaterThan(0)
  return own
}

/** A new, unique e-mail address for one test. */
export const uniqueEmail = (tag = 'patient') => `${tag}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`

/** The mails to `to` once one satisfies `wanted` (mail is sent after the answer: poll). */
export async function mailTo(request: APIRequestContext, to: string, wanted: (m: Mail) => boolean = () => true) {
  for (let i = 0; i < 200; i++) {
    const res = await request.get(`${MAILDEV}/email`)
    const all = (await res.json()) as Mail[]
    const mine = all.filter((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
    const hit = mine.filter(wanted)
    if (hit.length) return hit
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`no matching e-mail for ${to}`)
}

/** The first link in a mail whose path matches (e.g. /ar/activate), as a path + query on the site. */
export const linkIn = (mail: Mail, pathPattern: RegExp) => {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  const href = hrefs.find((h) => pathPattern.test(new URL(h, 'http://x').pathname))
  if (!href) throw new Error(`no link matching ${pathPattern} in "${mail.subject}"`)
  const url = new URL(href, 'http://x')
  return `${url.pathname}${url.search}`
}

export interface Patient {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** Signs a patient up through the API and activates the account with the e-mailed link. */
export async function createPatient(request: APIRequestContext, lang: Lang = 'en'): Promise<Patient> {
  const patient = {
    email: uniqueEmail(),
    password: 'Journey!Pass2026',
    firstName: lang === 'ar' ? 'سارة' : 'Sarah',
    lastName: lang === 'ar' ? 'العلي' : 'Hadid',
  }
  // Its own client address: sign-ups are limited per address (10 an hour), and every journey
  // makes its patients from this one machine.
  const headers = { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` }
  const signup = await request.post('/api/v1/auth/signup', {
    headers,
    data: {
      ...patient,
      phone: '+962791234567',
      country: 'JO',
      preferredLanguage: lang,
      timeZone: 'Asia/Amman',
    },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const [mail] = await mailTo(request, patient.email)
  const link = linkIn(mail!, /\/activate$/)
  const activate = await request.get(`/api/v1/auth/activate?${link.split('?')[1]}`, { headers })
  expect(activate.status()).toBe(200)
  return patient
}

/** The login answer (the stored user object) of an account. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).content as { id: number; accessToken: string; roles: string[] } & Record<string, unknown>
}

/** Signs the browser in as the account (the user object under localStorage `user`, spec §4). */
export async function signIn(page: Page, email: string, password: string, lang: Lang = 'en') {
  const user = await apiLogin(page.request, email, password)
  // Any page of the site's origin holds its localStorage: the error page is a light one that
  // answers 200 (an unknown path is a 404 now, which the console watch would report).
  await page.goto(`/${lang}/500`)
  await page.evaluate((u) => window.localStorage.setItem('user', JSON.stringify(u)), user)
  return user
}

/** Signs in to the CMS panel through its login page; the dashboard is shown. */
export async function panelLogIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(who.email)
  await page.locator('#field-password').fill(who.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Small valid files of the accepted types, and ones the site must refuse. */
export const files = {
  pdf: {
    name: 'blood-test.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
        'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
      'latin1',
    ),
  },
  png: {
    name: 'x-ray.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  },
  exe: { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00\x03', 'latin1') },
  /** A PDF by name and type whose bytes are not a PDF (the server sniffs the bytes). */
  spoofedPdf: { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a pdf') },
  /** Over the 10 MB limit. */
  huge: {
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]),
  },
}
