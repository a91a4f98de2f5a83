/**
 * The audit trail (docs/booking.md, "Audit trail") on a real database: every change of an
 * appointment — booked, confirmed by a coordinator, moved by the patient, cancelled — and every
 * change of an account's roles, active flag or e-mail leaves one entry with who, when and
 * from → to; a refused change leaves none; only admins read the trail and nobody can write,
 * change or delete an entry, whatever their role.
 */
import request from 'supertest'

import { takeSlotAfter } from './appointmentMail'
import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let admin: { id: number; email: string; token: string }
let coord: { id: number; email: string; token: string }
let slots: string[]

beforeAll(async () => {
  t = await startApi()
  ;[admin, coord] = await Promise.all([t.staff('ROLE_ADMIN'), t.staff('ROLE_COORDINATOR')])
  ;({ slots } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const trailOf = async (targetCollection: 'appointments' | 'users', docId: number) =>
  (
    await t.payload.find({
      collection: 'audit-entries',
      where: { targetCollection: { equals: targetCollection }, docId: { equals: docId } },
      sort: ['createdAt', 'id'],
      overrideAccess: true,
      limit: 100,
    })
  ).docs

const put = (token: string, id: number, body: Record<string, unknown>) =>
  request(t.app).put(`/api/v1/appointment/${id}`).set('Authorization', bearer(token)).send(body)

test('an appointment’s life: who did what, from → to, each change once', async () => {
  const p = await t.directPatient()
  const first = takeSlotAfter(slots, 48)
  const booked = await request(t.app)
    .post('/api/v1/appointment')
    .set('Authorization', bearer(p.token))
    .send({ doctorId: t.fixtures.doctorId, appointmentDate: first, lang: 'en' })
  expect(booked.status).toBe(201)
  const id = booked.body.content.id as number

  expect((await put(coord.token, id, { status: 'CONFIRMED' })).status).toBe(200)
  const later = takeSlotAfter(slots, 96)
  const moved = await request(t.app)
    .post(`/api/v1/appointment/${id}/reschedule`)
    .set('Authorization', bearer(p.token))
    .send({ appointmentDate: later })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  // Refused (a coordinator's cancellation needs a reason): no entry.
  expect((await put(coord.token, id, { status: 'CANCELLED' })).status).toBe(400)
  expect((await put(coord.token, id, { status: 'CANCELLED', reason: 'The doctor is away.' })).status).toBe(200)

  const trail = await trailOf('appointments', id)
  expect(trail.map((e) => [e.action, e.actorEmail, e.actorRole])).toStrictEqual([
    ['create', p.email, 'ROLE_USER'],
    ['update', coord.email, 'ROLE_COORDINATOR'],
    ['update', p.email, 'ROLE_USER'],
    ['update', coord.email, 'ROLE_COORDINATOR'],
  ])
  expect(trail[0]!.changes).toEqual(
    expect.arrayContaining([
      { field: 'status', from: null, to: 'PENDING' },
      { field: 'appointmentDate', from: null, to: new Date(first).toISOString() },
    ]),
  )
  expect(trail[1]!.changes).toStrictEqual([{ field: 'status', from: 'PENDING', to: 'CONFIRMED' }])
  // The patient's move: the time, and back to PENDING (a moved booking is confirmed again).
  expect(trail[2]!.changes).toEqual(
    expect.arrayContaining([
      { field: 'status', from: 'CONFIRMED', to: 'PENDING' },
      { field: 'appointmentDate', from: new Date(first).toISOString(), to: new Date(later).toISOString() },
    ]),
  )
  expect(trail[3]!.changes).toStrictEqual([
    { field: 'status', from: 'PENDING', to: 'CANCELLED' },
    { field: 'statusReason', from: null, to: 'The doctor is away.' },
  ])
  expect(trail[3]!.summary).toBe('status: PENDING → CANCELLED; statusReason: — → The doctor is away.')
  expect(trail.every((e) => Date.parse(e.createdAt) > 0)).toBe(true)
})

test('an account’s roles, active flag and e-mail: from → to, by whom; other fields leave no entry', async () => {
  const p = await t.directPatient()
  const before = (await trailOf('users', p.id)).length
  const promote = await request(t.app)
    .put(`/api/v1/user/${p.id}`)
    .set('Authorization', bearer(admin.token))
    .send({ roles: ['ROLE_USER', 'ROLE_COORDINATOR'] })
  expect(promote.status, JSON.stringify(promote.body)).toBe(200)
  await t.payload.update({ collection: 'users', id: p.id, data: { firstName: 'Renamed' }, overrideAccess: true })
  await t.payload.update({ collection: 'users', id: p.id, data: { active: false }, overrideAccess: true })
  const trail = (await trailOf('users', p.id)).slice(before)
  expect(trail.map((e) => [e.actorEmail, e.changes])).toStrictEqual([
    [admin.email, [{ field: 'roles', from: ['ROLE_USER'], to: ['ROLE_COORDINATOR', 'ROLE_USER'] }]],
    // A script or the worker acts as the system.
    [null, [{ field: 'active', from: true, to: false }]],
  ])
  expect(trail[1]!.actorRole).toBe('system')
})

test('only admins read the trail; nobody writes, changes or deletes an entry', async () => {
  const entry = (await t.payload.find({ collection: 'audit-entries', limit: 1, overrideAccess: true })).docs[0]!
  const asUser = async (id: number) => ({
    ...(await t.payload.findByID({ collection: 'users', id, overrideAccess: true })),
    collection: 'users' as const,
  })
  const p = await t.directPatient()
  const mod = await t.staff('ROLE_MODERATOR')
  for (const who of [p.id, mod.id, coord.id]) {
    const user = await asUser(who)
    await expect(t.payload.find({ collection: 'audit-entries', user, overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    )
  }
  const adminUser = await asUser(admin.id)
  expect(
    (await t.payload.find({ collection: 'audit-entries', user: adminUser, overrideAccess: false })).totalDocs,
  ).toBeGreaterThan(0)
  await expect(
    t.payload.update({
      collection: 'audit-entries',
      id: entry.id,
      data: { summary: 'x' },
      user: adminUser,
      overrideAccess: false,
    }),
  ).rejects.toThrow()
  await expect(
    t.payload.delete({ collection: 'audit-entries', id: entry.id, user: adminUser, overrideAccess: false }),
  ).rejects.toThrow()
  await expect(
    t.payload.create({
      collection: 'audit-entries',
      data: { targetCollection: 'users', docId: 1, action: 'update' },
      user: adminUser,
      overrideAccess: false,
    }),
  ).rejects.toThrow()
  const still = await t.payload.findByID({ collection: 'audit-entries', id: entry.id, overrideAccess: true })
  expect(still.summary).toBe(entry.summary)
})
