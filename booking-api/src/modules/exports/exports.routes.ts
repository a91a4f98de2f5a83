import type { Module } from '../module'
import type { Country, Doctor, Facility, Provider, Speciality, User } from '@medtour/cms/payload-types'
import { IdParams } from '../../http/schemas'
import { contentDisposition } from '../../lib/files'
import { buildAppointmentIcs, ICS_CONTENT_TYPE, icsFileName } from '../../lib/ics'
import { exportFileName, renderDetailsPdf, renderTravelPdf, type ExportDoctor, type ExportPatient } from '../../lib/pdf'
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

/** PDF and calendar exports of an appointment, in its language; owner and staff only. */
export const exportsModule: Module = (define, payload) => {
  define(
    {
      method: 'get',
      path: '/appointment/export/details/{id}',
      tag: 'Exports',
      summary: "The appointment's details as a PDF in its language, times in Istanbul and the patient's zone",
      access: 'user',
      params: IdParams,
      produces: 'application/pdf',
    },
    async ({ caller, params, res }) => {
      const { appointment, user, doctor, attachments } = await loadForExport(payload, params.id, caller!)
      const pdf = await renderDetailsPdf({
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
      send(res, pdf, 'application/pdf', exportFileName('details', appointment.id))
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment/export/travel-preferences/{id}',
      tag: 'Exports',
      summary: "The appointment's travel preferences (services survey) as a PDF in its language",
      description:
        'Package titles, field labels and choices are worded as the site shows them (CMS global travel-services), ' +
        'preference questions by their titles (preference-questions), in the appointment language; numbers as ' +
        'numbers, yes/no translated. A code the CMS does not name is printed as stored.',
      access: 'user',
      params: IdParams,
      produces: 'application/pdf',
    },
    async ({ caller, params, res }) => {
      const { appointment, user, doctor } = await loadForExport(payload, params.id, caller!)
      const t = appointment.travelPreferences ?? {}
      const questions = Array.isArray(t.preferenceQuestions) ? (t.preferenceQuestions as string[]) : null
      const pdf = await renderTravelPdf({
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
      send(res, pdf, 'application/pdf', exportFileName('travel-preferences', appointment.id))
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment/export/ics/{id}',
      tag: 'Exports',
      summary: 'The appointment as an .ics calendar file',
      access: 'user',
      params: IdParams,
      produces: 'text/calendar',
    },
    async ({ caller, params, res }) => {
      const { appointment, doctor } = await loadForExport(payload, params.id, caller!)
      const ics = buildAppointmentIcs({
        id: appointment.id,
        appointmentDate: new Date(appointment.appointmentDate),
        durationMinutes: appointment.durationMinutes ?? 30,
        doctorName: text(doctor.name) ?? '',
        providerName: nameOf(doctor.provider),
        address:
          doctor.facility && typeof doctor.facility === 'object' ? text((doctor.facility as Facility).address) : null,
        lang: appointment.lang,
        url: `${config.publicUrl}/${appointment.lang}/account-appointment-details?id=${appointment.id}`,
      })
      send(res, Buffer.from(ics, 'utf8'), ICS_CONTENT_TYPE, icsFileName(appointment.id))
    },
  )
}

const send = (res: import('express').Response, body: Buffer, type: string, fileName: string) => {
  res.status(200)
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', String(body.length))
  res.setHeader('Content-Disposition', contentDisposition(fileName, 'attachment'))
  res.setHeader('Cache-Control', 'private, no-store')
  res.end(body)
}
