/**
 * Slot times shown two ways: in Istanbul, where the doctor works and the visit takes place, and
 * in the patient's own time zone. Days are Istanbul days (the doctor's calendar).
 */
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { ar, enUS } from 'date-fns/locale'

export const ISTANBUL = 'Europe/Istanbul'

export interface Slot {
  /** UTC instant, ISO 8601. */
  start: string
  times?: { utc: string; istanbul: string; patient: string; patientTimeZone: string }
}

export interface SlotDay {
  /** yyyy-MM-dd in Istanbul. */
  key: string
  /** The first slot's start, for formatting the day. */
  first: string
  slots: Slot[]
}

const localeOf = (lang: string) => (lang === 'ar' ? ar : enUS)

const zoned = (iso: string, timeZone: string) => new TZDate(new Date(iso).getTime(), timeZone)

/** The wall-clock time of an instant in a zone, 24-hour ('09:30'). */
export const timeIn = (iso: string, timeZone: string) => format(zoned(iso, timeZone), 'HH:mm')

/** The calendar day of an instant in a zone (yyyy-MM-dd). */
export const dayKeyIn = (iso: string, timeZone: string) => format(zoned(iso, timeZone), 'yyyy-MM-dd')

/** A day heading in the page's language ('Monday 23 November' / 'الاثنين 23 نوفمبر'). */
export const dayLabel = (iso: string, timeZone: string, lang: string, style: 'long' | 'short' = 'long') =>
  format(zoned(iso, timeZone), style === 'long' ? 'EEEE d MMMM' : 'EEE d MMM', { locale: localeOf(lang) })

/** The success page's date: dd/MM/yyyy in Istanbul (spec §2, §9). */
export const bookingDate = (iso: string) => format(zoned(iso, ISTANBUL), 'dd/MM/yyyy')

/** The offset of a zone at an instant, in the page's language with Western digits ('GMT+3' / 'غرينتش+3'). */
export const offsetLabel = (timeZone: string, lang: string, at: string | Date = new Date()) => {
  try {
    const parts = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      timeZone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date(at))
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  } catch {
    return timeZone
  }
}

/** True for a zone the browser knows. */
export const isTimeZone = (timeZone: string | null | undefined): timeZone is string => {
  if (!timeZone) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** Slots by Istanbul day, in time order. */
export function groupSlotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>()
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const slot of sorted) {
    const key = dayKeyIn(slot.start, ISTANBUL)
    const day = days.get(key)
    if (day) day.slots.push(slot)
    else days.set(key, { key, first: slot.start, slots: [slot] })
  }
  return [...days.values()]
}

/** The same instant, whatever its ISO spelling ('…T06:00:00.000Z' and '…T09:00:00+03:00'). */
export const sameInstant = (a: string | null | undefined, b: string | null | undefined) => {
  if (!a || !b) return false
  const x = Date.parse(a)
  const y = Date.parse(b)
  return Number.isFinite(x) && x === y
}

/**
 * What the patient's clock says: the time, with the date when it is another day than in
 * Istanbul ('02:00' or 'Tue 24 Nov 01:30').
 */
export const patientClock = (iso: string, timeZone: string, lang: string) => {
  const time = timeIn(iso, timeZone)
  return dayKeyIn(iso, timeZone) === dayKeyIn(iso, ISTANBUL)
    ? time
    : `${dayLabel(iso, timeZone, lang, 'short')} ${time}`
}
