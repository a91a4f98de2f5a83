/**
 * What every e-mail about an appointment needs, read once (docs/booking.md, "Who is told"): the
 * patient's address and zone, the doctor and hospital as the booking's language names them, and
 * the site's links. The status hook and the reminder task both start from it.
 */
import type { Payload, PayloadRequest } from 'payload'

import { env } from '../env'
import type { Appointment, Doctor, Provider, User } from '../payload-types'
import type { StatusMailInput } from './appointmentStatus'
import { doctorFullName } from '../shared/names'

/** The id of a relationship value, whether it came populated or as an id. */
export const idOf = (value: unknown): number | null =>
  typeof value === 'object' && value !== null ? ((value as { id?: number }).id ?? null) : (value as number | null)

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export type AppointmentMailContext = {
  userId: number
  patientEmail: string
  /** The patient's e-mail's common part; each e-mail adds its own. */
  mail: Omit<StatusMailInput, 'ics' | 'reason' | 'previousDate' | 'waitingForConfirmation'>
}

export const appointmentMailContext = async (
  payload: Payload,
  appointment: Pick<Appointment, 'id' | 'user' | 'doctor' | 'lang' | 'appointmentDate' | 'patientTimeZone'>,
  req?: Partial<PayloadRequest>,
): Promise<AppointmentMailContext> => {
  const userId = idOf(appointment.user)!
  const [user, doctor] = await Promise.all([
    payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req }) as Promise<User>,
    payload.findByID({
      collection: 'doctors',
      id: idOf(appointment.doctor)!,
      depth: 1,
      locale: appointment.lang,
      overrideAccess: true,
      req,
    }) as Promise<Doctor>,
  ])
  const provider = typeof doctor.provider === 'object' ? (doctor.provider as Provider) : null
  return {
    userId,
    patientEmail: user.email,
    mail: {
      to: user.email,
      lang: appointment.lang,
      appointmentId: appointment.id,
      doctorName: doctorFullName({ name: text(doctor.name), title: text(doctor.title) }),
      providerName: provider ? text(provider.name) : null,
      appointmentDate: new Date(appointment.appointmentDate),
      patientTimeZone: appointment.patientTimeZone ?? user.timeZone ?? null,
      siteUrl: env.publicUrl,
      replyTo: env.staffEmail,
      doctorPath: doctor.slug ? `doctor-profile?doctor=${encodeURIComponent(doctor.slug)}` : null,
      providerPath: provider?.slug ? `health-providers/${encodeURIComponent(provider.slug)}` : null,
    },
  }
}
