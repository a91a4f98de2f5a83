import type { Lang } from '../../lib/lang'

/** Arabic keeps Western digits, as the CMS copy and the rest of the site do. */
const localeOf = (lang: Lang) => (lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB')

/**
 * A day the panel picks (a date field with a day-only picker), as "1 Nov 2026" or "1 نوفمبر 2026".
 * Read in UTC: the day stored is the day picked, whatever the reader's zone, and the server's
 * render and the browser's agree. An invalid date gives ''.
 */
export const formatDay = (iso: string, lang: Lang) => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** An instant's full date in the reader's zone, as "14 March 2026" or "14 مارس 2026". An invalid date gives ''. */
export const formatFullDate = (iso: string, lang: Lang) => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long' }).format(date)
}
