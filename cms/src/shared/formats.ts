/**
 * Formats every side checks alike (the booking API's schemas, the CMS's fields, the site's forms):
 * one rule, one place. Pure: no imports, so the browser bundles it as it is.
 */

/** A URL-safe natural key: lower-case letters and digits in words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 100
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens.'

/** An ISO 3166-1 alpha-2 country code. */
export const ISO_COUNTRY = /^[A-Z]{2}$/

/** A phone number in E.164: `+` and 7 to 15 digits. */
export const PHONE = /^\+[1-9]\d{6,14}$/

/** A phone number as people type it, with the spaces, dots, dashes and brackets removed. */
export const normalizePhone = (value: string) => value.replace(/[\s.()-]/g, '')

/** Whether a typed phone number is one, once normalized. */
export const isPhone = (value: string) => PHONE.test(normalizePhone(value))

/** The countries offered to patients (spec: IQ, JO, RU, SA), listed first; any of ./countries may register. */
export const OFFERED_COUNTRIES = ['IQ', 'JO', 'RU', 'SA'] as const
export type OfferedCountry = (typeof OFFERED_COUNTRIES)[number]
