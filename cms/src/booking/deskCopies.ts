/**
 * The patient and the provider as the coordinator's desk copies them onto each appointment
 * (docs/booking.md, "The coordinator's desk"). The appointments' hook fills them
 * (cms/src/collections/appointmentDesk.ts); the booking API, which has already read the patient
 * and the doctor, hands them to insertAppointment (./newAppointment.ts), so a booking reads
 * nothing twice.
 */
import type { User } from '../payload-types'

/** The id of a relationship value, populated or not. */
export const idOf = (v: unknown): number | null =>
  v && typeof v === 'object' && 'id' in v
    ? Number((v as { id: unknown }).id)
    : typeof v === 'number'
      ? v
      : v
        ? Number(v)
        : null

/** The account's fields the desk copies. */
export const PATIENT_SELECT = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  preferredLanguage: true,
} as const

/** The patient as the desk reads them, from their account. */
export const patientFields = (user: Partial<User> | null | undefined) => ({
  patientName: [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || null,
  patientEmail: user?.email ?? null,
  patientPhone: user?.phone ?? null,
  patientCountry: idOf(user?.country),
  patientLanguage: user?.preferredLanguage ?? null,
})

export type DeskCopies = ReturnType<typeof patientFields> & { provider: number | null }
