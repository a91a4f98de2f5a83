/**
 * Access rules for every collection and global, for the five kinds of caller, checked two
 * ways: Payload's own permission report (/api/access) for the whole matrix, and real
 * requests that must be refused or allowed.
 */

import { account, closeLocal, localPayload, type Account } from './fixtures'
import { BASE_URL, gql, rest } from './helpers'

afterAll(closeLocal)

type Caller = 'anonymous' | 'patient' | 'moderator' | 'coordinator' | 'admin'
const CALLERS = ['anonymous', 'patient', 'moderator', 'coordinator', 'admin'] as const
const CONTENT = ['pages', 'providers', 'reviews', 'faqs', 'preference-questions', 'media']
const REFERENCE = ['specialities', 'treatments', 'doctors', 'facilities', 'cities', 'countries']
const PRIVATE = ['appointments', 'attachments', 'treatment-requests']
const OPS = ['create', 'read', 'update', 'delete'] as const

/** What each caller may do: true = always, 'where' = only matching documents, false = never. */
const expected = (caller: Caller, collection: string, op: (typeof OPS)[number]): boolean | 'where' => {
  // Marketing and admins edit content; the booking desk (coordinators, admins) sees health data.
  const editor = caller === 'moderator' || caller === 'admin'
  const desk = caller === 'coordinator' || caller === 'admin'
  // Drafted content: editors read drafts too, everyone else published documents only (media has no drafts).
  if (CONTENT.includes(collection)) return op === 'read' ? (editor || collection === 'media' ? true : 'where') : editor
  // Doctors are drafted too: editors read every doctor and marketing edits their profile (the
  // booking fields stay the admins', field by field); admins alone create and delete them.
  if (collection === 'doctors')
    return op === 'read' || op === 'update' ? editor || (op === 'read' && 'where') : caller === 'admin'
  if (REFERENCE.includes(collection)) return op === 'read' ? (caller === 'admin' ? true : 'where') : caller === 'admin'
  if (collection === 'users') {
    if (caller === 'admin') return true
    // The desk reads patients' contact details; everyone else only themself.
    if (op === 'read') return caller === 'anonymous' ? false : caller === 'coordinator' ? true : 'where'
    // Patients change their record through the booking API only; staff their own in the panel.
    if (op === 'update') return caller === 'moderator' || caller === 'coordinator' ? 'where' : false
    return false
  }
  if (PRIVATE.includes(collection)) {
    // Patients' own records: the desk all, anyone else only theirs (a moderator too: marketing
    // sees no health data), anonymous nothing. Patients write them only through the booking API
    // (Payload's Local API), never over REST.
    if (caller === 'anonymous') return false
    if (op === 'read') return desk ? true : 'where'
    if (op === 'create' || (op === 'update' && collection === 'appointments')) return desk
    return caller === 'admin'
  }
  if (collection === 'contact-messages') {
    // Written by the booking API only; the desk reads them and marks them handled.
    if (op === 'create') return false
    if (op === 'delete') return caller === 'admin'
    return desk
  }
  // The outbox (e-mails to patients): the desk reads; nobody writes. The audit trail: admins read.
  if (collection === 'messages') return op === 'read' && desk
  if (collection === 'audit-entries') return op === 'read' && caller === 'admin'
  throw new Error(`no expectation for ${collection}`)
}

/** Payload reports an operation as `true`, `{ permission, where }`, or leaves it out when denied. */
const permissionOf = (v: unknown): boolean | 'where' => {
  if (v === undefined || v === false) return false
  if (v === true) return true
  const p = v as { permission?: boolean; where?: unknown }
  return p.where ? 'where' : Boolean(p.permission)
}

const accounts: Partial<Record<Caller, Account>> = {}
beforeAll(async () => {
  accounts.patient = await account('ROLE_USER')
  accounts.moderator = await account('ROLE_MODERATOR')
  accounts.coordinator = await account('ROLE_COORDINATOR')
  accounts.admin = await account('ROLE_ADMIN')
})
const token = (caller: Caller) => accounts[caller as Exclude<Caller, 'anonymous'>]?.token

describe('permission matrix (/api/access)', () => {
  for (const caller of CALLERS) {
    test(`${caller}: every collection, all four operations`, async () => {
      const res = await rest('GET', '/access', { token: token(caller) })
      expect(res.status).toBe(200)
      for (const collection of [
        ...CONTENT,
        ...REFERENCE,
        'users',
        ...PRIVATE,
        'contact-messages',
        'messages',
        'audit-entries',
      ]) {
        for (const op of OPS) {
          const want = expected(caller, collection, op)
          const actual = permissionOf(res.body.collections[collection]?.[op])
          expect(actual, `${caller} ${op} ${collection}`).toBe(want)
        }
      }
      expect(res.body.canAccessAdmin === true, 'canAccessAdmin').toBe(
        caller === 'moderator' || caller === 'coordinator' || caller === 'admin',
      )
      const editor = caller === 'moderator' || caller === 'admin'
      for (const g of ['navigation', 'footer', 'social-links', 'travel-services']) {
        expect(permissionOf(res.body.globals[g]?.read), `${caller} read ${g}`).toBe(editor ? true : 'where')
        expect(permissionOf(res.body.globals[g]?.readVersions), `${caller} read versions of ${g}`).toBe(editor)
        expect(permissionOf(res.body.globals[g]?.update), `${caller} update ${g}`).toBe(editor)
      }
      const reminders = res.body.globals['appointment-reminders']
      expect(permissionOf(reminders?.read), `${caller} read reminders`).toBe(
        caller === 'coordinator' || caller === 'admin',
      )
      expect(permissionOf(reminders?.update), `${caller} update reminders`).toBe(caller === 'admin')
      expect(permissionOf(res.body.globals['live-chat']?.update), 'live-chat is admin only').toBe(caller === 'admin')
    })
  }
})

describe('enforced on real requests', () => {
  test('anonymous reads public content but no users, and writes nothing', async () => {
    expect((await rest('GET', '/providers?limit=1')).status).toBe(200)
    expect((await rest('GET', '/users')).status).toBe(403)
    expect((await rest('POST', '/faqs', { body: { question: 'x', answer: 'y' } })).status).toBe(403)
    expect((await rest('POST', '/users', { body: { email: 'a@b.co', password: 'x' } })).status).toBe(403)
    expect((await rest('POST', '/globals/navigation', { body: { items: [] } })).status).toBe(403)
  })

  test('a patient sees only themself, cannot raise their role, cannot edit content', async () => {
    const patient = accounts.patient!
    const list = await rest('GET', '/users', { token: patient.token })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((u: any) => u.id)).toStrictEqual([patient.id])
    // Over REST a patient changes nothing of their record (the booking API's PUT /user does it,
    // with its rules); roles stay theirs in any case.
    const raised = await rest('PATCH', `/users/${patient.id}`, {
      token: patient.token,
      body: { roles: ['ROLE_ADMIN'], email: 'someone-else@example.test' },
    })
    expect(raised.status).toBe(403)
    const me = await rest('GET', `/users/${patient.id}`, { token: patient.token })
    expect(me.body.roles).toStrictEqual(['ROLE_USER'])
    expect(me.body.email).toBe(patient.email)
    // A moderator edits their own profile in the panel, but not their roles.
    const moderator = accounts.moderator!
    const own = await rest('PATCH', `/users/${moderator.id}`, {
      token: moderator.token,
      body: { roles: ['ROLE_ADMIN'], firstName: 'Changed' },
    })
    expect(own.status).toBe(200)
    expect(own.body.doc.roles).toStrictEqual(['ROLE_MODERATOR'])
    expect(own.body.doc.firstName).toBe('Changed')
    expect((await rest('GET', `/users/${accounts.admin!.id}`, { token: patient.token })).status).toBe(404)
    const provider = (await rest('GET', '/providers?limit=1&depth=0')).body.docs[0]
    expect(
      (await rest('PATCH', `/providers/${provider.id}`, { token: patient.token, body: { priceRange: '$1' } })).status,
    ).toBe(403)
  })

  test('a patient cannot enter the CMS panel; staff can', async () => {
    const panel = async (caller: Caller) => {
      const res = await fetch(`${BASE_URL}/admin`, {
        headers: { cookie: `payload-token=${token(caller)}`, 'sec-fetch-site': 'same-origin' },
      })
      return { status: res.status, html: await res.text() }
    }
    // Payload answers with a redirect to its "unauthorized" view (streamed by Next in the body).
    const refused = /NEXT_REDIRECT;replace;\/admin\/(unauthorized|login)|<div class="unauthorized">/
    const patient = await panel('patient')
    expect(refused.test(patient.html), 'the patient was not turned away from the panel').toBeTruthy()
    const moderator = await panel('moderator')
    expect(moderator.status).toBe(200)
    expect(!refused.test(moderator.html), 'the moderator was turned away').toBeTruthy()
    expect(
      /<title>Dashboard/.test(moderator.html) && /Health providers/.test(moderator.html),
      'no dashboard for the moderator',
    ).toBeTruthy()
    // Marketing's panel has no bookings; the coordinator's has them (and no audit trail).
    const bookings = /href="\/admin\/collections\/(appointments|attachments|treatment-requests)"/
    expect(bookings.test(moderator.html), 'the moderator sees the bookings').toBe(false)
    const coordinator = await panel('coordinator')
    expect(coordinator.status).toBe(200)
    expect(bookings.test(coordinator.html), 'the coordinator does not see the bookings').toBe(true)
    expect(/href="\/admin\/collections\/audit-entries"/.test(coordinator.html)).toBe(false)
    const admin = await panel('admin')
    expect(/href="\/admin\/collections\/audit-entries"/.test(admin.html), 'no audit trail for the admin').toBe(true)
  })

  test('inactive reference data is hidden from the public and shown to admins', async () => {
    const payload = await localPayload()
    const doctor = (await payload.find({ collection: 'doctors', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'doctors', id: doctor.id, data: { active: false }, overrideAccess: true })
    try {
      expect((await rest('GET', `/doctors/${doctor.id}`)).status).toBe(404)
      expect((await rest('GET', `/doctors/${doctor.id}`, { token: accounts.admin!.token })).status).toBe(200)
    } finally {
      await payload.update({ collection: 'doctors', id: doctor.id, data: { active: true }, overrideAccess: true })
    }
  })

  test('a moderator edits content but not reference data, users or live-chat settings', async () => {
    const mod = accounts.moderator!.token
    const faq = await rest('POST', '/faqs', {
      token: mod,
      body: { question: 'Moderator question?', answer: 'Yes.' },
    })
    expect(faq.status).toBe(201)
    expect((await rest('DELETE', `/faqs/${faq.body.doc.id}`, { token: mod })).status).toBe(200)
    expect((await rest('POST', '/specialities', { token: mod, body: { name: 'X', slug: 'x-mod' } })).status).toBe(403)
    expect((await rest('POST', '/globals/live-chat', { token: mod, body: { enabled: false } })).status).toBe(403)
    const users = await rest('GET', '/users', { token: mod })
    expect(users.body.docs.map((u: any) => u.id)).toStrictEqual([accounts.moderator!.id])
  })

  test('a coordinator reads patients and works bookings, but edits no content, reference data or roles', async () => {
    const coord = accounts.coordinator!.token
    expect((await rest('POST', '/faqs', { token: coord, body: { question: 'Q?', answer: 'A.' } })).status).toBe(403)
    const provider = (await rest('GET', '/providers?limit=1&depth=0')).body.docs[0]
    expect(
      (await rest('PATCH', `/providers/${provider.id}`, { token: coord, body: { priceRange: '$1' } })).status,
    ).toBe(403)
    expect((await rest('POST', '/globals/navigation', { token: coord, body: { items: [] } })).status).toBe(403)
    expect((await rest('POST', '/specialities', { token: coord, body: { name: 'X', slug: 'x-coord' } })).status).toBe(
      403,
    )
    // Patients' contact details: readable, not writable; roles stay the admins'.
    const patient = await rest('GET', `/users/${accounts.patient!.id}`, { token: coord })
    expect(patient.status).toBe(200)
    expect(patient.body.email).toBe(accounts.patient!.email)
    expect(
      (await rest('PATCH', `/users/${accounts.patient!.id}`, { token: coord, body: { firstName: 'X' } })).status,
    ).toBe(403)
    const own = await rest('PATCH', `/users/${accounts.coordinator!.id}`, {
      token: coord,
      body: { roles: ['ROLE_ADMIN'], firstName: 'Desk' },
    })
    expect(own.status).toBe(200)
    expect(own.body.doc.roles).toStrictEqual(['ROLE_COORDINATOR'])
    expect((await rest('GET', '/audit-entries', { token: coord })).status).toBe(403)
  })

  test('an admin manages reference data and users', async () => {
    const admin = accounts.admin!.token
    const created = await rest('POST', '/specialities', {
      token: admin,
      body: { name: 'Test speciality', slug: 'test-speciality-admin' },
    })
    expect(created.status).toBe(201)
    expect((await rest('DELETE', `/specialities/${created.body.doc.id}`, { token: admin })).status).toBe(200)
    const users = await rest('GET', '/users?limit=100', { token: admin })
    expect(users.body.totalDocs >= 3).toBeTruthy()
    expect(
      (
        await rest('PATCH', `/users/${accounts.patient!.id}`, {
          token: admin,
          body: { roles: ['ROLE_USER', 'ROLE_MODERATOR'] },
        })
      ).body.doc.roles.length,
    ).toBe(2)
  })
})

describe("patients' records are written only through the booking API", () => {
  test('a patient cannot create or change appointments, files or treatment requests over REST or GraphQL', async () => {
    const patient = await account('ROLE_USER')
    const payload = await localPayload()
    const doctor = (await payload.find({ collection: 'doctors', limit: 1, overrideAccess: true })).docs[0]!
    const when = new Date(Date.now() + 3 * 86_400_000)
    when.setUTCHours(23, 7, 0, 0) // not a slot: the booking API would refuse it
    const created = await rest('POST', '/appointments', {
      token: patient.token,
      body: {
        user: patient.id,
        doctor: doctor.id,
        appointmentDate: when.toISOString(),
        status: 'CONFIRMED',
        lang: 'en',
      },
    })
    expect(created.status).toBe(403)
    const own = await payload.create({
      collection: 'appointments',
      data: {
        user: Number(patient.id),
        doctor: doctor.id,
        appointmentDate: when.toISOString(),
        lang: 'en',
        status: 'PENDING',
      },
      overrideAccess: true,
    })
    const patched = await rest('PATCH', `/appointments/${own.id}`, {
      token: patient.token,
      body: { status: 'COMPLETED' },
    })
    expect(patched.status).toBe(403)
    const gqlCreate = await gql(
      `mutation { createTreatmentRequest(data: { user: ${patient.id}, lang: en }) { id } }`,
      {},
      patient.token,
    )
    expect(gqlCreate.errors?.length, 'GraphQL create refused').toBeTruthy()
    expect(JSON.stringify(gqlCreate.errors)).toMatch(/not allowed/i)
    const readBack = await rest('GET', `/appointments/${own.id}`, { token: patient.token })
    expect(readBack.status, 'reading their own appointment stays allowed').toBe(200)
    expect(readBack.body.status).toBe('PENDING')
    await payload.delete({ collection: 'appointments', id: own.id, overrideAccess: true })
  })
})
