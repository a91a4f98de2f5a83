import { z } from 'zod'

import { Email, Id, Lang } from '../../http/schemas'
import { Password } from '../auth/password'
import { CountryCode, Name, PatientPhone, Roles, TimeZone, phoneOfCountry } from './fields'

const UserFields = z.strictObject({
  firstName: Name.optional(),
  lastName: Name.optional(),
  phone: PatientPhone.nullable().optional(),
  country: CountryCode.nullable().optional(),
  preferredLanguage: Lang.optional(),
  timeZone: TimeZone.nullable().optional(),
  roles: Roles.optional(),
  active: z.boolean({ error: 'Must be true or false.' }).optional(),
})

/**
 * Changed fields only; e-mail cannot change here. `roles` and `active` are for admins. A phone
 * is stored in E.164, read with the `country` sent along (else the stored one: see the service).
 */
export const UserChanges = UserFields.transform(phoneOfCountry)

/** `PUT /user`: the same, with the target taken from the body (spec §7). */
export const UserChangesWithId = UserFields.extend({ userId: Id }).transform(phoneOfCountry)

export const EmailParams = z.object({ email: Email })

export const ChangePasswordBody = z.strictObject({ currentPassword: Password, newPassword: Password })

/** Deleting one's own account: the password again, as for a change of password. */
export const DeleteAccountBody = z.strictObject({ password: Password })

export const DeletedAccountContent = z.object({
  /** Upcoming appointments cancelled (their slots are free again). */
  cancelledAppointments: z.number().int(),
  /** Medical files removed. */
  removedFiles: z.number().int(),
})

export const PublicUserContent = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  countryId: z.number().int().nullable(),
  preferredLanguage: Lang,
  timeZone: z.string().nullable(),
  roles: z.array(z.string()),
  active: z.boolean(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export const DataExportContent = z.object({
  id: z.number().int(),
  /** queued: being prepared by the worker; ready: downloadable until expiresAt; failed or expired: ask again. */
  state: z.enum(['queued', 'ready', 'failed', 'expired']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The zip's size in bytes, once ready. */
  size: z.number().int().nullable(),
})
