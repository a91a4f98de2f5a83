/**
 * The coordinator's desk (docs/booking.md, "The coordinator's desk"): its ready views, its filters
 * as one Payload `where`, and the CSV export of a filtered list. One module for the panel (the
 * list's views and its export button) and the booking API's staff export (GET
 * /api/v1/appointment/export/csv), so both read the same rows the same way.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, format, startOfDay, startOfISOWeek } from 'date-fns'
import type { Payload, Where } from 'payload'

import type { Appointment } from '../payload-types'
import { CLINIC_ZONE, knownZone } from '../email/time'
import { normalizePhone } from '../shared/formats'
import { APPOINTMENT_STATUSES, STATUS_LABELS, type AppointmentStatus } from './status'

export { CLINIC_ZONE }

/** What the desk filters a list by; every part optional, all of them together (AND). */
export type DeskFilters = {
  status?: AppointmentStatus[]
  /** Appointments at or after this moment (ISO). */
  from?: string
  /** Appointments before this moment (ISO). */
  to?: string
  doctor?: number
  provider?: number
  /** The patient's country (a `countries` id). */
  country?: number
  /** Part of the patient's name, e-mail address or phone number. */
  q?: string
}

/** The filters as a Payload `where` on the appointments collection. */
export const deskWhere = (f: DeskFilters): Where => {
  const and: Where[] = []
  if (f.status?.length) and.push({ status: { in: f.status } })
  if (f.from) and.push({ appointmentDate: { greater_than_equal: f.from } })
  if (f.to) and.push({ appointmentDate: { less_than: f.to } })
  if (f.doctor) and.push({ doctor: { equals: f.doctor } })
  if (f.provider) and.push({ provider: { equals: f.provider } })
  if (f.country) and.push({ patientCountry: { equals: f.country } })
  const q = f.q?.trim()
  if (q) {
    const phone = /^[+\d\s().-]+$/.test(q) ? normalizePhone(q) : q
    and.push({
      or: [{ patientName: { like: q } }, { patientEmail: { like: q } }, { patientPhone: { like: phone } }],
    })
  }
  return and.length ? { and } : {}
}

/** The desk's ready views, in the order the panel shows them. */
export const DESK_VIEWS = ['upcoming', 'today', 'week', 'waiting', 'cancelled'] as const
export type DeskView = (typeof DESK_VIEWS)[number]

export const DESK_VIEW_LABELS: Record<DeskView, { en: string; ar: string }> = {
  upcoming: { en: 'Upcoming', ar: 'القادمة' },
  today: { en: 'Today', ar: 'اليوم' },
  week: { en: 'This week', ar: 'هذا الأسبوع' },
  waiting: { en: 'Waiting for confirmation', ar: 'بانتظار التأكيد' },
  cancelled: { en: 'Cancelled', ar: 'الملغاة' },
}

/** The start of `now`'s day in Istanbul, as a moment. */
export const istanbulDayStart = (now: Date) => new Date(startOfDay(new TZDate(now, CLINIC_ZONE)).getTime())

/**
 * A view's filters and order at `now`: days and weeks are Istanbul's (the clinics' calendar);
 * "waiting" lists the bookings that have waited longest first.
 */
export const deskView = (view: DeskView, now: Date): { filters: DeskFilters; sort: string } => {
  const today = istanbulDayStart(now)
  const open: AppointmentStatus[] = ['PENDING', 'CONFIRMED']
  switch (view) {
    case 'today':
      return {
        filters: { from: today.toISOString(), to: addDays(today, 1).toISOString() },
        sort: 'appointmentDate',
      }
    case 'week': {
      const monday = new Date(startOfISOWeek(new TZDate(now, CLINIC_ZONE)).getTime())
      return {
        filters: { from: monday.toISOString(), to: addDays(monday, 7).toISOString() },
        sort: 'appointmentDate',
      }
    }
    case 'waiting':
      return { filters: { status: ['PENDING'], from: now.toISOString() }, sort: 'createdAt' }
    case 'cancelled':
      return { filters: { status: ['CANCELLED'] }, sort: '-updatedAt' }
    case 'upcoming':
    default:
      return { filters: { status: open, from: now.toISOString() }, sort: 'appointmentDate' }
  }
}

/** Payload's list-URL query for a `where` (`where[and][0][status][in][0]=PENDING`...). */
export const whereQuery = (where: Where, prefix = 'where'): string[] =>
  Object.entries(where).flatMap(([key, value]) => {
    const name = `${prefix}[${key}]`
    if (Array.isArray(value)) {
      return value.flatMap((v, i) =>
        v !== null && typeof v === 'object'
          ? whereQuery(v as Where, `${name}[${i}]`)
          : [`${name}[${i}]=${encodeURIComponent(String(v))}`],
      )
    }
    if (value !== null && typeof value === 'object') return whereQuery(value as Where, name)
    return [`${name}=${encodeURIComponent(String(value))}`]
  })

type Lang = 'en' | 'ar'

/** The export's columns, their headings in both languages, and how each reads a row. */
const COLUMNS: { heading: Record<Lang, string>; value: (a: Appointment, lang: Lang) => unknown }[] = [
  { heading: { en: 'Appointment', ar: 'رقم الموعد' }, value: (a) => a.id },
  { heading: { en: 'Status', ar: 'الحالة' }, value: (a, lang) => STATUS_LABELS[a.status]?.[lang] ?? a.status },
  {
    heading: { en: 'Time (Istanbul)', ar: 'الوقت (إسطنبول)' },
    value: (a) => format(new TZDate(a.appointmentDate, CLINIC_ZONE), 'yyyy-MM-dd HH:mm'),
  },
  {
    heading: { en: "Time (patient's zone)", ar: 'الوقت (منطقة المريض)' },
    value: (a) => (zoneOf(a) ? format(new TZDate(a.appointmentDate, zoneOf(a)!), 'yyyy-MM-dd HH:mm') : ''),
  },
  { heading: { en: "Patient's time zone", ar: 'المنطقة الزمنية للمريض' }, value: (a) => zoneOf(a) ?? '' },
  { heading: { en: 'Patient', ar: 'المريض' }, value: (a) => a.patientName },
  { heading: { en: 'E-mail', ar: 'البريد الإلكتروني' }, value: (a) => a.patientEmail },
  { heading: { en: 'Phone', ar: 'الهاتف' }, value: (a) => a.patientPhone },
  { heading: { en: 'Country', ar: 'الدولة' }, value: (a) => nameOf(a.patientCountry) },
  {
    heading: { en: 'Language', ar: 'اللغة' },
    value: (a, lang) => (a.patientLanguage ? LANGUAGE_NAMES[a.patientLanguage][lang] : ''),
  },
  { heading: { en: 'Doctor', ar: 'الطبيب' }, value: (a) => nameOf(a.doctor) },
  { heading: { en: 'Provider', ar: 'مقدّم الخدمة' }, value: (a) => nameOf(a.provider) },
  { heading: { en: 'Minutes', ar: 'الدقائق' }, value: (a) => a.durationMinutes },
  { heading: { en: 'Times moved', ar: 'مرات تغيير الموعد' }, value: (a) => a.rescheduleCount ?? 0 },
  { heading: { en: 'Reason given', ar: 'السبب المعطى' }, value: (a) => a.statusReason },
  {
    heading: { en: 'Booked at (Istanbul)', ar: 'تاريخ الحجز (إسطنبول)' },
    value: (a) => format(new TZDate(a.createdAt, CLINIC_ZONE), 'yyyy-MM-dd HH:mm'),
  },
]

const LANGUAGE_NAMES: Record<Lang, Record<Lang, string>> = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
}

const zoneOf = (a: Appointment) => knownZone(a.patientTimeZone)

const nameOf = (v: unknown) =>
  v && typeof v === 'object' && 'name' in v ? String((v as { name?: unknown }).name ?? '') : ''

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break; a text that a
 * spreadsheet would run as a formula (=, +, -, @, tab) is prefixed with an apostrophe.
 */
export const csvField = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The byte-order mark that makes Excel read the file as UTF-8 (Arabic names stay readable). */
export const UTF8_BOM = '\uFEFF'

/** The rows as a CSV document: a BOM, the headings in `lang`, CRLF line ends. */
export const appointmentsCsv = (rows: Appointment[], lang: Lang): string =>
  UTF8_BOM +
  [COLUMNS.map((c) => c.heading[lang]), ...rows.map((a) => COLUMNS.map((c) => c.value(a, lang)))]
    .map((line) => line.map(csvField).join(','))
    .join('\r\n') +
  '\r\n'

/** At most this many rows in one export: a larger list is narrowed first (by dates, say). */
export const EXPORT_MAX_ROWS = 5000

export class ExportTooLarge extends Error {
  constructor(readonly total: number) {
    super(`The list holds ${total} appointments; export at most ${EXPORT_MAX_ROWS} at once (narrow the dates).`)
  }
}

/**
 * The CSV of the appointments `where` selects, read with `user`'s rights (a caller who may not
 * read appointments gets Payload's Forbidden), names in `lang`.
 */
export const exportAppointments = async (
  payload: Payload,
  options: { where: Where; sort?: string; lang: Lang; user: object },
): Promise<{ csv: string; rows: number }> => {
  const found = await payload.find({
    collection: 'appointments',
    where: options.where,
    sort: options.sort || 'appointmentDate',
    limit: EXPORT_MAX_ROWS,
    depth: 1,
    locale: options.lang,
    select: Object.fromEntries(
      [
        'status',
        'appointmentDate',
        'patientTimeZone',
        'patientName',
        'patientEmail',
        'patientPhone',
        'patientCountry',
        'patientLanguage',
        'doctor',
        'provider',
        'durationMinutes',
        'rescheduleCount',
        'statusReason',
        'createdAt',
      ].map((k) => [k, true]),
    ),
    populate: { doctors: { name: true }, providers: { name: true }, countries: { name: true } },
    user: options.user,
    overrideAccess: false,
  } as Parameters<Payload['find']>[0])
  if (found.totalDocs > EXPORT_MAX_ROWS) throw new ExportTooLarge(found.totalDocs)
  return { csv: appointmentsCsv(found.docs as Appointment[], options.lang), rows: found.docs.length }
}

export const isDeskView = (v: unknown): v is DeskView => DESK_VIEWS.includes(v as DeskView)
export const isStatus = (v: unknown): v is AppointmentStatus => APPOINTMENT_STATUSES.includes(v as AppointmentStatus)
