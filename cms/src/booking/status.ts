/**
 * Appointment status values and the transitions allowed between them (the spec leaves both
 * open; docs/booking.md explains the choice). A new booking is PENDING until staff confirm it.
 * CANCELLED, COMPLETED and NO_SHOW are final. Patients may only cancel their own booking.
 */
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
