/**
 * Reading appointments: one, a page (the caller's access applied), and everything an export needs.
 * Each appointment shows its doctor in its own language.
 */
import type { Payload, Where } from 'payload'

import type { Appointment, Attachment, Doctor } from '@medtour/cms/payload-types'
import type { AppointmentStatus } from '@medtour/cms/booking/status'
import { isDesk, type Caller } from '../../http/auth'
import { findReadable } from '../../lib/readable'
import { idOf, toDto } from './appointments.dto'
import { estimatedTotal } from './appointments.estimate'

/** A doctor's name and title as an appointment in `lang` shows them. */
const DOCTOR_NAME = { name: true, title: true } as const

/**
 * Doctors and attachments of a page of appointments: each appointment shows its doctor in its
 * own language (one doctors query per language on the page, one attachments query).
 */
const decorate = async (payload: Payload, docs: Appointment[], caller: Caller) => {
  if (docs.length === 0) return []
  const langs = [...new Set(docs.map((d) => d.lang))]
  const [attachments, ...doctorsByLang] = await Promise.all([
    payload.find({
      collection: 'attachments',
      where: { appointment: { in: docs.map((d) => d.id) } },
      depth: 0,
      pagination: false,
      user: caller,
      overrideAccess: false,
    }),
    ...langs.map((lang) => {
      const doctorIds = [...new Set(docs.filter((d) => d.lang === lang).map((d) => idOf(d.doctor as never)!))]
      return payload.find({
        collection: 'doctors',
        where: { id: { in: doctorIds } },
        depth: 0,
        limit: doctorIds.length,
        pagination: false,
        locale: lang,
        select: DOCTOR_NAME,
        overrideAccess: true,
      })
    }),
  ])
  const doctorOf = (doc: Appointment) =>
    (doctorsByLang[langs.indexOf(doc.lang)]?.docs.find((d) => d.id === idOf(doc.doctor as never)) as Doctor) ?? null
  return docs.map((doc) =>
    toDto(
      doc,
      {
        doctor: doctorOf(doc),
        attachments: attachments.docs.filter((a) => idOf(a.appointment as never) === doc.id) as Attachment[],
      },
      isDesk(caller),
    ),
  )
}

export const findAppointment = (payload: Payload, id: number, caller: Caller): Promise<Appointment> =>
  findReadable(payload, 'appointments', id, caller, 'No such appointment.')

export const getAppointment = async (payload: Payload, id: number, caller: Caller) => {
  const doc = await findAppointment(payload, id, caller)
  return (await decorate(payload, [doc], caller))[0]!
}

/**
 * A page of appointments, newest first: the hot read of every patient's "my appointments". Read
 * through the database adapter, which skips Payload's per-field read pass (nothing to do here:
 * appointments have no read hooks or field access), so the collection's read rule is applied as
 * the where clause — exactly what `ownerOrDesk('user')` adds: a patient's own, anything for
 * staff. Counted only when the page does not already tell the total.
 */
export const listAppointments = async (
  payload: Payload,
  caller: Caller,
  query: { size: number; page: number; status?: AppointmentStatus; doctorId?: number; userId?: number },
) => {
  const and: Where[] = []
  if (!isDesk(caller)) and.push({ user: { equals: caller.id } })
  if (query.userId) and.push({ user: { equals: query.userId } })
  if (query.status) and.push({ status: { equals: query.status } })
  if (query.doctorId) and.push({ doctor: { equals: query.doctorId } })
  const where: Where = and.length ? { and } : {}
  const { docs } = await payload.db.find<Appointment>({
    collection: 'appointments',
    where,
    limit: query.size,
    page: query.page + 1,
    pagination: false,
    sort: '-appointmentDate',
    // The adapter's type omits `false`, which it honours as payload.find does: no attachments join.
    joins: false as never,
    // The list does not show the status history: no read of its rows.
    select: { statusHistory: false },
  })
  const partial = docs.length < query.size && (docs.length > 0 || query.page === 0)
  const total = partial
    ? query.page * query.size + docs.length
    : ((and.length === 0 ? await estimatedTotal(payload) : null) ??
      (await payload.db.count({ collection: 'appointments', where })).totalDocs)
  return {
    content: await decorate(payload, docs, caller),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
  }
}

/** Everything the exports need: the appointment (caller's access applies), patient, doctor. */
export const loadForExport = async (payload: Payload, id: number, caller: Caller) => {
  const appointment = await findAppointment(payload, id, caller)
  const lang = appointment.lang
  const [user, doctor, attachments] = await Promise.all([
    payload.findByID({
      collection: 'users',
      id: idOf(appointment.user as never)!,
      depth: 1,
      overrideAccess: true,
      locale: lang,
    }),
    payload.findByID({
      collection: 'doctors',
      id: idOf(appointment.doctor as never)!,
      depth: 1,
      overrideAccess: true,
      locale: lang,
    }),
    payload.find({
      collection: 'attachments',
      where: { appointment: { equals: appointment.id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  return { appointment, user, doctor: doctor as Doctor, attachments: attachments.docs as Attachment[] }
}
