/**
 * The booking API through the site's origin on the running stack (seeded CMS, real MailDev):
 * a new user signs up, reads the activation e-mail, activates, logs in, books a seeded doctor
 * with two files, and downloads both exports, the .ics and a file. Run by `npm test` with
 * BASE_URL (the site origin) and MAILDEV_API (MailDev's REST API).
 */
import { randomBytes } from 'node:crypto'

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const MAIL = process.env.MAILDEV_API ?? 'http://127.0.0.1:1080'
const api = `${BASE}/api/v1`

/**
 * This run's own client address (the test stack's origin trusts this machine): sign-ups are
 * limited per address, and the counters live in Redis, shared with every other run.
 */
const FROM = `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`

const json = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      'x-forwarded-for': FROM,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> }
}

type Mail = { to: { address: string }[]; html: string; attachments?: { contentType: string }[] }

/** The mails to `to`, once one satisfies `wanted` (mail is sent after the answer, so it is polled). */
const mailTo = async (to: string, wanted: (m: Mail) => boolean = () => true) => {
  for (let i = 0; i < 150; i++) {
    const all = (await (await fetch(`${MAIL}/email`)).json()) as Mail[]
    const mine = all.filter((m) => m.to.some((r) => r.address === to))
    if (mine.some(wanted)) return mine
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no matching e-mail for ${to}`)
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
  'latin1',
)
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test('sign up → activation mail → activate → log in → book with two files → exports, through the site origin', async () => {
  const email = `journey.${randomBytes(4).toString('hex')}@example.test`
  const password = 'Journey!Pass2026'
  const signup = await json('POST', '/auth/signup', {
    firstName: 'سارة',
    lastName: 'العلي',
    email,
    password,
    phone: '+962791234567',
    country: 'JO',
    preferredLanguage: 'ar',
    timeZone: 'Asia/Amman',
  })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)

  const [mail] = await mailTo(email)
  const link = /href="([^"]*\/ar\/activate\?[^"]+)"/.exec(mail!.html)?.[1]?.replace(/&amp;/g, '&')
  expect(link, 'the activation mail links to the Arabic activation page').toBeTruthy()
  const url = new URL(link!)
  expect(url.port, 'the link points at the site (PUBLIC_URL)').toBe(new URL(BASE).port)
  expect(url.pathname).toBe('/ar/activate')
  const activate = await json('GET', `/auth/activate?${url.searchParams}`)
  expect(activate.status).toBe(200)

  const login = await json('POST', '/auth/login', { email, password })
  expect(login.status).toBe(200)
  const token = login.body.content.accessToken as string
  expect(login.body.content.roles).toStrictEqual(['ROLE_USER'])

  const gql = await fetch(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ Doctors(limit: 1, where: { slug: { equals: "dr-mehmet-yilmaz" } }) { docs { id } } }',
    }),
  })
  const doctorId = ((await gql.json()) as any).data.Doctors.docs[0].id as number
  const slots = await json('GET', `/doctor/${doctorId}/slots?days=30&tz=Asia/Amman&lang=ar`)
  expect(slots.status).toBe(200)
  const slot = slots.body.content.slots[0].start as string

  const form = new FormData()
  form.set('doctorId', String(doctorId))
  form.set('appointmentDate', slot)
  form.set('lang', 'ar')
  form.set('consent', 'true')
  form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'تقرير.pdf')
  form.append('files', new Blob([png], { type: 'image/png' }), 'scan.png')
  const booked = await fetch(`${api}/appointment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const booking = (await booked.json()) as Record<string, any>
  expect(booked.status, JSON.stringify(booking)).toBe(201)
  const id = booking.content.id as number
  expect(booking.content.attachments.length).toBe(2)

  const mine = await json('GET', `/appointment/user/${login.body.content.id}?size=500&page=0`, undefined, token)
  expect(mine.status).toBe(200)
  expect(mine.body.totalElements).toBe(1)
  expect(mine.body.totalPages).toBe(1)

  for (const [path, type, name] of [
    [`/appointment/export/details/${id}`, 'application/pdf', `appointment-${id}-details.pdf`],
    [`/appointment/export/travel-preferences/${id}`, 'application/pdf', `appointment-${id}-travel-preferences.pdf`],
    [`/appointment/export/ics/${id}`, 'text/calendar', `appointment-${id}.ics`],
    [`/attachment/${booking.content.attachments[1].id}`, 'image/png', 'scan.png'],
  ] as const) {
    const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status, path).toBe(200)
    expect(
      res.headers.get('content-type')?.startsWith(type),
      `${path}: ${res.headers.get('content-type')}`,
    ).toBeTruthy()
    expect(
      res.headers.get('content-disposition')?.includes(`filename="${name}"`),
      res.headers.get('content-disposition') ?? '',
    ).toBeTruthy()
    expect((await res.arrayBuffer()).byteLength > 0).toBeTruthy()
  }

  const isConfirmation = (m: Mail) => Boolean(m.attachments?.some((a) => a.contentType.startsWith('text/calendar')))
  const confirmation = (await mailTo(email, isConfirmation)).find(isConfirmation)
  expect(confirmation, 'the booking confirmation arrived with its calendar file').toBeTruthy()
  expect(confirmation!.html).toMatch(/dir="rtl"/)
})

test('the spec shapes through the origin: public lists, errors, docs', async () => {
  const specialities = await json('GET', '/speciality?limit=100&offset=0')
  expect(specialities.status).toBe(200)
  expect(specialities.body.content.length >= 5).toBeTruthy()
  expect(typeof specialities.body.totalElements).toBe('number')
  const unauth = await json('GET', '/appointment?size=500&page=0')
  expect(unauth.status).toBe(401)
  expect(unauth.body.message).toBe('UNAUTHORIZED')
  const bad = await json('POST', '/auth/login', { email: 'not-an-email', password: 1 })
  expect(bad.status).toBe(400)
  expect(
    bad.body.errors.every((e: { field: string; defaultMessage: string }) => e.field && e.defaultMessage),
  ).toBeTruthy()
  const docs = await fetch(`${api}/docs/`)
  expect(docs.status).toBe(200)
  const openapi = (await (await fetch(`${api}/openapi.json`)).json()) as { paths: Record<string, unknown> }
  for (const path of [
    '/appointment',
    '/appointment/{id}',
    '/auth/signup',
    '/speciality',
    '/treatment',
    '/contact',
    '/attachment/{id}',
  ]) {
    expect(openapi.paths[path], `${path} documented`).toBeTruthy()
  }
})
