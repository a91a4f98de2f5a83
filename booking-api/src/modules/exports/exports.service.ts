/**
 * The exports of an appointment (PDF details, PDF travel preferences, .ics), rendered in its
 * language for its owner or staff: the data is read through the caller's access
 * (`loadForExport`), mapped to the renderers' shapes here, and the routes only send the bytes.
 */
import { doctorFullName } from '@medtour/cms/shared/names'
import type { Payload } from 'payload'

import type { Country, Doctor, Facility, Provider, Speciality, User } from '@medtour/cms/payload-types'
import type { Caller } from '../../http/caller'
import { buildAppointmentIcs, icsContentType, icsMethodOf, icsSequence } from '@medtour/cms/booking/ics'
import { renderDetailsPdf, renderTravelPdf, type ExportDoctor, type ExportPatient } from '../../lib/pdf'
import { config } from '../../config'
import { loadForExport } from '../appointments/appointments.service'
import { loadTravelWords } from './travelWords'

const text = (v: unknown) => (typeof v === 'string' && v ? v : null)
const nameOf = (rel: unknown) => (rel && typeof rel === 'object' ? text((rel as { name?: unknown }).name) : null)

const patientOf = (user: User): ExportPatient => ({
  name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  email: user.email,
  phone: user.phone ?? null,
  country: nameOf(user.country as Country | number | null),
  timeZone: user.timeZone ?? null,
})

const doctorOf = (doctor: Doctor): ExportDoctor => ({
  name: text(doctor.name) ?? '',
  title: text(doctor.title),
  speciality: nameOf(doctor.speciality as Speciality | number),
  provider: nameOf(doctor.provider as Provider | number),
  facility: nameOf(doctor.facility as Facility | number | null),
  address: doctor.facility && typeof doctor.facility === 'object' ? text((doctor.facility as Facility).address) : null,
})

/** The appointment's details as a PDF. */
export const detailsPdf = async (payload: Payload, id: number, caller: Caller): Promise<Buffer> => {
  const { appointment, user, doctor, attachments } = await loadForExport(payload, id, caller)
  return renderDetailsPdf({
    id: appointment.id,
    lang: appointment.lang,
    status: appointment.status,
    appointmentDate: new Date(appointment.appointmentDate),
    createdAt: new Date(appointment.createdAt),
    patient: {
      ...patientOf(user as User),
      timeZone: appointment.patientTimeZone ?? (user as User).timeZone ?? null,
    },
    doctor: doctorOf(doctor),
    notes: appointment.notes ?? null,
    attachments: attachments.map((a) => ({ fileName: a.originalName || a.filename || '', size: a.filesize ?? 0 })),
  })
}

/** The travel preferences (services survey) as a PDF, worded as the site words them. */
export const travelPdf = async (payload: Payload, id: number, caller: Caller): Promise<Buffer> => {
  const { appointment, user, doctor } = await loadForExport(payload, id, caller)
  const t = appointment.travelPreferences ?? {}
  const questions = Array.isArray(t.preferenceQuestions) ? (t.preferenceQuestions as string[]) : null
  return renderTravelPdf({
    id: appointment.id,
    lang: appointment.lang,
    appointmentDate: new Date(appointment.appointmentDate),
    patient: {
      ...patientOf(user as User),
      timeZone: appointment.patientTimeZone ?? (user as User).timeZone ?? null,
    },
    doctor: doctorOf(doctor),
    travel: {
      ...t,
      isFlightSelected: Boolean(t.isFlightSelected),
      isAccommodationSelected: Boolean(t.isAccommodationSelected),
      isTransportSelected: Boolean(t.isTransportSelected),
      isTranslationSelected: Boolean(t.isTranslationSelected),
      isTouristSelected: Boolean(t.isTouristSelected),
      preferenceQuestions: questions,
    },
    // Titles, labels and choices as the site words them (CMS), in the appointment's language.
    words: await loadTravelWords(payload, appointment.lang, questions ?? []),
  })
}

/** The appointment as an iCalendar file, and its content type (METHOD:CANCEL once cancelled). */
export const appointmentIcs = async (
  payload: Payload,
  id: number,
  caller: Caller,
): Promise<{ body: Buffer; contentType: string }> => {
  const { appointment, doctor } = await loadForExport(payload, id, caller)
  const ics = buildAppointmentIcs({
    id: appointment.id,
    appointmentDate: new Date(appointment.appointmentDate),
    durationMinutes: appointment.durationMinutes ?? 30,
    doctorName: doctorFullName({ name: text(doctor.name), title: text(doctor.title) }),
    providerName: nameOf(doctor.provider),
    address:
      doctor.facility && typeof doctor.facility === 'object' ? text((doctor.facility as Facility).address) : null,
    lang: appointment.lang,
    url: `${config.publicUrl}/${appointment.lang}/account-appointment-details?id=${appointment.id}`,
    status: appointment.status,
    sequence: icsSequence(appointment),
  })
  return { body: Buffer.from(ics, 'utf8'), contentType: icsContentType(icsMethodOf(appointment.status)) }
}
