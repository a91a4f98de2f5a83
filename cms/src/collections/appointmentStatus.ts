/**
 * The appointment's status workflow, held on every door (the panel, REST, GraphQL, the Local API
 * the booking API uses): a change that `transitionProblem` refuses is a validation error; every
 * change is recorded in `statusHistory` (from, to, when, who, the reason); and the people it
 * concerns are told through the outbox, in the change's own transaction (docs/booking.md).
 */
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { isDeskUser } from '../access/roles'
import { calendarFile, icsContentType, icsMethodOf, icsSequence } from '../booking/ics'
import { isSlotStart } from '../booking/slots'
import { rescheduleProblem, transitionProblem, type AppointmentStatus } from '../booking/status'
import { patientStatusMail, staffPatientChangeMail, type PatientStatusMail } from '../email/appointmentStatus'
import { appointmentMailContext, idOf } from '../email/appointmentContext'
import { env } from '../env'
import { enqueueMails, type Outgoing } from '../jobs/outbox'
import { ERASING } from '../privacy/erase'
import { scheduleReminders } from '../jobs/reminders'
import type { MessageKind } from '../jobs/kinds'
import type { Appointment } from '../payload-types'
import type { TransactionReq } from '../transaction'
import * as clock from '../shared/clock'

type HistoryEntry = NonNullable<Appointment['statusHistory']>[number]

/** Who makes a change counts as staff when they work the desk, or when no one signed in (the system). */
const byStaff = (req: PayloadRequest) => !req.user || isDeskUser(req.user)

/** Whether the update moves the appointment to another time or doctor. */
const movesAppointment = (data: Partial<Appointment>, original: Partial<Appointment> | undefined) =>
  (data.appointmentDate !== undefined &&
    Date.parse(String(data.appointmentDate)) !== Date.parse(String(original?.appointmentDate))) ||
  (data.doctor !== undefined && idOf(data.doctor) !== idOf(original?.doctor))

/** A new appointment's history (its first status, when, by whom) and its count of moves. */
export const openingStatus = (to: AppointmentStatus, by: number | null, at: string) => ({
  statusHistory: [{ from: null, to, at, by, reason: null }] as HistoryEntry[],
  rescheduleCount: 0,
})

export const enforceStatusWorkflow: CollectionBeforeChangeHook<Appointment> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const to = (data.status ?? originalDoc?.status ?? 'PENDING') as AppointmentStatus
  const at = clock.nowIso()
  const by = idOf(req.user)
  if (operation === 'create') return Object.assign(data, openingStatus(to, by, at))
  const rescheduled = movesAppointment(data, originalDoc)
  // Counted on every door: the panel's field is read-only, and this is the one place it changes.
  data.rescheduleCount = (originalDoc?.rescheduleCount ?? 0) + (rescheduled ? 1 : 0)
  const from = (originalDoc?.status ?? 'PENDING') as AppointmentStatus
  if (to === from) return data
  const reason = data.statusReason?.trim() || null
  const problem = transitionProblem(from, to, { byStaff: byStaff(req), reason, rescheduled })
  if (problem) {
    throw new ValidationError({
      collection: 'appointments',
      errors: [{ path: problem.field, message: problem.message }],
    })
  }
  data.statusReason = reason
  const history: HistoryEntry[] = (originalDoc?.statusHistory ?? []).map(({ from, to, at, by, reason }) => ({
    from,
    to,
    at,
    by: idOf(by),
    reason,
  }))
  data.statusHistory = [...history, { from, to, at, by, reason }]
  return data
}

/**
 * A move made in the panel (or over REST or GraphQL) keeps the booking's rules: an open
 * appointment, a future start that is one of the doctor's slots (working hours in Istanbul, the
 * slot length); a taken slot is refused by the unique slot key. The booking API checks the same
 * before it writes (appointments.service.ts), so its Local API calls are not checked twice.
 */
export const checkMove: CollectionBeforeChangeHook<Appointment> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || !movesAppointment(data, originalDoc)) return data
  const refuse = (message: string) => {
    throw new ValidationError({ collection: 'appointments', errors: [{ path: 'appointmentDate', message }] })
  }
  const problem = rescheduleProblem({
    status: (originalDoc?.status ?? 'PENDING') as AppointmentStatus,
    start: new Date(String(originalDoc?.appointmentDate)),
    count: originalDoc?.rescheduleCount ?? 0,
    byStaff: byStaff(req),
  })
  if (problem) refuse(problem.message)
  const when = new Date(String(data.appointmentDate ?? originalDoc?.appointmentDate))
  if (!(when.getTime() > clock.nowMs())) refuse('The new time must be in the future.')
  const doctor = await req.payload.findByID({
    collection: 'doctors',
    id: idOf(data.doctor ?? originalDoc?.doctor)!,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doctor || doctor.active === false) refuse('This doctor takes no bookings.')
  if (!isSlotStart({ workingHours: doctor!.workingHours, slotMinutes: doctor!.slotMinutes }, when)) {
    refuse("The doctor has no slot at that time (working hours in Istanbul time, the doctor's slot length).")
  }
  return data
}

const PATIENT_MAIL: Partial<Record<AppointmentStatus, [MessageKind, PatientStatusMail]>> = {
  CONFIRMED: ['appointment-confirmed', 'confirmed'],
  CANCELLED: ['appointment-cancelled', 'cancelled'],
  COMPLETED: ['appointment-completed', 'completed'],
}

/**
 * Queues the e-mails of a status change or a move, in the change's transaction: the patient's
 * (for staff's confirmations, cancellations and completions, and for every move) and staff's
 * (when the patient cancels or moves it).
 */
export const notifyStatusChange: CollectionAfterChangeHook<Appointment> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  // An account being erased: staff get one notice for all of it (cms/src/privacy/erase.ts).
  if (operation !== 'update' || !previousDoc || req.context?.[ERASING]) return doc
  const to = doc.status as AppointmentStatus
  const statusChanged = doc.status !== previousDoc.status
  const moved = movesAppointment(doc, previousDoc)
  if (!statusChanged && !moved) return doc
  const staffMade = byStaff(req)
  const patientMail: [MessageKind, PatientStatusMail] | undefined = moved
    ? ['appointment-rescheduled', 'rescheduled']
    : staffMade
      ? PATIENT_MAIL[to]
      : undefined
  const staffMail: MessageKind | undefined = staffMade
    ? undefined
    : moved
      ? 'staff-patient-rescheduled'
      : to === 'CANCELLED'
        ? 'staff-patient-cancelled'
        : undefined
  if (!patientMail && !staffMail) return doc

  const { payload } = req
  const context = await appointmentMailContext(payload, doc, req)
  const date = context.mail.appointmentDate
  const previousDate = moved ? new Date(previousDoc.appointmentDate) : null
  const transaction = req as unknown as TransactionReq
  const cause = `${doc.id}:${Date.parse(doc.createdAt)}:${icsSequence(doc)}`

  // The patient's e-mail and staff's notice go in one job, the patient's first.
  const outgoing: Outgoing[] = []
  if (patientMail) {
    const [kind, mail] = patientMail
    const ics =
      to === 'COMPLETED'
        ? null
        : {
            calendar: calendarFile({
              id: doc.id,
              appointmentDate: date,
              durationMinutes: doc.durationMinutes ?? 30,
              doctorName: context.mail.doctorName,
              providerName: context.mail.providerName,
              lang: doc.lang,
              url: `${env.publicUrl}/${doc.lang}/account-appointment-details?id=${doc.id}`,
              status: to,
              sequence: icsSequence(doc),
            }),
            contentType: icsContentType(icsMethodOf(to)),
          }
    outgoing.push({
      kind,
      key: `${kind}:${cause}`,
      lang: doc.lang,
      appointment: doc.id,
      user: context.userId,
      mail: patientStatusMail(mail, {
        ...context.mail,
        previousDate,
        reason: doc.statusReason,
        waitingForConfirmation: to === 'PENDING',
        ics,
      }),
    })
  }
  if (staffMail) {
    outgoing.push({
      kind: staffMail,
      key: `${staffMail}:${cause}`,
      appointment: doc.id,
      user: context.userId,
      mail: staffPatientChangeMail(staffMail === 'staff-patient-rescheduled' ? 'rescheduled' : 'cancelled', {
        to: env.staffEmail,
        patientEmail: context.patientEmail,
        appointmentId: doc.id,
        doctorName: context.mail.doctorName,
        appointmentDate: date,
        previousDate,
        reason: doc.statusReason,
      }),
    })
  }
  await enqueueMails(payload, transaction, outgoing)
  return doc
}

/**
 * Queues the reminders of an appointment that is confirmed now: newly (or created confirmed), or
 * moved while confirmed. Earlier reminders stay queued and find, when due, that they no longer
 * apply (docs/booking.md, "Reminders").
 */
export const scheduleAppointmentReminders: CollectionAfterChangeHook<Appointment> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (remindersWanted(doc, operation === 'create' ? undefined : previousDoc)) {
    await scheduleReminders(req.payload, req, doc)
  }
  return doc
}

/** Whether a change (`previous` absent: a new appointment) leaves it confirmed newly or at a new time. */
export const remindersWanted = (
  doc: Pick<Appointment, 'status' | 'appointmentDate'>,
  previous: Pick<Appointment, 'status' | 'appointmentDate'> | undefined,
) =>
  doc.status === 'CONFIRMED' &&
  (!previous ||
    previous.status !== 'CONFIRMED' ||
    Date.parse(previous.appointmentDate) !== Date.parse(doc.appointmentDate))
