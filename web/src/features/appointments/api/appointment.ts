/**
 * The appointment as the booking API shows it (docs/api.md, "Appointments") and the calls the
 * services survey and the account pages make on it.
 */
import { CLOSED_STATUSES } from '@medtour/cms/booking/status'
import { type ApiResult, type ContentOf, apiCall } from '../../../lib/api'
import type { components } from '../../../lib/api.gen'

type ApiSchemas = components['schemas']

/** The statuses and which are final: the one rule the API and the CMS hold. */
export { APPOINTMENT_STATUSES, CLOSED_STATUSES, type AppointmentStatus } from '@medtour/cms/booking/status'

/** The appointment as the booking API answers it: generated from its OpenAPI document. */
export type Appointment = ApiSchemas['Appointment']
export type AppointmentAttachment = Appointment['attachments'][number]

/** The services survey as stored (spec §3; field names, including the spelling, are the spec's). */
export type TravelPreferences = NonNullable<Appointment['travelPreferences']>

/** A positive whole booking number from a query or navigation state, else null. */
export const parseAppointmentId = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id > 0 && id <= 2_147_483_647 ? id : null
}

export const isClosed = (appointment: Pick<Appointment, 'status'>) => CLOSED_STATUSES.includes(appointment.status)

/** Whether the patient has sent the survey for this appointment (or chose anything in it). */
export const hasTravelPreferences = (prefs: TravelPreferences | null | undefined) =>
  Boolean(
    prefs &&
    (prefs.submittedAt ||
      prefs.isFlightSelected ||
      prefs.isAccommodationSelected ||
      prefs.isTransportSelected ||
      prefs.isTranslationSelected ||
      prefs.isTouristSelected ||
      prefs.preferenceQuestions?.length),
  )

/** `Op. Dr. Burak Kaya`: the doctor's title and name. */
export const doctorLabel = (appointment: Pick<Appointment, 'doctor'>) =>
  appointment.doctor ? [appointment.doctor.title, appointment.doctor.name].filter(Boolean).join(' ') : ''

export const getAppointment = (id: number, signal?: AbortSignal) =>
  apiCall<ContentOf<'/appointment/{id}', 'get'>>({ url: `/appointment/${id}`, signal })

export const listUserAppointments = (userId: string | number, signal?: AbortSignal) =>
  apiCall<ContentOf<'/appointment/user/{userId}', 'get'>>({
    url: `/appointment/user/${userId}`,
    query: { size: 500, page: 0 },
    signal,
  })

/** What the patient's screens change: the status (a cancel) or the services survey. */
export type AppointmentChanges = Pick<ApiSchemas['UpdateAppointment'], 'status' | 'travelPreferences'>

/** PUT /appointment/{id} with only what changes. */
export const updateAppointment = (id: number, changes: AppointmentChanges): Promise<ApiResult<Appointment>> =>
  apiCall<ContentOf<'/appointment/{id}', 'put'>>({ method: 'PUT', url: `/appointment/${id}`, body: changes })

/** Moves the appointment to another free slot of its doctor (`POST /appointment/{id}/reschedule`). */
export const rescheduleAppointment = (id: number, appointmentDate: string): Promise<ApiResult<Appointment>> =>
  apiCall<ContentOf<'/appointment/{id}/reschedule', 'post'>>({
    method: 'POST',
    url: `/appointment/${id}/reschedule`,
    body: { appointmentDate },
  })

export const exportUrls = (id: number) => ({
  details: `/appointment/export/details/${id}`,
  travel: `/appointment/export/travel-preferences/${id}`,
  calendar: `/appointment/export/ics/${id}`,
})
