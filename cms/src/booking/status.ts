/**
 * Appointment status values and the transitions allowed between them (the spec leaves both
 * open; docs/booking.md explains the choice). A new booking is PENDING until staff confirm it.
 * CANCELLED, COMPLETED and NO_SHOW are final. Patients may only cancel their own booking.
 */
import * as clock from '../shared/clock'

export const APPOINTMENT_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

export const TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'CANCELLED', 'NO_SHOW'],
  CANCELLED: [],
  COMPLETED: [],
  NO_SHOW: [],
}

/** Statuses after which nothing changes any more (the booking API answers APPOINTMENT_CLOSED). */
export const CLOSED_STATUSES: readonly AppointmentStatus[] = APPOINTMENT_STATUSES.filter((s) => !TRANSITIONS[s].length)

/** Statuses whose slot is free again for someone else. */
export const RELEASED_STATUSES: readonly AppointmentStatus[] = ['CANCELLED']

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus, byStaff: boolean): boolean => {
  if (from === to) return true
  if (!TRANSITIONS[from].includes(to)) return false
  return byStaff || to === 'CANCELLED'
}

/**
 * The unique key of an occupied slot: one doctor, one start instant. It is cleared when the
 * booking is cancelled, so the slot can be booked again; a unique index on it makes a double
 * booking impossible even for requests that arrive at the same instant.
 */
export const slotKeyOf = (doctorId: number | string, appointmentDate: Date | string): string =>
  `${doctorId}@${new Date(appointmentDate).toISOString()}`

/** The slot key an appointment holds: none once released, else its doctor's and start's. */
export const heldSlotKey = (
  status: AppointmentStatus | undefined,
  doctorId: number | string | null | undefined,
  appointmentDate: Date | string | null | undefined,
): string | null =>
  status && RELEASED_STATUSES.includes(status)
    ? null
    : doctorId && appointmentDate
      ? slotKeyOf(doctorId, appointmentDate)
      : null

/** How each status reads, in the panel and in the patient's e-mails. */
export const STATUS_LABELS: Record<AppointmentStatus, { en: string; ar: string }> = {
  PENDING: { en: 'Waiting for confirmation', ar: 'بانتظار التأكيد' },
  CONFIRMED: { en: 'Confirmed', ar: 'مؤكَّد' },
  CANCELLED: { en: 'Cancelled', ar: 'ملغى' },
  COMPLETED: { en: 'Completed', ar: 'مكتمل' },
  NO_SHOW: { en: 'No-show', ar: 'لم يحضر' },
}

/**
 * Each status as FHIR R4 `Appointment.status` names it (docs/booking.md), for whoever exchanges
 * appointments with a hospital's system: a booking waiting for staff is `pending`, a confirmed
 * one `booked`, then `fulfilled`, `noshow` or `cancelled`.
 */
export const FHIR_STATUS: Record<AppointmentStatus, 'pending' | 'booked' | 'fulfilled' | 'noshow' | 'cancelled'> = {
  PENDING: 'pending',
  CONFIRMED: 'booked',
  COMPLETED: 'fulfilled',
  NO_SHOW: 'noshow',
  CANCELLED: 'cancelled',
}

/** The longest reason a status change may give the patient. */
export const STATUS_REASON_MAX = 1000

export type TransitionProblem = {
  code: 'INVALID_TRANSITION' | 'FORBIDDEN' | 'REASON_REQUIRED'
  field: 'status' | 'statusReason'
  message: string
}

/**
 * Why a status change may not happen, or null when it may. The one rule of the workflow, held
 * by the panel and the Local API (the collection's hook) and the booking API alike: only the
 * transitions above; a patient may only cancel; staff cancelling tell the patient why.
 */
export const transitionProblem = (
  from: AppointmentStatus,
  to: AppointmentStatus,
  { byStaff, reason, rescheduled = false }: { byStaff: boolean; reason?: string | null; rescheduled?: boolean },
): TransitionProblem | null => {
  if (from === to) return null
  // A confirmed appointment moved to another time waits for staff to confirm it again.
  if (rescheduled && from === 'CONFIRMED' && to === 'PENDING') return null
  if (!TRANSITIONS[from].includes(to)) {
    const allowed = TRANSITIONS[from].join(', ') || 'none'
    return {
      code: 'INVALID_TRANSITION',
      field: 'status',
      message: `${from} cannot become ${to} (allowed: ${allowed}).`,
    }
  }
  if (!canTransition(from, to, byStaff)) {
    return { code: 'FORBIDDEN', field: 'status', message: 'Only staff can make this change.' }
  }
  if (to === 'CANCELLED' && byStaff && !reason?.trim()) {
    return {
      code: 'REASON_REQUIRED',
      field: 'statusReason',
      message: 'Tell the patient why the appointment is cancelled.',
    }
  }
  return null
}

/** A patient may move an appointment up to this many hours before it starts (staff: any time). */
export const RESCHEDULE_NOTICE_HOURS = 24
/** How many times a patient may move one appointment (staff: no limit). */
export const RESCHEDULE_MAX = 3

export type RescheduleProblem = {
  code: 'APPOINTMENT_CLOSED' | 'RESCHEDULE_TOO_LATE' | 'RESCHEDULE_LIMIT'
  message: string
}

/**
 * Why an appointment may not move to another time now, or null when it may (docs/booking.md,
 * "Rescheduling"). Only a booking still open moves; a patient gives RESCHEDULE_NOTICE_HOURS'
 * notice and moves one booking at most RESCHEDULE_MAX times. Whether the new time is a free
 * slot of the doctor is the booking rule's, checked as for a new booking.
 */
export const rescheduleProblem = ({
  status,
  start,
  count,
  byStaff,
  now = clock.now(),
}: {
  status: AppointmentStatus
  start: Date
  count: number
  byStaff: boolean
  now?: Date
}): RescheduleProblem | null => {
  if (CLOSED_STATUSES.includes(status)) {
    return { code: 'APPOINTMENT_CLOSED', message: `The appointment is ${status} and can no longer change.` }
  }
  if (byStaff) return null
  if (start.getTime() - now.getTime() < RESCHEDULE_NOTICE_HOURS * 3_600_000) {
    return {
      code: 'RESCHEDULE_TOO_LATE',
      message: `An appointment can be moved up to ${RESCHEDULE_NOTICE_HOURS} hours before it starts; contact us instead.`,
    }
  }
  if (count >= RESCHEDULE_MAX) {
    return {
      code: 'RESCHEDULE_LIMIT',
      message: `An appointment can be moved ${RESCHEDULE_MAX} times at most; contact us instead.`,
    }
  }
  return null
}
