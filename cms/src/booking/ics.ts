/**
 * The `.ics` calendar file of an appointment: one UTC event with a stable UID and two reminders.
 * Every later file of the same appointment keeps the UID and raises SEQUENCE (its status
 * history's length), so a calendar updates the event in place; a cancellation is METHOD:CANCEL.
 */
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { createEvent, type EventAttributes } from 'ics'

import type { AppointmentStatus } from './status'
import * as clock from '../shared/clock'

const ISTANBUL = 'Europe/Istanbul'

export type IcsLang = 'en' | 'ar'

export type AppointmentIcsInput = {
  id: string | number
  appointmentDate: Date
  durationMinutes: number
  doctorName: string
  providerName?: string | null
  address?: string | null
  lang: IcsLang
  /** Where the patient can see the booking, e.g. the site's account page. */
  url?: string | null
  /** DTSTAMP; now when absent (tests pass a fixed one). */
  stamp?: Date
  /** The appointment's status: TENTATIVE until staff confirm it; a cancelled one is a CANCEL. */
  status?: AppointmentStatus
  /** How many times the appointment changed since it was booked (0 for the first file). */
  sequence?: number
}

export type IcsMethod = 'PUBLISH' | 'CANCEL'

export const icsMethodOf = (status: AppointmentStatus | undefined): IcsMethod =>
  status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'

export const icsContentType = (method: IcsMethod = 'PUBLISH') => `text/calendar; charset=utf-8; method=${method}`

export const ICS_CONTENT_TYPE = icsContentType('PUBLISH')

const eventStatusOf = (status: AppointmentStatus | undefined): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' =>
  status === 'CANCELLED' ? 'CANCELLED' : status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED'

/** The numeric wall time in Istanbul, e.g. 24/11/2026 10:30. */
const istanbulTime = (date: Date) => format(new TZDate(date, ISTANBUL), 'dd/MM/yyyy HH:mm')

const TEXT = {
  en: {
    summary: (doctor: string) => `Appointment with ${doctor}`,
    booking: 'Booking number',
    doctor: 'Doctor',
    provider: 'Hospital',
    time: 'Time (Istanbul)',
    details: 'Details',
    reminderDay: 'Your appointment is tomorrow',
    reminderHours: 'Your appointment starts in 2 hours',
  },
  ar: {
    summary: (doctor: string) => `موعد مع ${doctor}`,
    booking: 'رقم الحجز',
    doctor: 'الطبيب',
    provider: 'المستشفى',
    time: 'الوقت (إسطنبول)',
    details: 'التفاصيل',
    reminderDay: 'موعدك غدًا',
    reminderHours: 'يبدأ موعدك بعد ساعتين',
  },
} as const

export const appointmentUid = (id: string | number) => `appointment-${id}@medtour`
export const icsFileName = (id: string | number) => `appointment-${id}.ics`

/** The event's start (epoch ms), once the input is known to make a calendar file. */
const checked = (input: AppointmentIcsInput): number => {
  const start = input.appointmentDate.getTime()
  if (!Number.isFinite(start)) throw new RangeError('appointmentDate must be a valid date')
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes <= 0) {
    throw new RangeError('durationMinutes must be a positive whole number')
  }
  return start
}

/**
 * An e-mail's calendar file as the outbox stores it: what to render, not the file. The worker
 * renders it as it sends (`renderCalendarFile`, cms/src/jobs/delivery.ts), off the request's
 * path: building the file (the `ics` library validates every event) was a tenth of a booking's
 * time. It is checked here, so a bad input fails the change that queues it, and the time it was
 * queued is its DTSTAMP, so every try sends the same file.
 */
export type CalendarFile = Omit<AppointmentIcsInput, 'appointmentDate' | 'stamp'> & {
  appointmentDate: string
  stamp: string
}

export const calendarFile = (input: AppointmentIcsInput): CalendarFile => {
  checked(input)
  return {
    ...input,
    appointmentDate: input.appointmentDate.toISOString(),
    stamp: (input.stamp ?? clock.now()).toISOString(),
  }
}

export const renderCalendarFile = (file: CalendarFile): string =>
  buildAppointmentIcs({ ...file, appointmentDate: new Date(file.appointmentDate), stamp: new Date(file.stamp) })

/**
 * An iCalendar (RFC 5545) document with METHOD:PUBLISH (METHOD:CANCEL for a cancelled
 * appointment), CRLF line endings and folded lines.
 */
export const buildAppointmentIcs = (input: AppointmentIcsInput): string => {
  const start = checked(input)
  const text = TEXT[input.lang] ?? TEXT.en
  const description = [
    `${text.booking}: ${input.id}`,
    `${text.doctor}: ${input.doctorName}`,
    input.providerName ? `${text.provider}: ${input.providerName}` : null,
    `${text.time}: ${istanbulTime(input.appointmentDate)}`,
    input.url ? `${text.details}: ${input.url}` : null,
  ]
    .filter(Boolean)
    .join('\n')
  const location = [input.providerName, input.address].filter(Boolean).join(', ')

  // `timestamp` (DTSTAMP) is supported at run time but missing from the package's types.
  const event: EventAttributes & { timestamp: number } = {
    uid: appointmentUid(input.id),
    productId: 'medtour/booking-api',
    method: icsMethodOf(input.status),
    sequence: input.sequence ?? 0,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    timestamp: (input.stamp ?? clock.now()).getTime(),
    title: text.summary(input.doctorName),
    description,
    status: eventStatusOf(input.status),
    // 24 hours rather than 1 day: the library writes days as '-P1DT', which RFC 5545 does not allow.
    alarms: [
      { action: 'display', description: text.reminderDay, trigger: { hours: 24, before: true } },
      { action: 'display', description: text.reminderHours, trigger: { hours: 2, before: true } },
    ],
    ...(location ? { location } : {}),
    ...(input.url ? { url: input.url } : {}),
  }
  const { error, value } = createEvent(event)
  if (error || !value) throw error ?? new Error('Could not build the calendar file')
  // The library folds at 75 characters; RFC 5545 counts octets, which matters for Arabic.
  return value
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n')
}

/** Folds one content line into chunks of at most 75 octets, never splitting a character. */
const foldLine = (line: string): string => {
  const chunks: string[] = []
  let chunk = ''
  let size = 0
  for (const char of line) {
    const bytes = Buffer.byteLength(char)
    const room = chunks.length === 0 ? 75 : 74 // continuation lines start with a space
    if (size + bytes > room) {
      chunks.push(chunk)
      chunk = ''
      size = 0
    }
    chunk += char
    size += bytes
  }
  chunks.push(chunk)
  return chunks.join('\r\n ')
}

/**
 * The SEQUENCE of an appointment's calendar file now: one more for every status change and every
 * move since it was booked, so each new file replaces the one before in the patient's calendar.
 */
export const icsSequence = (doc: { statusHistory?: unknown[] | null; rescheduleCount?: number | null }) =>
  Math.max(0, (doc.statusHistory?.length ?? 1) - 1) + (doc.rescheduleCount ?? 0)
