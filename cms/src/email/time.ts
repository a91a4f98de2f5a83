import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { ar, enGB } from 'date-fns/locale'

import { isValidTimeZone } from '../booking/slots'
import type { MailLang } from './layout'

export const CLINIC_ZONE = 'Europe/Istanbul'

/** A moment as read on the wall clock of `zone`, in the reader's language. */
export const wallTime = (date: Date, zone: string, lang: MailLang) =>
  lang === 'ar'
    ? // Arabic punctuation: the Arabic comma (U+060C).
      `${format(new TZDate(date, zone), 'EEEE d MMMM yyyy، HH:mm', { locale: ar })} (${zone})`
    : `${format(new TZDate(date, zone), 'EEEE d MMMM yyyy, HH:mm', { locale: enGB })} (${zone})`

/** Falls back to no patient zone when the stored one is not a zone the runtime knows. */
export const knownZone = (zone: string | null | undefined) => (isValidTimeZone(zone) ? zone : null)
