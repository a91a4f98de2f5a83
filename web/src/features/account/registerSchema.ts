import type { TFunction } from 'i18next'
import * as Yup from 'yup'

import { rules } from './authSchemas'
import type { Country } from './fields'

export interface RegisterValues {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  phone: string
  country: Country | ''
  preferredLanguage: 'en' | 'ar'
  timeZone: string
  acceptTerms: boolean
}

/** The sign-up form's fields the API can report errors on. */
export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'country',
  'preferredLanguage',
  'timeZone',
] as const

export const registerSchema = (t: TFunction) => {
  const r = rules(t)
  return Yup.object({
    firstName: r.name(),
    lastName: r.name(),
    email: r.email(),
    password: r.newPassword((values) => values.email as string | undefined),
    confirmPassword: r.confirm('password'),
    phone: r.phone().required(r.required),
    country: r.country().required(r.required),
    preferredLanguage: r.language().required(r.required),
    timeZone: Yup.string(),
    acceptTerms: Yup.boolean().oneOf([true], r.required),
  })
}
