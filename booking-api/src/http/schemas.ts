/** Schemas shared by many endpoints. */
import { z } from 'zod'

import './openapi'

/** Payload ids are integers on SQLite and PostgreSQL. */
export const Id = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.')
  .max(2_147_483_647, 'Too large.')

export const IdParams = z.object({ id: Id })

/** `?size=&page=` (spec: size 500 from page 0). */
export const PageQuery = z.object({
  size: z.coerce.number({ error: 'Must be a number.' }).int().min(1).max(500).default(500),
  page: z.coerce.number({ error: 'Must be a number.' }).int().min(0).max(100_000).default(0),
})

/** `?limit=&offset=` (spec: limit 100 from offset 0). */
export const LimitQuery = z.object({
  limit: z.coerce.number({ error: 'Must be a number.' }).int().min(1).max(100).default(100),
  offset: z.coerce.number({ error: 'Must be a number.' }).int().min(0).max(1_000_000).default(0),
})

export const Lang = z.enum(['en', 'ar'], { error: 'Must be en or ar.' })

export const Email = z
  .string({ error: 'Required' })
  .trim()
  .toLowerCase()
  .max(254, 'At most 254 characters.')
  .pipe(z.email({ error: 'Must be a valid e-mail address.' }))

/** C0 controls other than tab and line breaks, and DEL. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Plain text from people: no control characters except line breaks and tabs. */
export const Text = (max: number, min = 0) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .min(min, min <= 1 ? 'Required' : `At least ${min} characters.`)
    .max(max, `At most ${max} characters.`)
    .refine((s) => !CONTROL.test(s), 'Contains control characters.')

/** A boolean from JSON or from a form field ('true'/'false'/'on'/'1'/'0'). */
export const Flag = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v
    if (['true', 'on', '1'].includes(v)) return true
    if (['false', 'off', '0', ''].includes(v)) return false
    return v
  },
  z.boolean({ error: 'Must be true or false.' }),
)

/** Page of Payload results → the spec's paging fields. */
export const paged = <T>(result: { docs: T[]; totalDocs: number; totalPages: number }) => ({
  content: result.docs,
  totalElements: result.totalDocs,
  totalPages: result.totalPages,
})
