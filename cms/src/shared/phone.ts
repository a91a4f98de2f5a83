/**
 * A patient's phone number, as every side reads it (the booking API's sign-up and profile
 * schemas, the site's forms): typed locally ('050 123 4567') or internationally ('+966 50…',
 * '00966 50…'), read in the calling plan of the country the patient chose, checked against that
 * plan (libphonenumber-js) and stored in E.164 ('+966501234567'). One rule, one place.
 */
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js'

/** The longest number as typed, spaces and punctuation included. */
export const PHONE_INPUT_MAX = 32

export const PHONE_MESSAGE = 'Enter a valid phone number for your country, or with + and its country code.'

/**
 * The E.164 form of `value`, or null when it is not a valid number. A number without `+` or `00`
 * is read as a local number of `country` (an ISO 3166-1 alpha-2 code); one with them stands alone,
 * whatever the country. Countries without a calling plan of their own (Antarctica…) take only
 * international numbers.
 */
export const toE164 = (value: string, country?: string | null): string | null => {
  const text = value.trim()
  if (!text || text.length > PHONE_INPUT_MAX) return null
  const home = country && isSupportedCountry(country) ? (country as CountryCode) : undefined
  try {
    const parsed = parsePhoneNumberFromString(text, home ? { defaultCountry: home } : undefined)
    return parsed?.isValid() ? parsed.number : null
  } catch {
    return null
  }
}

/** Whether `value` is a valid phone number, local to `country` or international. */
export const isPhoneOf = (value: string, country?: string | null) => toE164(value, country) !== null
