/**
 * A new appointment, written through the database adapter inside the booking's transaction: the
 * booking API's path (docs/quality.md, issue 15). Payload's `create` — access, the traversal of
 * every field for hooks and validation, the read-back with its relations — was 8.7 ms of a
 * booking's 20 on one core; this is one insert for the row and one for its history, nothing read back.
 *
 * The collection's rules for a new appointment are not copied here: they are the functions its
 * hooks call (cms/src/collections/Appointments.ts) — the opening status history and count of
 * moves, the held slot key, the desk's copies of the patient and the provider (handed over, as
 * the hook is), the audit entry, the reminders of one created confirmed — and the defaults are read
 * from the collection's own fields. What Payload's `create` would check first, the caller has:
 * who may book for whom (the booking service), the values (its request schema) and the doctor.
 * booking-api/tests/newAppointment.test.ts stores the same booking both ways and compares them,
 * and fails when the collection gains a hook this does not know.
 */
import { randomBytes } from 'node:crypto'

import type { FlattenedField, Payload, PayloadRequest } from 'payload'

import type { Appointment, User } from '../payload-types'
import { creationEntry, recordCreation } from '../audit/trail'
import { insertRow } from '../rows'
import type { NewRecord } from '../rowsAtOnce'
import { openingStatus, remindersWanted } from '../collections/appointmentStatus'
import { scheduleReminders } from '../jobs/reminders'
import type { TransactionReq } from '../transaction'
import type { DeskCopies } from './deskCopies'
import { heldSlotKey, type AppointmentStatus } from './status'
import * as clock from '../shared/clock'

export type NewAppointment = {
  user: number
  doctor: number
  /** ISO 8601. */
  appointmentDate: string
  durationMinutes: number
  status: AppointmentStatus
  lang: 'en' | 'ar'
  patientTimeZone: string | null
  notes: string | null
  consentAt: string | null
}

/**
 * A record of these fields as Payload's create stores and reads it back: each field's fixed
 * default, or null (a group's fields within it, an array empty). Joins are not stored.
 */
export const blankRecord = (fields: FlattenedField[]): Record<string, unknown> => {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'join' || !('name' in field) || !field.name) continue
    if (field.type === 'group') values[field.name] = blankRecord(field.flattenedFields)
    else if (field.type === 'array' || field.type === 'blocks') values[field.name] = []
    else if ('defaultValue' in field && field.defaultValue !== undefined && typeof field.defaultValue !== 'function') {
      values[field.name] = field.defaultValue
    } else values[field.name] = null
  }
  return values
}

const defaultsCache = new WeakMap<object, Record<string, unknown>>()
const defaultsFor = (payload: Payload) => {
  const config = payload.collections.appointments.config
  let values = defaultsCache.get(config)
  if (!values) defaultsCache.set(config, (values = blankRecord(config.flattenedFields)))
  return structuredClone(values)
}

/** An array row's id as Payload makes one (an ObjectId's 24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

/**
 * A new appointment booked by `by`, as Payload's create would store it (before its id): the
 * defaults, the input, the desk's copies, the opening status history and the held slot.
 */
export const appointmentRecord = (payload: Payload, by: User, input: NewAppointment, desk: DeskCopies) => {
  const now = clock.nowIso()
  const opening = openingStatus(input.status, by.id, now)
  return {
    ...defaultsFor(payload),
    ...input,
    ...desk,
    ...opening,
    statusHistory: opening.statusHistory.map((row) => ({ ...row, id: rowId() })),
    slotKey: heldSlotKey(input.status, input.doctor, input.appointmentDate),
    createdAt: now,
    updatedAt: now,
  }
}

/** The request `by` acts in, as the collection's hooks see it (the audit entry names them). */
const actingAs = (req: TransactionReq | undefined, by: User) =>
  ({ ...req, user: { ...by, collection: 'users' } }) as unknown as PayloadRequest

/**
 * Stores a new appointment booked by `by` in `req`'s transaction, with its audit entry and, when
 * created confirmed, its reminders; returns it as Payload's create would (depth 0).
 */
export const insertAppointment = async (
  payload: Payload,
  req: TransactionReq,
  by: User,
  input: NewAppointment,
  desk: DeskCopies,
): Promise<Appointment> => {
  const data = appointmentRecord(payload, by, input, desk)
  const id = await insertRow(payload, 'appointments', data, req)
  const doc = { ...data, id } as unknown as Appointment
  await recordCreation(
    payload,
    actingAs(req, by),
    'appointments',
    doc as unknown as Record<string, unknown> & { id: number },
  )
  if (remindersWanted(doc, undefined)) await scheduleReminders(payload, req as Partial<PayloadRequest>, doc)
  return doc
}

/**
 * A new appointment and its audit entry as records to write at once with others
 * (../rowsAtOnce.ts), given the id it gets (`writeAtOnce`); null when it needs more (reminders: one
 * created confirmed), which `insertAppointment` writes — known before any id is taken.
 */
export const appointmentRecords = (payload: Payload, by: User, input: NewAppointment, desk: DeskCopies) => {
  const record = appointmentRecord(payload, by, input, desk)
  if (remindersWanted(record, undefined)) return null
  return (id: number): { doc: Appointment; records: NewRecord[] } => {
    const data = { ...record, id }
    return {
      doc: data as unknown as Appointment,
      records: [
        { collection: 'appointments', data },
        { collection: 'audit-entries', data: creationEntry(actingAs(undefined, by), 'appointments', data) },
      ],
    }
  }
}
