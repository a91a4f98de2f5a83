/**
 * Doctors' drafts on the running stack (cms/src/collections/Doctors.ts, content/publishing.ts):
 * marketing drafts a doctor's public profile while booking goes on with the published doctor; a
 * doctor never published is nobody's to see or book; marketing cannot change booking data; the
 * admin API publishes what it writes and will not publish an editor's unfinished draft with it.
 */
import { call, makeUser, v1Login } from './doors'
import { account, closeLocal, type Account } from './fixtures'
import { rest } from './helpers'

/** The doctor as the site reads it: anonymous GraphQL through the origin. */
const siteDoctor = async (id: number, locale: 'en' | 'ar') => {
  const query = `{ Doctors(where: { id: { equals: ${id} } }, limit: 1, locale: ${locale}) { docs { id bio } } }`
  const res = await call('POST', '/api/graphql', { body: { query } })
  expect(res.status).toBe(200)
  expect(res.body.errors).toBeUndefined()
  return (res.body.data.Doctors.docs[0] ?? null) as { id: number; bio: string | null } | null
}

const slots = (id: number) => call('GET', `/api/v1/doctor/${id}/slots?days=14&tz=Europe/Istanbul&lang=en`)

type Doctor = { id: number; bio?: string | null; _status: string; workingHours: unknown[]; provider: number }

describe("doctors' drafts", () => {
  let moderator: Account
  let adminV1: string
  let adminPanel: Account
  let doctor: Doctor
  let publishedBio: string | null
  let years: number | null

  beforeAll(async () => {
    moderator = await account('ROLE_MODERATOR')
    adminPanel = await account('ROLE_ADMIN')
    const admin = await makeUser(['ROLE_ADMIN'])
    adminV1 = (await v1Login(admin.email, admin.password)).body.content.accessToken as string
    // A doctor of the seed, read as the panel reads it (in Arabic, depth 0).
    const list = await rest('GET', '/doctors?where[slug][equals]=dr-ayse-demir&depth=0&locale=ar', {
      token: moderator.token,
    })
    doctor = list.body.docs?.[0]
    expect(doctor?._status).toBe('published')
    publishedBio = doctor.bio ?? null
    years = (doctor as unknown as { yearsOfExperience: number | null }).yearsOfExperience
  })

  afterAll(async () => {
    await rest('PATCH', `/doctors/${doctor.id}?locale=ar`, {
      token: adminPanel.token,
      body: { bio: publishedBio, yearsOfExperience: years, _status: 'published' },
    })
    await closeLocal()
  })

  test("a draft of a doctor's Arabic profile reaches no reader, and the doctor stays bookable, until it is published", async () => {
    const before = await slots(doctor.id)
    expect(before.status).toBe(200)
    const draft = `${publishedBio ?? ''} (مسودة ${Date.now()})`
    const saved = await rest('PATCH', `/doctors/${doctor.id}?locale=ar&draft=true`, {
      token: moderator.token,
      body: { bio: draft },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.doc._status).toBe('draft')

    expect((await siteDoctor(doctor.id, 'ar'))?.bio, 'the site reads the published profile').toBe(publishedBio)
    const during = await slots(doctor.id)
    expect(during.status, 'booking reads the published doctor').toBe(200)
    expect(during.body.content.slots.length).toBe(before.body.content.slots.length)

    // The admin API will not publish the editor's unfinished draft with its own change.
    const refused = await call('PUT', `/api/v1/admin/doctors/${doctor.id}?locale=ar`, {
      headers: { authorization: `Bearer ${adminV1}` },
      body: { yearsOfExperience: (years ?? 0) + 1 },
    })
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.message).toBe('DRAFT_PENDING')
    const unchanged = await rest('GET', `/doctors/${doctor.id}?depth=0&draft=true&locale=ar`, {
      token: moderator.token,
    })
    expect(unchanged.body.yearsOfExperience).toBe(years)
    expect(unchanged.body.bio, 'the draft is kept').toBe(draft)

    const published = await rest('PATCH', `/doctors/${doctor.id}?locale=ar`, {
      token: moderator.token,
      body: { _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect((await siteDoctor(doctor.id, 'ar'))?.bio).toBe(draft)
    expect((await slots(doctor.id)).status).toBe(200)

    // Nothing waits now: the admin API's change is published at once.
    const accepted = await call('PUT', `/api/v1/admin/doctors/${doctor.id}?locale=ar`, {
      headers: { authorization: `Bearer ${adminV1}` },
      body: { yearsOfExperience: (years ?? 0) + 2 },
    })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body.content._status).toBe('published')
    const read = await call('POST', '/api/graphql', {
      body: { query: `{ Doctor(id: ${doctor.id}) { yearsOfExperience bio } }` },
    })
    expect(read.body.data.Doctor).toMatchObject({ yearsOfExperience: (years ?? 0) + 2 })
  })

  test('marketing edits the profile, not the booking data (hours, provider, active)', async () => {
    const res = await rest('PATCH', `/doctors/${doctor.id}?locale=en&draft=true`, {
      token: moderator.token,
      body: { workingHours: [], active: false, slotMinutes: 15 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.doc.workingHours.length, 'the hours are kept').toBe(doctor.workingHours.length)
    expect(res.body.doc.active).toBe(true)
    expect(res.body.doc.slotMinutes).not.toBe(15)
    // Leave no draft behind: publish what is (unchanged).
    await rest('PATCH', `/doctors/${doctor.id}?locale=en`, { token: moderator.token, body: { _status: 'published' } })
    // Creating and deleting doctors stays with admins.
    const created = await rest('POST', '/doctors', {
      token: moderator.token,
      body: { name: 'Dr. Nobody', slug: `nobody-${Date.now()}`, speciality: 1, provider: doctor.provider },
    })
    expect(created.status).toBe(403)
  })

  test('a doctor never published is not listed and cannot be booked; publishing opens the diary', async () => {
    const slug = `draft-doctor-${Date.now()}`
    const created = await rest('POST', '/doctors?draft=true&locale=en', {
      token: adminPanel.token,
      body: {
        name: 'Dr. Draft',
        slug,
        speciality: (doctor as unknown as { speciality: number }).speciality,
        provider: doctor.provider,
        slotMinutes: 30,
        workingHours: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
          day,
          start: '08:00',
          end: '20:00',
        })),
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as number
    try {
      expect(created.body.doc._status).toBe('draft')
      expect(await siteDoctor(id, 'en'), 'not on the site').toBeNull()
      expect((await slots(id)).status, 'no diary').toBe(404)
      const patient = await makeUser(['ROLE_USER'])
      const token = (await v1Login(patient.email, patient.password)).body.content.accessToken as string
      const start = new Date(Date.now() + 3 * 86_400_000)
      start.setUTCHours(9, 0, 0, 0)
      const booking = await call('POST', '/api/v1/appointment', {
        headers: { authorization: `Bearer ${token}` },
        body: { doctorId: id, appointmentDate: start.toISOString(), lang: 'en' },
      })
      expect(booking.status, booking.text).toBe(404)
      expect(booking.body.message).toBe('DOCTOR_NOT_FOUND')

      const published = await rest('PATCH', `/doctors/${id}?locale=en`, {
        token: adminPanel.token,
        body: { _status: 'published' },
      })
      expect(published.status, JSON.stringify(published.body)).toBe(200)
      expect((await siteDoctor(id, 'en'))?.id).toBe(id)
      const open = await slots(id)
      expect(open.status).toBe(200)
      expect(open.body.content.slots.length).toBeGreaterThan(0)
    } finally {
      await rest('DELETE', `/doctors/${id}`, { token: adminPanel.token })
    }
  })

  test('a doctor created through the admin API is published at once', async () => {
    const res = await call('POST', '/api/v1/admin/doctors?locale=en', {
      headers: { authorization: `Bearer ${adminV1}` },
      body: {
        name: 'Dr. Api',
        slug: `api-doctor-${Date.now()}`,
        speciality: (doctor as unknown as { speciality: number }).speciality,
        provider: doctor.provider,
      },
    })
    expect(res.status, res.text).toBe(201)
    const id = res.body.content.id as number
    try {
      expect(res.body.content._status).toBe('published')
      expect((await siteDoctor(id, 'en'))?.id).toBe(id)
    } finally {
      await call('DELETE', `/api/v1/admin/doctors/${id}`, { headers: { authorization: `Bearer ${adminV1}` } })
    }
  })
})
