/**
 * E-mails of a new booking, queued in the booking's own transaction (the outbox): the patient's
 * confirmation with the .ics, and staff's notice. What they need is read before the transaction.
 */
import type { Payload } from 'payload'

import type { Appointment, Doctor } from '@medtour/cms/payload-types'
import { enqueueMail, keyFor } from '@medtour/cms/jobs/outbox'
import type { TransactionReq } from '@medtour/cms/transaction'
import { config } from '../../config'
import { buildAppointmentIcs } from '@medtour/cms/booking/ics'
import { bookingConfirmationMail, staffBookingMail } from '../../mail'
import { localized } from './appointments.dto'

export type BookingMailContext = { patientEmail: string; doctorName: string; providerName: string | null }

/** The patient's address and the doctor as the booking's language names them. */
export const bookingMailContext = async (
  payload: Payload,
  input: { userId: number; userEmail?: string; doctorId: number; lang: 'en' | 'ar' },
): Promise<BookingMailContext> => {
  const [email, doctor] = await Promise.all([
    input.userEmail ??
      payload
        .findByID({ collection: 'users', id: input.userId, depth: 0, overrideAccess: true, disableErrors: true })
        .then((u) => u?.email ?? ''),
    payload.findByID({ collection: 'doctors', id: input.doctorId, depth: 1, locale: input.lang, overrideAccess: true }),
  ])
  const provider = typeof (doctor as Doctor).provider === 'object' ? (doctor as Doctor).provider : null
  return {
    patientEmail: email,
    doctorName: localized((doctor as Doctor).name),
    providerName: provider && typeof provider === 'object' ? localized(provider.name) : null,
  }
}

/** Queues both e-mails in the booking's transaction `req`. */
export const queueBookingMails = async (
  payload: Payload,
  req: TransactionReq,
  appointment: Appointment,
  context: BookingMailContext,
  files: number,
) => {
  const date = new Date(appointment.appointmentDate)
  const userId = typeof appointment.user === 'object' ? appointment.user.id : appointment.user
  await enqueueMail(payload, req, {
    kind: 'booking-confirmation',
    key: keyFor('booking-confirmation', appointment),
    lang: appointment.lang,
    appointment: appointment.id,
    user: userId,
    mail: bookingConfirmationMail({
      to: context.patientEmail,
      lang: appointment.lang,
      appointmentId: appointment.id,
      doctorName: context.doctorName,
      appointmentDate: date,
      patientTimeZone: appointment.patientTimeZone ?? undefined,
      icsContent: buildAppointmentIcs({
        id: appointment.id,
        appointmentDate: date,
        durationMinutes: appointment.durationMinutes ?? 30,
        doctorName: context.doctorName,
        providerName: context.providerName,
        lang: appointment.lang,
        url: `${config.publicUrl}/${appointment.lang}/account-appointment-details?id=${appointment.id}`,
        // A new booking waits for staff: TENTATIVE until they confirm it (a CONFIRMED one if staff booked it so).
        status: appointment.status,
      }),
    }),
  })
  await enqueueMail(payload, req, {
    kind: 'staff-booking',
    key: keyFor('staff-booking', appointment),
    appointment: appointment.id,
    user: userId,
    mail: staffBookingMail({
      appointmentId: appointment.id,
      patientEmail: context.patientEmail,
      doctorName: context.doctorName,
      appointmentDate: date,
      attachmentsCount: files,
    }),
  })
}
