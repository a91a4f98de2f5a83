/**
 * The patient and the provider on each appointment, as the coordinator's desk lists, filters,
 * searches and exports them (docs/booking.md, "The coordinator's desk"): copied from the account
 * and the doctor when the appointment is made or moves to another patient or doctor, and kept in
 * step when the account or the doctor changes. A copy, not a join: the panel's list filters and
 * searches a collection's own fields, and the export reads one table.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import type { User } from '../payload-types'
import { ERASING } from '../privacy/erase'
import { PATIENT_SELECT, idOf, patientFields } from '../booking/deskCopies'

const providerOf = async (req: PayloadRequest, doctorId: number) => {
  const doctor = await req.payload.findByID({
    collection: 'doctors',
    id: doctorId,
    depth: 0,
    select: { provider: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return idOf(doctor?.provider)
}

/** beforeChange of appointments: the copies, when the patient or the doctor is set or changes. */
export const fillDeskFields: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const changed = (field: 'user' | 'doctor') =>
    operation === 'create' || (data[field] !== undefined && idOf(data[field]) !== idOf(originalDoc?.[field]))
  const userId = idOf(data.user ?? originalDoc?.user)
  const doctorId = idOf(data.doctor ?? originalDoc?.doctor)
  if (userId && changed('user')) {
    const user = await req.payload.findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      select: PATIENT_SELECT,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    Object.assign(data, patientFields(user as Partial<User> | null))
  }
  if (doctorId && changed('doctor')) data.provider = await providerOf(req, doctorId)
  return data
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** afterChange of users: a changed name, address, phone, country or language reaches their appointments. */
export const syncPatientToAppointments: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const next = patientFields(doc)
  // An erased account's appointments keep the country and language (cms/src/privacy/erase.ts).
  if (operation !== 'update' || req.context?.[ERASING] || same(next, patientFields(previousDoc))) return doc
  await req.payload.db.updateMany({ collection: 'appointments', where: { user: { equals: doc.id } }, data: next, req })
  return doc
}

/**
 * afterChange of doctors: a doctor moved to another provider moves their appointments with them,
 * once the move is published (a draft changes nothing booked). Compared with the appointments
 * themselves, not with the previous version, which may be the draft that made the move.
 */
export const syncProviderToAppointments: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const provider = idOf(doc.provider)
  if (operation !== 'update' || !provider || doc._status === 'draft') return doc
  await req.payload.db.updateMany({
    collection: 'appointments',
    where: {
      and: [
        { doctor: { equals: doc.id } },
        { or: [{ provider: { not_equals: provider } }, { provider: { exists: false } }] },
      ],
    },
    data: { provider },
    req,
  })
  return doc
}

/**
 * Fills the copies on appointments made before they existed (the migration that adds them):
 * one write per patient and per doctor.
 */
export const backfillDeskFields = async (payload: Payload, req?: Partial<PayloadRequest>) => {
  const all = await payload.find({
    collection: 'appointments',
    depth: 0,
    pagination: false,
    select: { user: true, doctor: true },
    overrideAccess: true,
    req,
  })
  const users = new Set(all.docs.map((a) => idOf(a.user)).filter((id): id is number => id !== null))
  const doctors = new Set(all.docs.map((a) => idOf(a.doctor)).filter((id): id is number => id !== null))
  for (const id of users) {
    const user = await payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      select: PATIENT_SELECT,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const data = patientFields(user as Partial<User> | null)
    await payload.db.updateMany({ collection: 'appointments', where: { user: { equals: id } }, data, req })
  }
  for (const id of doctors) {
    const provider = await providerOf({ payload, ...req } as PayloadRequest, id)
    await payload.db.updateMany({
      collection: 'appointments',
      where: { doctor: { equals: id } },
      data: { provider },
      req,
    })
  }
}
