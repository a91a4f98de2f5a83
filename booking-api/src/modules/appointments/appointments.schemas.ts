import { z } from 'zod'

import { DESK_VIEWS } from '@medtour/cms/booking/desk'
import { APPOINTMENT_STATUSES, STATUS_REASON_MAX } from '@medtour/cms/booking/status'
import { isValidTimeZone } from '@medtour/cms/booking/slots'
import { Flag, Id, Lang, Text } from '../../http/schemas'

export const Status = z.enum(APPOINTMENT_STATUSES, { error: `Must be one of ${APPOINTMENT_STATUSES.join(', ')}.` })

/** An instant with its offset: '2026-12-01T07:30:00.000Z' or '2026-12-01T10:30:00+03:00'. */
export const Instant = z
  .string({ error: 'Required' })
  .pipe(z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time with a time zone.' }))
  .transform((s) => new Date(s))

export const TimeZone = z
  .string()
  .max(64)
  .refine((s) => isValidTimeZone(s), 'Must be an IANA time zone, e.g. Asia/Riyadh.')

const Count = (max: number) => z.coerce.number({ error: 'Must be a number.' }).int().min(0).max(max)

/** The services survey's fields (spec §3), all optional on update. */
export const TravelPreferences = z
  .object({
    isFlightSelected: Flag,
    flight_AdultTravellers: Count(20).nullable(),
    flight_InfantTravellers: Count(20).nullable(),
    flight_Class: Text(40).nullable(),
    flight_OtherPreferences: Text(2000).nullable(),
    isAccommodationSelected: Flag,
    accomodation_Proximity: Text(80).nullable(),
    accomodation_Stars: z.coerce.number().int().min(1).max(5).nullable(),
    accomodation_Guests: Count(20).nullable(),
    accomodation_Rooms: Count(20).nullable(),
    accomodation_Beds: Count(40).nullable(),
    accomodation_OtherPreferences: Text(2000).nullable(),
    isTransportSelected: Flag,
    transport_CarClass: Text(40).nullable(),
    transport_Biscuit: Flag.nullable(),
    isTranslationSelected: Flag,
    translation_LangFrom: Text(40).nullable(),
    isTouristSelected: Flag,
    preferenceQuestions: z
      .array(z.string().regex(/^q[1-9]\d?$/, 'Must be a question key like q1.'))
      .max(20)
      .nullable(),
  })
  .partial()
  .strict()
  .openapi('TravelPreferences')

export const CreateAppointment = z
  .object({
    userId: Id.optional(),
    doctorId: Id,
    appointmentDate: Instant,
    status: Status.optional(),
    lang: Lang.default('en'),
    patientTimeZone: TimeZone.optional(),
    notes: Text(2000).optional(),
    /** Explicit consent to processing health data; required when files are attached. */
    consent: Flag.optional(),
  })
  .strict()
  .openapi('CreateAppointment')

export const CreateAppointmentMultipart = CreateAppointment.extend({
  files: z.array(z.string().openapi({ format: 'binary' })).optional(),
}).openapi('CreateAppointmentForm')

export const UpdateAppointment = z
  .object({
    status: Status.optional(),
    /** Why the status changes, shown to the patient; required when staff cancel. */
    reason: Text(STATUS_REASON_MAX).nullable().optional(),
    doctorId: Id.optional(),
    appointmentDate: Instant.optional(),
    lang: Lang.optional(),
    patientTimeZone: TimeZone.nullable().optional(),
    notes: Text(2000).nullable().optional(),
    travelPreferences: TravelPreferences.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change.')
  .openapi('UpdateAppointment')

export const RescheduleAppointment = z.object({ appointmentDate: Instant }).strict().openapi('RescheduleAppointment')

export const AppointmentListQuery = z.object({
  size: z.coerce.number({ error: 'Must be a number.' }).int().min(1).max(500).default(500),
  page: z.coerce.number({ error: 'Must be a number.' }).int().min(0).max(100_000).default(0),
  status: Status.optional(),
  doctorId: Id.optional(),
})

/**
 * The desk's CSV export (staff): the panel's ready views and filters, the same rules
 * (@medtour/cms/booking/desk). Every filter optional; together they narrow (AND).
 */
export const DeskExportQuery = z
  .object({
    view: z.enum(DESK_VIEWS, { error: `Must be one of ${DESK_VIEWS.join(', ')}.` }).optional(),
    status: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(z.array(Status).max(APPOINTMENT_STATUSES.length))
      .optional()
      .openapi({ description: 'Comma-separated statuses, e.g. PENDING,CONFIRMED.' }),
    from: Instant.optional().openapi({ description: 'Appointments at or after this moment.' }),
    to: Instant.optional().openapi({ description: 'Appointments before this moment.' }),
    doctorId: Id.optional(),
    providerId: Id.optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code, e.g. SA.')
      .transform((s) => s.toUpperCase())
      .optional()
      .openapi({ description: "The patient's country (ISO 3166-1 alpha-2)." }),
    q: Text(120).optional().openapi({ description: "Part of the patient's name, e-mail address or phone number." }),
    lang: Lang.default('en').openapi({ description: 'The language of the headings, statuses and names.' }),
  })
  .strict()

export const Times = z.object({
  utc: z.string(),
  istanbul: z.string(),
  patient: z.string(),
  patientTimeZone: z.string(),
})

/** The survey as stored and answered: the fields sent, and when it was last sent. */
export const StoredTravelPreferences = z
  .object({ ...TravelPreferences.shape, submittedAt: z.string().nullable() })
  .partial()

export const AppointmentDto = z
  .object({
    id: z.number(),
    userId: z.number(),
    doctorId: z.number(),
    appointmentDate: z.string(),
    durationMinutes: z.number(),
    status: Status,
    lang: Lang,
    patientTimeZone: z.string().nullable(),
    notes: z.string().nullable(),
    /** The reason given with the latest status change (e.g. why staff cancelled). */
    statusReason: z.string().nullable(),
    /** How many times the appointment was moved (a patient may move it RESCHEDULE_MAX times). */
    rescheduleCount: z.number().int(),
    consentAt: z.string().nullable(),
    times: Times,
    doctor: z.object({ id: z.number(), name: z.string(), title: z.string().nullable() }).nullable(),
    attachments: z.array(
      z.object({ id: z.number(), fileName: z.string(), mimeType: z.string(), size: z.number(), url: z.string() }),
    ),
    travelPreferences: StoredTravelPreferences.nullable(),
    allowedTransitions: z.array(Status),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Appointment')
