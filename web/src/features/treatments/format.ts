import { format, parse } from 'date-fns'
import { ar, enGB } from 'date-fns/locale'

import type { Lang } from '../../lib/lang'

/** `2026-03` as "March 2026" / "مارس 2026" (Arabic month names, Western digits). */
export const formatMonth = (month: string, lang: Lang) => {
  const date = parse(month, 'yyyy-MM', new Date())
  return Number.isNaN(date.getTime()) ? month : format(date, 'MMMM yyyy', { locale: lang === 'ar' ? ar : enGB })
}

/** A number of days with the language's plural forms ("3 days", "3 أيام", "يومان"). */
export const formatDays = (days: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en', {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days)
