import { z } from 'zod'

import { Email, Lang } from '../../http/schemas'
import { CountryCode, Name, PatientPhone, TimeZone, phoneOfCountry } from '../users/fields'
import { checkPassword, Password } from './password'

export const SignupBody = z
  .strictObject({
    firstName: Name,
    lastName: Name,
    email: Email,
    password: Password,
    /** Local to `country` or international; stored in E.164. */
    phone: PatientPhone,
    country: CountryCode,
    preferredLanguage: Lang.default('en'),
    timeZone: TimeZone.optional(),
  })
  .superRefine((body, ctx) => checkPassword(ctx, body.password, body.email, 'password'))
  .transform(phoneOfCountry)

export const LoginBody = z.strictObject({ email: Email, password: Password })

/** Tokens are 40 hex characters; anything else is simply not a valid token (400 INVALID_TOKEN). */
const Token = z.string({ error: 'Required' }).trim().min(1, 'Required').max(200, 'At most 200 characters.')

export const TokenQuery = z.object({ token: Token, email: Email })
export const EmailQuery = z.object({ email: Email })

export const ResetBody = z
  .strictObject({ token: Token, email: Email, password: Password })
  .superRefine((body, ctx) => checkPassword(ctx, body.password, body.email, 'password'))

export const SessionContent = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.string()),
  preferredLanguage: Lang,
  timeZone: z.string().nullable(),
  country: z.string().nullable(),
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
})

export const RoleContent = z.object({ role: z.string(), text: z.string() })
