/**
 * How long ago (or how far ahead) a date is, in words of the reader's language: "3 days ago",
 * "last month", "قبل 3 أيام". A review keeps its date, never these words: they are said at reading
 * time. Pure: no imports, so the browser bundles it as it is.
 */

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The mean Gregorian month and year, in days. */
const DAYS_PER_MONTH = 30.436875
const DAYS_PER_YEAR = 365.2425

/** Arabic keeps Western digits, as the rest of the site does. */
const LOCALES = { en: 'en', ar: 'ar-u-nu-latn' } as const

const formatters = new Map<keyof typeof LOCALES, Intl.RelativeTimeFormat>()
const formatterOf = (lang: keyof typeof LOCALES) => {
  let formatter = formatters.get(lang)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' })
    formatters.set(lang, formatter)
  }
  return formatter
}

/**
 * The span between `date` and `now` in its largest fitting unit, each rounded from the one below
 * (as moment and Google's reviews do): under 45 seconds in seconds ("now" at 0), under 45 minutes
 * in minutes, under 22 hours in hours, under a week in days ("yesterday"), under 26 days in weeks
 * ("last week"), under 11 months in months ("last month"), then in years. A future date reads
 * "in 2 days", "tomorrow". An invalid date gives ''.
 */
export function relativeTime(date: string | Date, lang: 'en' | 'ar', now: Date = new Date()): string {
  const at = (date instanceof Date ? date : new Date(date)).getTime()
  const diff = at - now.getTime()
  if (!Number.isFinite(diff)) return ''
  const sign = diff < 0 ? -1 : 1
  const format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    formatterOf(lang).format(value === 0 ? 0 : sign * value, unit)

  const seconds = Math.round(Math.abs(diff) / SECOND)
  if (seconds < 45) return format(seconds, 'second')
  const minutes = Math.round(Math.abs(diff) / MINUTE)
  if (minutes < 45) return format(minutes, 'minute')
  const hours = Math.round(Math.abs(diff) / HOUR)
  if (hours < 22) return format(hours, 'hour')
  const days = Math.max(1, Math.round(Math.abs(diff) / DAY))
  if (days < 7) return format(days, 'day')
  if (days < 26) return format(Math.round(days / 7), 'week')
  const months = Math.max(1, Math.round(days / DAYS_PER_MONTH))
  if (months < 11) return format(months, 'month')
  return format(Math.max(1, Math.round(days / DAYS_PER_YEAR)), 'year')
}
