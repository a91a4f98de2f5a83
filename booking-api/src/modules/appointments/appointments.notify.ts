/**
 * E-mails of a new booking, queued in the booking's own transaction (the outbox): the patient's
 * confirmation with the .ics, and staff's notice. What they need is read before the transaction.
 */
import type { Payload } from 'payload'

import type { Appointment, Country, Doctor, Provider, User } from '@medtour/cms/payload-types'
import { PATIENT_SELECT, patientFields, type DeskCopies } from '@medtour/cms/booking/deskCopies'
import { doctorFullName } from '@medtour/cms/shared/names'
import { keyFor, type Outgoing } from '@medtour/cms/jobs/outbox'
import { config } from '../../config'
import { calendarFile } from '@medtour/cms/booking/ics'
import { bookingConfirmationMail, staffBookingMail } from '../../mail'
import { idOf, localized } from './appointments.dto'
import { readUnlessChanged, type Stamps } from '../../lib/unchangedRecords'

export type BookingMailContext = {
  patientEmail: string
  patientName: string | null
  patientPhone: string | null
  /** The patient's country in English (staff's notice), or null. */
  patientCountry: string | null
  patientLanguage: string | null
  doctorName: string
  /** The doctor as staff's English notice names them. */
  staffDoctorName: string
  providerName: string | null
  /** The desk's copies of the patient and the provider (cms/src/collections/appointmentDesk.ts). */
  desk: DeskCopies
}

/**
 * Everything the booking's e-mails and the desk's copies need, read once before the transaction:
 * the patient's account, the doctor's hospital in the booking's language, the patient's country.
 * `doctor` is the one the booking service has already loaded; `stamps`, the records' stamps read ahead.
 */
export const bookingMailContext = async (
  payload: Payload,
  input: { userId: number; doctor: Doctor; lang: 'en' | 'ar'; stamps?: Stamps },
): Promise<BookingMailContext> => {
  const { stamps } = input
  const providerId = idOf(input.doctor.provider)
  const [user, provider, doctorInEnglish] = await Promise.all([
    readUnlessChanged(
      payload,
      'users',
      input.userId,
      'patient',
      () =>
        payload.findByID({
          collection: 'users',
          id: input.userId,
          depth: 0,
          select: PATIENT_SELECT,
          overrideAccess: true,
          disableErrors: true,
        }) as Promise<Partial<User> | null>,
      stamps,
    ),
    providerId
      ? readUnlessChanged(
          payload,
          'providers',
          providerId,
          `name:${input.lang}`,
          () =>
            payload.findByID({
              collection: 'providers',
              id: providerId,
              depth: 0,
              locale: input.lang,
              select: { name: true },
              overrideAccess: true,
              disableErrors: true,
            }) as Promise<Pick<Provider, 'name'> | null>,
          stamps,
        )
      : null,
    // Staff's notice is in English.
    input.lang === 'en'
      ? input.doctor
      : readUnlessChanged(
          payload,
          'doctors',
          input.doctor.id,
          'name:en',
          () =>
            payload.findByID({
              collection: 'doctors',
              id: input.doctor.id,
              depth: 0,
              locale: 'en',
              select: { name: true, title: true },
              overrideAccess: true,
              disableErrors: true,
            }) as Promise<Pick<Doctor, 'name' | 'title'> | null>,
          stamps,
        ),
  ])
  const patient = patientFields(user)
  const countryId = patient.patientCountry
  const country = countryId
    ? await readUnlessChanged(
        payload,
        'countries',
        countryId,
        'name',
        () =>
          payload.findByID({
            collection: 'countries',
            id: countryId,
            depth: 0,
            select: { name: true },
            overrideAccess: true,
            disableErrors: true,
          }) as Promise<Pick<Country, 'name'> | null>,
        stamps,
      )
    : null
  return {
    patientEmail: user?.email ?? '',
    patientName: patient.patientName,
    patientPhone: patient.patientPhone,
    patientCountry: country?.name ?? null,
    patientLanguage: patient.patientLanguage,
    doctorName: doctorFullName({ name: localized(input.doctor.name), title: localized(input.doctor.title) }),
    staffDoctorName: doctorFullName({
      name: localized(doctorInEnglish?.name ?? input.doctor.name),
      title: localized(doctorInEnglish?.title),
    }),
    providerName: provider ? localized(provider.name) || null : null,
    desk: { ...patient, provider: providerId },
  }
}

/**
 * Both e-mails of a new booking, to queue with it (`enqueueMails` in its transaction, or
 * `mailRecords` written at once), delivered by one job: staff's notice after the patient's
 * confirmation.
 */
export const bookingMails = (appointment: Appointment, context: BookingMailContext, files: number): Outgoing[] => {
  const date = new Date(appointment.appointmentDate)
  const userId = typeof appointment.user === 'object' ? appointment.user.id : appointment.user
  return [
    {
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
        pending: appointment.status === 'PENDING',
        calendar: calendarFile({
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
    },
    {
      kind: 'staff-booking',
      key: keyFor('staff-booking', appointment),
      appointment: appointment.id,
      user: userId,
      mail: staffBookingMail({
        appointmentId: appointment.id,
        patientEmail: context.patientEmail,
        patientName: context.patientName,
        patientPhone: context.patientPhone,
        patientCountry: context.patientCountry,
        patientLanguage: context.patientLanguage,
        doctorName: context.staffDoctorName,
        appointmentDate: date,
        attachmentsCount: files,
      }),
    },
  ]
}
