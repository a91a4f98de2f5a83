/** E-mails of a new booking: the patient's confirmation with the .ics, and staff's notice. */
import type { Payload } from 'payload'

import type { Appointment, Doctor } from '@medtour/cms/payload-types'
import { config } from '../../config'
import { buildAppointmentIcs } from '../../lib/ics'
import { notifyStaffOfBooking, sendBookingConfirmation } from '../../mail'
import { idOf, localized } from './appointments.dto'

/** Sends both; the caller logs a failure and never fails the booking for it. */
export const notifyBooking = async (payload: Payload, appointment: Appointment, doctor: Doctor, files: number) => {
  const userId = idOf(appointment.user as never)!
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const localizedDoctor = (await payload.findByID({
    collection: 'doctors',
    id: doctor.id,
    depth: 1,
    locale: appointment.lang,
    overrideAccess: true,
  })) as Doctor
  const date = new Date(appointment.appointmentDate)
  const doctorName = localized(localizedDoctor.name)
  const provider = typeof localizedDoctor.provider === 'object' ? localizedDoctor.provider : null
  await sendBookingConfirmation(payload, {
    to: user.email,
    lang: appointment.lang,
    appointmentId: appointment.id,
    doctorName,
    appointmentDate: date,
    patientTimeZone: appointment.patientTimeZone ?? undefined,
    icsContent: buildAppointmentIcs({
      id: appointment.id,
      appointmentDate: date,
      durationMinutes: appointment.durationMinutes ?? 30,
      doctorName,
      providerName: provider ? localized(provider.name) : null,
      lang: appointment.lang,
      url: `${config.publicUrl}/${appointment.lang}/account-appointment-details?id=${appointment.id}`,
    }),
  })
  await notifyStaffOfBooking(payload, {
    appointmentId: appointment.id,
    patientEmail: user.email,
    doctorName,
    appointmentDate: date,
    attachmentsCount: files,
  })
}
