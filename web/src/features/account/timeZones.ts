/**
 * The IANA time zones the browser knows (Intl.supportedValuesOf), each labelled with its GMT
 * offset and its name in the page's language, for the time-zone select of sign-up and profile.
 */
export interface TimeZoneOption {
  value: string
  label: string
}

/** The browser's own zone (what a new account starts with); UTC when it cannot tell. */
export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

const supportedZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

const part = (zone: string, locale: string, timeZoneName: Intl.DateTimeFormatOptions['timeZoneName']) => {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    )
  } catch {
    return ''
  }
}

const cache = new Map<string, TimeZoneOption[]>()

const optionOf = (zone: string, locale: string): TimeZoneOption => {
  // The offset is always written in Western digits as GMT±hh:mm, whatever the language.
  const offset = part(zone, 'en', 'longOffset').replace(/^GMT$/, 'GMT+00:00')
  const name = part(zone, locale, 'long')
  // The zone and its offset are one left-to-right run (LRI … PDI) so they read correctly in
  // Arabic; names that are only an offset ("GMT+03:00", "غرينتش+03:00") add nothing.
  const head = `\u2066${zone} (${offset})\u2069`
  return { value: zone, label: name && !/\d/.test(name) ? `${head} · ${name}` : head }
}

/**
 * Every zone, sorted by name, as "Asia/Riyadh (GMT+03:00) · Arabian Standard Time" (labelled once
 * per language). `extra` zones the list lacks (the browser's or a stored one, such as UTC) are
 * added so they can be shown.
 */
export function timeZoneOptions(lang: string, extra: (string | null | undefined)[] = []): TimeZoneOption[] {
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en'
  let base = cache.get(locale)
  if (!base) {
    base = [...new Set(supportedZones())].sort((a, b) => a.localeCompare(b)).map((zone) => optionOf(zone, locale))
    cache.set(locale, base)
  }
  const known = new Set(base.map((o) => o.value))
  const missing = [...new Set(extra.filter((zone): zone is string => Boolean(zone) && !known.has(zone!)))]
  if (!missing.length) return base
  return [...base, ...missing.map((zone) => optionOf(zone, locale))].sort((a, b) => a.value.localeCompare(b.value))
}
