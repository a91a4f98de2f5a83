/**
 * Appointment times on screen: the clinic's wall clock (Istanbul) and the patient's own zone,
 * with month and day names in the page's language (Arabic names, Western digits).
 */
import { TZDate } from '@date-fns/tz'
import { format, isValid } from 'date-fns'
import { ar, enGB } from 'date-fns/locale'

import type { Lang } from '../../lib/lang'
import { getUser, userTimeZone } from '../../lib/session'
import type { Appointment } from './api/appointment'

export const ISTANBUL = 'Europe/Istanbul'

const PATTERNS = {
  long: { en: 'EEEE d MMMM yyyy, HH:mm', ar: 'EEEE d MMMM yyyy، HH:mm' },
  short: { en: 'd MMM yyyy, HH:mm', ar: 'd MMMM yyyy، HH:mm' },
  date: { en: 'd MMMM yyyy', ar: 'd MMMM yyyy' },
} as const

const validZone = (zone: string | null | undefined): zone is string => {
  if (!zone) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** An instant as a wall-clock time in a zone; '' for an unreadable date. */
export function formatInZone(iso: string, zone: string, lang: Lang, style: keyof typeof PATTERNS = 'long') {
  const instant = new Date(iso)
  if (!isValid(instant)) return ''
  const local = new TZDate(instant.getTime(), validZone(zone) ? zone : ISTANBUL)
  return format(local, PATTERNS[style][lang], { locale: lang === 'ar' ? ar : enGB })
}

/** A zone's name in the page's language ('Jordan Time', 'توقيت الأردن'), else its city ('New York'). */
export const zoneName = (zone: string, lang: Lang) => {
  try {
    const part = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value
    if (part && !/^GMT/.test(part)) return part
  } catch {
    /* unknown zone or no zone names in this browser */
  }
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ')
}

/**
 * "Your time" on the patient's own screens: the zone of their profile as it is now (the stored
 * user, which a profile save updates), else the one sent with the booking, else the browser's.
 * The booking's zone alone would keep showing the old clock after a profile change, and call it
 * "the same as your time" when it no longer is.
 */
export const patientZoneOf = (appointment: Pick<Appointment, 'patientTimeZone' | 'times'>) => {
  const profile = getUser()?.timeZone
  const zone = [profile, appointment.patientTimeZone, appointment.times?.patientTimeZone, userTimeZone()].find(
    validZone,
  )
  return zone ?? ISTANBUL
}

/** The appointment's time in Istanbul and in the patient's zone (`same` when they agree). */
export function appointmentTimes(
  appointment: Pick<Appointment, 'appointmentDate' | 'patientTimeZone' | 'times'>,
  lang: Lang,
  style: keyof typeof PATTERNS = 'long',
) {
  const zone = patientZoneOf(appointment)
  const istanbul = formatInZone(appointment.appointmentDate, ISTANBUL, lang, style)
  const patient = formatInZone(appointment.appointmentDate, zone, lang, style)
  return { istanbul, patient, zone, zoneName: zoneName(zone, lang), same: istanbul === patient }
}
