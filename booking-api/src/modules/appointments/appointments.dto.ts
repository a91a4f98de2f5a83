/** How an appointment is shown by the API. */
import type { Appointment, Attachment, Doctor } from '@medtour/cms/payload-types'
import { canTransition, TRANSITIONS, type AppointmentStatus } from '@medtour/cms/booking/status'
import { toDisplayTimes } from '@medtour/cms/booking/slots'

export const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

export const localized = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The appointment as the API shows it. */
export const toDto = (
  doc: Appointment,
  extra: { doctor?: Pick<Doctor, 'id' | 'name' | 'title'> | null; attachments?: Attachment[] },
  byStaff: boolean,
) => {
  const status = doc.status as AppointmentStatus
  return {
    id: doc.id,
    userId: idOf(doc.user as never)!,
    doctorId: idOf(doc.doctor as never)!,
    appointmentDate: new Date(doc.appointmentDate).toISOString(),
    durationMinutes: doc.durationMinutes ?? 30,
    status,
    lang: doc.lang,
    patientTimeZone: doc.patientTimeZone ?? null,
    notes: doc.notes ?? null,
    statusReason: doc.statusReason ?? null,
    rescheduleCount: doc.rescheduleCount ?? 0,
    consentAt: doc.consentAt ?? null,
    times: toDisplayTimes(new Date(doc.appointmentDate), doc.patientTimeZone, doc.lang),
    doctor: extra.doctor
      ? { id: extra.doctor.id, name: localized(extra.doctor.name), title: localized(extra.doctor.title) || null }
      : null,
    attachments: (extra.attachments ?? []).map((a) => ({
      id: a.id,
      fileName: a.originalName || a.filename || `file-${a.id}`,
      mimeType: a.mimeType ?? 'application/octet-stream',
      size: a.filesize ?? 0,
      url: `/api/v1/attachment/${a.id}`,
    })),
    travelPreferences: doc.travelPreferences
      ? (Object.fromEntries(Object.entries(doc.travelPreferences).filter(([k]) => k !== 'id')) as Record<
          string,
          unknown
        >)
      : null,
    allowedTransitions: TRANSITIONS[status].filter((to) => canTransition(status, to, byStaff)),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

export type AppointmentDto = ReturnType<typeof toDto>
