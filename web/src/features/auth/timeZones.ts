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

/**
 * Every zone, sorted by name, as "Asia/Riyadh · Arabia Standard Time (GMT+03:00)". `extra` zones
 * (the browser's, or a stored one the list lacks, such as UTC) are added so they can be shown.
 */
export function timeZoneOptions(lang: string, extra: (string | null | undefined)[] = []): TimeZoneOption[] {
  const wanted = extra.filter((zone): zone is string => Boolean(zone))
  const key = `${lang}|${wanted.join(',')}`
  const cached = cache.get(key)
  if (cached) return cached
  const zones = [...new Set([...supportedZones(), ...wanted])].sort((a, b) => a.localeCompare(b))
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en'
  const options = zones.map((zone) => {
    // The offset is always written in Western digits as GMT±hh:mm, whatever the language.
    const offset = part(zone, 'en', 'longOffset').replace(/^GMT$/, 'GMT+00:00')
    const name = part(zone, locale, 'long')
    // Latin parts are isolated (LRI … PDI) so they read correctly inside Arabic text.
    const ltr = (text: string) => `\u2066${text}\u2069`
    const label =
      name && !/^GMT/.test(name) ? `${ltr(zone)} · ${name} (${ltr(offset)})` : `${ltr(zone)} (${ltr(offset)})`
    return { value: zone, label }
  })
  cache.set(key, options)
  return options
}
