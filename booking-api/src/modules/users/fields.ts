/** User fields shared by sign-up, profile edits and the admin area. */
import { z } from 'zod'

import { ROLES } from '@medtour/cms/access/roles'
import { OFFERED_COUNTRIES, PHONE, normalizePhone } from '@medtour/cms/shared/formats'

import { Text } from '../../http/schemas'

export { OFFERED_COUNTRIES }

export const Name = Text(80, 1)

/** `+` and 7–15 digits (E.164); spaces, dots, dashes and brackets people type are removed. */
export const Phone = z
  .string({ error: 'Must be text.' })
  .max(32, 'At most 32 characters.')
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE, 'Use the international format: + and 7 to 15 digits.'))

export const CountryCode = z.enum(OFFERED_COUNTRIES, { error: 'Must be one of IQ, JO, RU, SA.' })

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const TimeZone = z
  .string({ error: 'Must be text.' })
  .trim()
  .max(64, 'At most 64 characters.')
  .refine(
    (zone) => (zone.includes('/') || zone === 'UTC') && isZone(zone),
    'Must be an IANA time zone, e.g. Asia/Riyadh.',
  )

export const Roles = z
  .array(z.enum(ROLES, { error: `Must be ${ROLES.slice(0, -1).join(', ')} or ${ROLES.at(-1)}.` }))
  .min(1, 'At least one role.')
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)])
