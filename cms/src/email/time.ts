import { ar, enGB } from 'date-fns/locale'

import { isValidTimeZone, wallClock } from '../booking/slots'
import type { MailLang } from './layout'

export const CLINIC_ZONE = 'Europe/Istanbul'

const two = (n: number) => String(n).padStart(2, '0')

/**
 * A moment as read on the wall clock of `zone`, in the reader's language: date-fns's
 * 'EEEE d MMMM yyyy, HH:mm' in its enGB or ar locale (Arabic with the Arabic comma, U+060C), and
 * the zone. Read from the zone's offset (kept by quarter hour, ../booking/slots.ts) with the
 * locale's own day and month names: a TZDate formatted by date-fns asked the runtime for the
 * offset a dozen times (email/time.test.ts checks both give the same text).
 */
export const wallTime = (date: Date, zone: string, lang: MailLang) => {
  const wall = new Date(wallClock(zone, date.getTime()))
  if (Number.isNaN(wall.getTime())) throw new RangeError(`Invalid time value (${zone})`)
  const { localize } = lang === 'ar' ? ar : enGB
  const day = localize.day(wall.getUTCDay() as 0, { width: 'wide', context: 'formatting' })
  const month = localize.month(wall.getUTCMonth() as 0, { width: 'wide', context: 'formatting' })
  const year = String(wall.getUTCFullYear()).padStart(4, '0')
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`
  return `${day} ${wall.getUTCDate()} ${month} ${year}${lang === 'ar' ? '،' : ','} ${time} (${zone})`
}

/** Falls back to no patient zone when the stored one is not a zone the runtime knows. */
export const knownZone = (zone: string | null | undefined) => (isValidTimeZone(zone) ? zone : null)
