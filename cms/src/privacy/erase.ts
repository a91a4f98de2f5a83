/**
 * A patient's account deleted at their request (GDPR art. 17, KVKK art. 7; docs/privacy.md): the
 * rule of what goes and what stays, in one transaction.
 *
 * Goes: the medical files (records and bytes), treatment requests, the e-mails sent to or about
 * them (the outbox keeps addresses and bodies), and from every appointment the notes, the survey
 * answers, the reason given and the copied name, address, phone and time zone; upcoming open
 * appointments are cancelled, so their slots are free again. The account keeps no name, address,
 * phone, country or zone, cannot sign in (inactive, a random password) and its sessions end. The
 * audit trail keeps its entries (who changed what is the clinics' record) with the erased values
 * replaced by "(erased)".
 *
 * Stays, without anything that names the patient: each appointment's doctor, provider, time,
 * length, status and history, the patient's country and language on it (the clinics' statistics),
 * and the account's id, which they point at.
 *
 * Staff are told by one e-mail that names no one.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { summarize, type AuditAction, type Change } from '../audit/trail'
import { staffAccountDeletedMail } from '../email/accountDeleted'
import { env } from '../env'
import { enqueueMail } from '../jobs/outbox'
import type { AuditEntry } from '../payload-types'
import { withTransaction } from '../transaction'
import * as clock from '../shared/clock'

/** Set on the changes an erasure makes: the appointments' hooks tell nobody about them one by one. */
export const ERASING = 'erasingAccount'

export const ERASED = '(erased)'

/** The audited fields whose values an erasure removes from the trail. */
const ERASED_FIELDS = new Set(['email', 'notes', 'travelPreferences', 'statusReason'])

const CANCEL_REASON = 'The patient deleted their account.'

export type Erasure = { cancelledAppointments: number; removedFiles: number }

/** The survey's stored fields, all empty. */
const emptySurvey = (payload: Payload) => {
  const group = payload.collections.appointments.config.flattenedFields.find((f) => f.name === 'travelPreferences')
  const fields = group && 'flattenedFields' in group ? group.flattenedFields : []
  return Object.fromEntries(fields.map((f) => [f.name, null]))
}

const scrub = (changes: unknown): Change[] =>
  (Array.isArray(changes) ? (changes as Change[]) : []).map((c) =>
    ERASED_FIELDS.has(c.field)
      ? { field: c.field, from: c.from === null ? null : ERASED, to: c.to === null ? null : ERASED }
      : c,
  )

export const eraseAccount = async (payload: Payload, userId: number): Promise<Erasure> =>
  withTransaction(payload, async (tx) => {
    const req = tx as unknown as PayloadRequest
    const context = { [ERASING]: true }
    const appointments = (
      await payload.find({
        collection: 'appointments',
        where: { user: { equals: userId } },
        depth: 0,
        pagination: false,
        select: { status: true, appointmentDate: true },
        overrideAccess: true,
        req,
      })
    ).docs
    const ids = appointments.map((a) => a.id as number)

    // Upcoming open appointments: cancelled through the workflow (slot freed, reminders dropped).
    const now = clock.nowMs()
    let cancelled = 0
    for (const a of appointments) {
      if ((a.status === 'PENDING' || a.status === 'CONFIRMED') && Date.parse(a.appointmentDate) > now) {
        await payload.update({
          collection: 'appointments',
          id: a.id,
          data: { status: 'CANCELLED', statusReason: CANCEL_REASON },
          overrideAccess: true,
          context,
          req,
        })
        cancelled++
      }
    }

    const files = await payload.delete({
      collection: 'attachments',
      where: { owner: { equals: userId } },
      overrideAccess: true,
      context,
      req,
    })
    if (files.errors.length) throw new Error(`Could not remove ${files.errors.length} medical file(s).`)
    const exports = await payload.delete({
      collection: 'data-exports',
      where: { user: { equals: userId } },
      overrideAccess: true,
      req,
    })
    if (exports.errors.length) throw new Error(`Could not remove ${exports.errors.length} data export(s).`)
    await payload.db.deleteMany({ collection: 'treatment-requests', where: { user: { equals: userId } }, req })
    await payload.db.deleteMany({
      collection: 'messages',
      where: { or: [{ user: { equals: userId } }, ...(ids.length ? [{ appointment: { in: ids } }] : [])] },
      req,
    })

    // The account: nothing that names them, no way in.
    await payload.update({
      collection: 'users',
      id: userId,
      data: {
        email: `deleted-${userId}-${randomUUID().slice(0, 8)}@deleted.invalid`,
        firstName: null,
        lastName: null,
        phone: null,
        country: null,
        timeZone: null,
        active: false,
        password: randomBytes(32).toString('base64url'),
      },
      overrideAccess: true,
      context,
      req,
    })

    // What stays of the appointments names no one; their country and language stay (statistics).
    if (ids.length) {
      await payload.db.updateMany({
        collection: 'appointments',
        where: { user: { equals: userId } },
        data: {
          notes: null,
          statusReason: null,
          patientName: null,
          patientEmail: null,
          patientPhone: null,
          patientTimeZone: null,
          travelPreferences: emptySurvey(payload),
        },
        req,
      })
    }

    // The trail keeps who did what, not the erased values nor the patient's address.
    const entries = (
      await payload.find({
        collection: 'audit-entries',
        where: {
          or: [
            { and: [{ targetCollection: { equals: 'users' } }, { docId: { equals: userId } }] },
            ...(ids.length
              ? [{ and: [{ targetCollection: { equals: 'appointments' } }, { docId: { in: ids } }] }]
              : []),
            { actor: { equals: userId } },
          ],
        },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
    ).docs as AuditEntry[]
    for (const entry of entries) {
      const changes = scrub(entry.changes)
      await payload.db.updateOne({
        collection: 'audit-entries',
        id: entry.id,
        data: {
          changes,
          summary: summarize(entry.action as AuditAction, changes),
          actorEmail:
            entry.actor === userId || (entry.actor as { id?: number })?.id === userId ? null : entry.actorEmail,
        },
        req,
      })
    }

    await enqueueMail(payload, tx, {
      kind: 'staff-account-deleted',
      key: `staff-account-deleted:${userId}:${now}`,
      user: userId,
      mail: staffAccountDeletedMail({ to: env.staffEmail, userId, appointmentIds: ids, cancelled }),
    })
    return { cancelledAppointments: cancelled, removedFiles: files.docs.length }
  })
