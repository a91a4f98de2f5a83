/** Create/update schemas of the reference data the admin area manages (known fields only). */
import { z } from 'zod'

import { ISO_COUNTRY, SLUG, SLUG_MAX, SLUG_MESSAGE } from '@medtour/cms/shared/formats'

import { Email, Id, Lang, Text } from '../../http/schemas'
import { checkPassword, Password } from '../auth/password'
import { Name, Phone, Roles, TimeZone } from '../users/fields'

const Slug = z
  .string({ error: 'Must be text.' })
  .max(SLUG_MAX, `At most ${SLUG_MAX} characters.`)
  .regex(SLUG, SLUG_MESSAGE)
const Active = z.boolean({ error: 'Must be true or false.' })
const Ref = Id.nullable()
const Lat = z.number({ error: 'Must be a number.' }).min(-90).max(90).nullable()
const Lng = z.number({ error: 'Must be a number.' }).min(-180).max(180).nullable()
const Label = Text(160, 1)
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:mm, e.g. 09:00.')

export const specialityFields = z.strictObject({
  name: Label,
  description: Text(2000).nullable().optional(),
  image: Ref.optional(),
  slug: Slug,
  active: Active.optional(),
  order: z.number().int().min(0).max(10_000).optional(),
})

export const doctorFields = z.strictObject({
  name: Label,
  title: Text(60).nullable().optional(),
  speciality: Id,
  provider: Id,
  facility: Ref.optional(),
  bio: Text(5000).nullable().optional(),
  photo: Ref.optional(),
  languages: z
    .array(z.enum(['en', 'ar', 'tr', 'ru', 'de', 'fr']))
    .max(6)
    .optional(),
  yearsOfExperience: z.number().int().min(0).max(80).nullable().optional(),
  slotMinutes: z.number().int().min(10).max(240).optional(),
  workingHours: z
    .array(
      z
        .strictObject({ day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']), start: HHMM, end: HHMM })
        .refine((h) => h.start < h.end, { message: 'Must end after it starts.', path: ['end'] }),
    )
    .max(21)
    .optional(),
  slug: Slug,
  active: Active.optional(),
})

export const countryFields = z.strictObject({
  name: Label,
  isoCode: z.string().regex(ISO_COUNTRY, 'Two capital letters (ISO 3166-1 alpha-2).'),
  flag: Text(16).nullable().optional(),
  phonecode: Text(16).nullable().optional(),
  currency: Text(8).nullable().optional(),
  latitude: Lat.optional(),
  longitude: Lng.optional(),
  timezones: z
    .array(
      z.strictObject({
        zoneName: TimeZone,
        gmtOffset: z.number().int().min(-50_400).max(50_400).nullable().optional(),
        gmtOffsetName: Text(16).nullable().optional(),
        abbreviation: Text(16).nullable().optional(),
        tzName: Text(80).nullable().optional(),
      }),
    )
    .max(20)
    .optional(),
  offered: Active.optional(),
  active: Active.optional(),
})

export const cityFields = z.strictObject({
  name: Label,
  country: Id,
  page: Ref.optional(),
  timezone: TimeZone.optional(),
  lat: Lat.optional(),
  lng: Lng.optional(),
  slug: Slug,
  active: Active.optional(),
})

export const facilityFields = z.strictObject({
  name: Label,
  provider: Id,
  city: Id,
  address: Text(300).nullable().optional(),
  phone: Text(32).nullable().optional(),
  lat: Lat.optional(),
  lng: Lng.optional(),
  slug: Slug,
  active: Active.optional(),
})

const userFields = z.strictObject({
  firstName: Name.optional(),
  lastName: Name.optional(),
  phone: Phone.nullable().optional(),
  country: Ref.optional(),
  preferredLanguage: Lang.optional(),
  timeZone: TimeZone.nullable().optional(),
  roles: Roles.optional(),
  active: Active.optional(),
})

/** Admin-created accounts are active at once; the password rule of sign-up applies. */
export const userCreate = userFields
  .extend({ email: Email, password: Password })
  .superRefine((body, ctx) => checkPassword(ctx, body.password, body.email, 'password'))

/** E-mail and password are not changed here (the owner resets the password by e-mail). */
export const userUpdate = userFields

export const ActiveBody = z.strictObject({ active: Active })

/**
 * A record as the admin area answers it: its id, its active switch where it has one, and the
 * resource's own fields (each resource's create schema above names them).
 */
export const AdminRecord = z
  .object({ id: z.number().int(), active: z.boolean().optional() })
  .catchall(z.unknown())
  .openapi('AdminRecord')
