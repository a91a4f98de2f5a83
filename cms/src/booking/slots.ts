/**
 * Doctor availability: the bookable slot starts of a doctor's weekly working hours, as UTC instants.
 *
 * Working hours are wall-clock times in the doctor's zone (Istanbul for every doctor today). The code is
 * zone-generic: a local time that does not exist (spring-forward gap) yields no slot, and a local time that
 * happens twice (fall-back overlap) yields its earlier instant only.
 */
import { tzOffset } from '@date-fns/tz'
import * as clock from '../shared/clock'

export const ISTANBUL = 'Europe/Istanbul'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One row of a doctor's `workingHours`: a weekday and a 'HH:mm'–'HH:mm' span of local time. */
export type WorkingHours = { day: Weekday | string; start: string; end: string }

export type DoctorSchedule = {
  workingHours?: readonly WorkingHours[] | null
  slotMinutes?: number | null
  /** IANA zone of the working hours; Istanbul when absent. */
  timeZone?: string
}

export type FreeSlotsOptions = {
  from: Date
  to: Date
  /** Starts already taken: Dates, or their epoch milliseconds. */
  booked?: readonly Date[] | ReadonlySet<number>
  now?: Date
  /** A slot must start at least this many minutes after `now`. */
  minLeadMinutes?: number
  limit?: number
}

export const DEFAULT_SLOT_MINUTES = 30
const MINUTE = 60_000
const DAY = 86_400_000
/** Longest window `freeSlots` will scan, to keep a bad query cheap. */
export const MAX_RANGE_DAYS = 366

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight for 'HH:mm' ('24:00' allowed as an end), or null when malformed. */
export const parseHHmm = (value: string): number | null => {
  if (value === '24:00') return 24 * 60
  const match = HHMM.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/**
 * Zones found valid so far (a few hundred exist): building an Intl formatter per check is slow.
 * Bounded, as the runtime also accepts other spellings of a zone (its case).
 */
const knownZones = new Set<string>()
const KNOWN_ZONES_KEPT = 1000

export const isValidTimeZone = (timeZone: unknown): timeZone is string => {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false
  if (knownZones.has(timeZone)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    if (knownZones.size < KNOWN_ZONES_KEPT) knownZones.add(timeZone)
    return true
  } catch {
    return false
  }
}

const QUARTER_HOUR = 15 * MINUTE
/** Offsets by zone, then by quarter hour (its start); emptied when it holds OFFSETS_KEPT. */
const offsets = new Map<string, Map<number, number>>()
let offsetsHeld = 0
const OFFSETS_KEPT = 20_000

/**
 * The zone's offset from UTC, in minutes, at an instant. Asking the runtime costs a formatting
 * (a few microseconds, and several for each booking's slot check and e-mail times), so it is kept
 * by quarter hour: zones change their offset at a quarter hour, and a quarter hour is kept only
 * when the runtime gives its first and last millisecond the same offset as this instant.
 */
export const offsetMinutes = (timeZone: string, epochMs: number): number => {
  const start = Math.floor(epochMs / QUARTER_HOUR) * QUARTER_HOUR
  let zone = offsets.get(timeZone)
  const kept = zone?.get(start)
  if (kept !== undefined) return kept
  const offset = tzOffset(timeZone, new Date(epochMs))
  const whole =
    tzOffset(timeZone, new Date(start)) === offset && tzOffset(timeZone, new Date(start + QUARTER_HOUR - 1)) === offset
  if (whole) {
    if (offsetsHeld >= OFFSETS_KEPT) {
      offsets.clear()
      offsetsHeld = 0
      zone = undefined
    }
    if (!zone) offsets.set(timeZone, (zone = new Map()))
    zone.set(start, offset)
    offsetsHeld++
  }
  return offset
}

/** The zone's wall clock at an instant, encoded as if it were a UTC timestamp. */
export const wallClock = (timeZone: string, epochMs: number): number =>
  epochMs + offsetMinutes(timeZone, epochMs) * MINUTE

/**
 * The instant at which the zone's clock shows the given wall time (encoded as a UTC timestamp); the earlier
 * one when it shows it twice, null when never (a DST gap).
 */
export const localToInstant = (timeZone: string, wall: number): number | null => {
  const candidates = new Set([-DAY, 0, DAY].map((shift) => wall - offsetMinutes(timeZone, wall + shift) * MINUTE))
  const matches = [...candidates].filter((instant) => wallClock(timeZone, instant) === wall)
  return matches.length ? Math.min(...matches) : null
}

const weekdayOfWall = (wall: number): Weekday => WEEKDAYS[(new Date(wall).getUTCDay() + 6) % 7] as Weekday

const slotLength = (slotMinutes: number | null | undefined): number => {
  const minutes = slotMinutes ?? DEFAULT_SLOT_MINUTES
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 24 * 60) {
    throw new RangeError(`slotMinutes must be a whole number of minutes between 5 and 1440, got ${minutes}`)
  }
  return minutes
}

/** Well-formed spans of one weekday, as [startMinute, endMinute). */
const spansOf = (workingHours: DoctorSchedule['workingHours'], day: Weekday): Array<[number, number]> =>
  (workingHours ?? []).flatMap((row) => {
    const start = row.day === day ? parseHHmm(row.start) : null
    const end = row.day === day ? parseHHmm(row.end) : null
    return start !== null && end !== null && end > start ? [[start, end] as [number, number]] : []
  })

const zoneOf = (doctor: DoctorSchedule): string => {
  const timeZone = doctor.timeZone ?? ISTANBUL
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  return timeZone
}

/** Free slot starts in [from, to): not booked, not past and not closer to `now` than the lead time. Sorted. */
export const freeSlots = (doctor: DoctorSchedule, options: FreeSlotsOptions): Date[] => {
  const timeZone = zoneOf(doctor)
  const slot = slotLength(doctor.slotMinutes)
  const from = options.from.getTime()
  const to = options.to.getTime()
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new RangeError('from and to must be valid dates')
  if (to - from > MAX_RANGE_DAYS * DAY) throw new RangeError(`The range may span at most ${MAX_RANGE_DAYS} days`)
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  if (to <= from || limit <= 0) return []

  const booked = toBookedSet(options.booked)
  const earliest = Math.max(from, (options.now ?? clock.now()).getTime() + (options.minLeadMinutes ?? 0) * MINUTE)
  const result: Date[] = []
  // Local calendar days from the day of `from` to the day of `to`, one day of margin either side.
  const firstDay = Math.floor(wallClock(timeZone, from) / DAY) * DAY - DAY
  const lastDay = Math.floor(wallClock(timeZone, to) / DAY) * DAY + DAY
  for (let day = firstDay; day <= lastDay; day += DAY) {
    const spans = spansOf(doctor.workingHours, weekdayOfWall(day)).sort((a, b) => a[0] - b[0])
    for (const [start, end] of spans) {
      for (let minute = start; minute + slot <= end; minute += slot) {
        const instant = localToInstant(timeZone, day + minute * MINUTE)
        if (instant === null || instant < earliest || instant >= to || booked.has(instant)) continue
        result.push(new Date(instant))
      }
    }
  }
  // Sorting and de-duplicating guard against overlapping rows.
  const unique = [...new Set(result.map((date) => date.getTime()))].sort((a, b) => a - b)
  return unique.slice(0, limit).map((ms) => new Date(ms))
}

/** The first free slot at or after `from` within `days` days, or null. */
export const nextFreeSlot = (
  doctor: DoctorSchedule,
  options: Omit<FreeSlotsOptions, 'to' | 'limit'> & { days?: number },
): Date | null => {
  const to = new Date(options.from.getTime() + (options.days ?? 60) * DAY)
  return freeSlots(doctor, { ...options, to, limit: 1 })[0] ?? null
}

/** True when the instant is exactly the start of one of the doctor's slots (ignores bookings and time). */
export const isSlotStart = (doctor: DoctorSchedule, instant: Date): boolean => {
  const epochMs = instant.getTime()
  if (!Number.isFinite(epochMs) || epochMs % MINUTE !== 0) return false
  const timeZone = zoneOf(doctor)
  const slot = slotLength(doctor.slotMinutes)
  const wall = wallClock(timeZone, epochMs)
  if (localToInstant(timeZone, wall) !== epochMs) return false
  const day = Math.floor(wall / DAY) * DAY
  const minute = (wall - day) / MINUTE
  return spansOf(doctor.workingHours, weekdayOfWall(day)).some(
    ([start, end]) => minute >= start && minute + slot <= end && (minute - start) % slot === 0,
  )
}

const toBookedSet = (booked: FreeSlotsOptions['booked']): ReadonlySet<number> => {
  if (!booked) return new Set()
  if (booked instanceof Set) return booked
  return new Set((booked as readonly Date[]).map((date) => date.getTime()))
}

export type DisplayLang = 'en' | 'ar'

/** One wall-clock formatter per zone: building one costs more than formatting hundreds of times. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>()
const wallClockFormat = (timeZone: string) => {
  let f = wallClockFormats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    wallClockFormats.set(timeZone, f)
  }
  return f
}

/** 'dd/MM/yyyy HH:mm' on the zone's wall clock. Arabic keeps the same numeric format (Latin digits). */
export const formatInZone = (instant: Date, timeZone: string, lang: DisplayLang = 'en'): string => {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  void lang // Both languages share the numeric format; the parameter keeps call sites honest if that changes.
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const { type, value } of wallClockFormat(timeZone).formatToParts(instant)) p[type] = value
  return `${p.day}/${p.month}/${p.year!.padStart(4, '0')} ${p.hour}:${p.minute}`
}

/** 'GMT+03:00' style offset of the zone at an instant. */
export const gmtOffsetLabel = (instant: Date, timeZone: string): string => {
  const offset = offsetMinutes(timeZone, instant.getTime())
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

export type DisplayTimes = {
  /** ISO 8601 in UTC, to the minute: '2026-11-24T07:30Z'. */
  utc: string
  /** Istanbul wall clock: '24/11/2026 10:30'. */
  istanbul: string
  /** The patient's wall clock; Istanbul's when the patient's zone is missing or unknown. */
  patient: string
  /** The zone `patient` is in. */
  patientTimeZone: string
}

/** The same instant as UTC, Istanbul and patient wall-clock strings. */
export const toDisplayTimes = (
  instant: Date,
  patientTimeZone?: string | null,
  lang: DisplayLang = 'en',
): DisplayTimes => {
  const zone = isValidTimeZone(patientTimeZone) ? patientTimeZone : ISTANBUL
  return {
    utc: `${instant.toISOString().slice(0, 16)}Z`,
    istanbul: formatInZone(instant, ISTANBUL, lang),
    patient: formatInZone(instant, zone, lang),
    patientTimeZone: zone,
  }
}
