/**
 * A booking is written through the database adapter (cms/src/booking/newAppointment.ts), not
 * Payload's create. Stored both ways from the same input, on a real database, the two
 * appointments must be the same record — every field, the history, the desk's copies, the audit
 * entry, the reminders of one created confirmed — so a rule of the collection that the booking
 * path missed fails here. The collection's hooks are counted too: a new one must be looked at
 * for the booking path (and this count raised).
 */
import request from 'supertest'

import { remindersOf } from './appointmentMail'
import { bearer, fixtureSlots, startApi, type TestApi } from './helpers'

let t: TestApi
let slots: string[]

beforeAll(async () => {
  t = await startApi({ worker: false })
  ;({ slots } = await fixtureSlots(t))
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

type Stored = Record<string, unknown> & { id: number; statusHistory: Record<string, unknown>[] }

const read = async (id: number) =>
  (await t.payload.findByID({ collection: 'appointments', id, depth: 0, overrideAccess: true })) as unknown as Stored

/** The record without what differs by nature: its id, times, slot and the history rows' ids and times. */
const comparable = (doc: Stored) => {
  const rest = Object.fromEntries(
    Object.entries(doc).filter(([key]) => !['id', 'createdAt', 'updatedAt', 'appointmentDate'].includes(key)),
  )
  const { slotKey, consentAt } = doc
  return {
    ...rest,
    slotKey: undefined,
    consentAt: undefined,
    slotKeyHeld: typeof slotKey === 'string' && slotKey.startsWith(`${t.fixtures.doctorId}@`),
    consented: consentAt !== null && consentAt !== undefined,
    statusHistory: doc.statusHistory.map(({ id, at, ...row }) => ({
      ...row,
      idLooksLikePayloads: typeof id === 'string' && /^[0-9a-f]{24}$/.test(id),
      atIsTime: typeof at === 'string' && !Number.isNaN(Date.parse(at)),
    })),
  }
}

const auditOf = async (docId: number) => {
  const entries = await t.payload.find({
    collection: 'audit-entries',
    where: { and: [{ targetCollection: { equals: 'appointments' } }, { docId: { equals: docId } }] },
    overrideAccess: true,
    depth: 0,
  })
  return entries.docs.map(({ actor, actorEmail, actorRole, action, changes }) => ({
    actor,
    actorEmail,
    actorRole,
    action,
    // The start differs between the two bookings by design.
    changes: (changes as { field: string }[]).filter((c) => c.field !== 'appointmentDate'),
  }))
}

const reminderHours = async (appointment: number) =>
  (await remindersOf(t, appointment)).map((j) => j.input.hours).sort()

/** Books through the API and creates the same through Payload's create, as the API did before. */
const bothWays = async (who: { id: number; token: string }, patientId: number, status: 'PENDING' | 'CONFIRMED') => {
  // Days ahead (the list's end), so every reminder lead time is still to come.
  const [viaApi, viaPayload] = [slots.pop()!, slots.pop()!]
  const body = {
    doctorId: t.fixtures.doctorId,
    appointmentDate: viaApi,
    lang: 'ar',
    notes: 'Knee pain',
    patientTimeZone: 'Asia/Riyadh',
    status,
    ...(who.id === patientId ? {} : { userId: patientId }),
  }
  const res = await request(t.app).post('/api/v1/appointment').set('Authorization', bearer(who.token)).send(body)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const caller = await t.payload.findByID({ collection: 'users', id: who.id, depth: 0, overrideAccess: true })
  const created = await t.payload.create({
    collection: 'appointments',
    data: {
      user: patientId,
      doctor: t.fixtures.doctorId,
      appointmentDate: viaPayload,
      durationMinutes: 30,
      status,
      lang: 'ar',
      patientTimeZone: 'Asia/Riyadh',
      notes: 'Knee pain',
      consentAt: null,
    },
    depth: 0,
    user: { ...caller, collection: 'users' },
    overrideAccess: false,
  })
  return { api: res.body.content.id as number, payload: created.id }
}

describe('a booking stored through the adapter', () => {
  test("is the record Payload's create stores: fields, history, desk copies, audit entry", async () => {
    const patient = await t.directPatient({ timeZone: 'Asia/Riyadh', lang: 'ar' })
    const ids = await bothWays(patient, patient.id, 'PENDING')
    const [api, payload] = [await read(ids.api), await read(ids.payload)]
    expect(comparable(api)).toEqual(comparable(payload))
    // Not vacuous: the copies and the history are there.
    expect(api.patientEmail).toBe(patient.email)
    expect(api.provider).toBe(t.fixtures.providerId)
    expect(api.statusHistory).toHaveLength(1)
    expect(comparable(api).statusHistory[0]).toMatchObject({ to: 'PENDING', by: patient.id, idLooksLikePayloads: true })
    expect(api.slotKey).toBe(`${t.fixtures.doctorId}@${new Date(String(api.appointmentDate)).toISOString()}`)
    const [apiAudit, payloadAudit] = [await auditOf(ids.api), await auditOf(ids.payload)]
    expect(apiAudit).toEqual(payloadAudit)
    expect(apiAudit).toHaveLength(1)
    expect(apiAudit[0]).toMatchObject({ actor: patient.id, actorRole: 'ROLE_USER', action: 'create' })
  })

  test('booked confirmed by staff for a patient: the same record, and the same reminders', async () => {
    const patient = await t.directPatient()
    const coordinator = await t.staff('ROLE_COORDINATOR')
    const ids = await bothWays(coordinator, patient.id, 'CONFIRMED')
    const [api, payload] = [await read(ids.api), await read(ids.payload)]
    expect(comparable(api)).toEqual(comparable(payload))
    expect(api.status).toBe('CONFIRMED')
    expect(comparable(api).statusHistory[0]).toMatchObject({ to: 'CONFIRMED', by: coordinator.id })
    expect(await auditOf(ids.api)).toEqual(await auditOf(ids.payload))
    const reminders = await reminderHours(ids.api)
    expect(reminders.length).toBeGreaterThan(0)
    expect(reminders).toEqual(await reminderHours(ids.payload))
  })

  test('the collection has the hooks the booking path was written for', () => {
    const names = (list: { name: string }[] | undefined) =>
      (list ?? []).map((hook) => hook.name).filter((name) => name !== 'afterWriteListener')
    const hooks = t.payload.collections.appointments.config.hooks
    // newAppointment.ts applies each create-time rule of these; a new hook needs a look there.
    expect(names(hooks.beforeChange)).toEqual(['checkMove', 'enforceStatusWorkflow', 'fillDeskFields', 'holdSlotKey'])
    expect(names(hooks.afterChange)).toEqual(['notifyStatusChange', 'scheduleAppointmentReminders', 'afterChange'])
    for (const kind of ['beforeValidate', 'beforeOperation', 'afterOperation', 'afterRead'] as const) {
      expect(names(hooks[kind])).toEqual([])
    }
    // Nor has a field a hook of its own that runs on create (a unique field has Payload's own
    // beforeDuplicate, which does not).
    const withHooks = t.payload.collections.appointments.config.flattenedFields.filter(
      (field) =>
        'hooks' in field &&
        (['beforeValidate', 'beforeChange', 'afterChange'] as const).some((kind) => (field.hooks?.[kind] ?? []).length),
    )
    expect(withHooks.map((field) => field.name)).toEqual([])
  })
})
