/** User fields shared by sign-up, profile edits and the admin area. */
import { z } from 'zod'

import { ROLES } from '@medtour/cms/access/roles'
import { isValidTimeZone } from '@medtour/cms/booking/slots'
import { COUNTRY_CODES, OFFERED_COUNTRIES } from '@medtour/cms/shared/countries'
import { PHONE, normalizePhone } from '@medtour/cms/shared/formats'
import { PHONE_INPUT_MAX, PHONE_MESSAGE, toE164 } from '@medtour/cms/shared/phone'

import { Text } from '../../http/schemas'

export { OFFERED_COUNTRIES }

export const Name = Text(80, 1)

/** `+` and 7–15 digits (E.164); spaces, dots, dashes and brackets people type are removed. */
export const Phone = z
  .string({ error: 'Must be text.' })
  .max(32, 'At most 32 characters.')
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE, 'Use the international format: + and 7 to 15 digits.'))

/** Any country of the bundled list (@medtour/cms/shared/countries), by ISO 3166-1 alpha-2 code. */
export const CountryCode = z.enum(COUNTRY_CODES, { error: 'Must be an ISO 3166-1 alpha-2 country code, e.g. SA.' })

/**
 * A patient's phone as typed: local to their country ('050 123 4567') or international. The
 * object holding it turns it into E.164 with its country (`phoneOfCountry`).
 */
export const PatientPhone = z
  .string({ error: 'Must be text.' })
  .trim()
  .min(1, 'Required')
  .max(PHONE_INPUT_MAX, `At most ${PHONE_INPUT_MAX} characters.`)

/**
 * The object's `phone` in E.164, read with its `country` (@medtour/cms/shared/phone), or a field
 * error. With `country` absent (a profile edit that leaves it) an international number is still
 * read, and a local one is kept as typed for the service, which knows the stored country.
 */
export const phoneOfCountry = <T extends { phone?: string | null; country?: string | null }>(
  body: T,
  ctx: z.core.$RefinementCtx<T>,
): T => {
  if (typeof body.phone !== 'string') return body
  const phone = toE164(body.phone, body.country)
  if (phone) return { ...body, phone }
  if (body.country === undefined && !/^(\+|00)/.test(body.phone)) return body
  ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE })
  return body
}

export const TimeZone = z
  .string({ error: 'Must be text.' })
  .trim()
  .max(64, 'At most 64 characters.')
  .refine(
    (zone) => (zone.includes('/') || zone === 'UTC') && isValidTimeZone(zone),
    'Must be an IANA time zone, e.g. Asia/Riyadh.',
  )

export const Roles = z
  .array(z.enum(ROLES, { error: `Must be ${ROLES.slice(0, -1).join(', ')} or ${ROLES.at(-1)}.` }))
  .min(1, 'At least one role.')
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)])
