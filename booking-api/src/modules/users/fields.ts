/** User fields shared by sign-up, profile edits and the admin area. */
import { z } from 'zod'

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

export const ROLES = ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'] as const
export const Roles = z
  .array(z.enum(ROLES, { error: 'Must be ROLE_USER, ROLE_MODERATOR or ROLE_ADMIN.' }))
  .min(1, 'At least one role.')
  .max(3)
  .transform((roles) => [...new Set(roles)])
