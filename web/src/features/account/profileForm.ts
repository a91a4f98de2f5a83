import type { TFunction } from 'i18next'
import * as Yup from 'yup'

import { phoneToSend, rules } from './authSchemas'
import { isCountry } from './fields'
import type { Profile, ProfileChanges } from './profileApi'

export interface ProfileValues {
  firstName: string
  lastName: string
  phone: string
  country: string
  preferredLanguage: 'en' | 'ar'
  timeZone: string
}

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'country', 'preferredLanguage', 'timeZone'] as const

export const profileValues = (profile: Profile): ProfileValues => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
  country: profile.country ?? '',
  preferredLanguage: profile.preferredLanguage === 'ar' ? 'ar' : 'en',
  timeZone: profile.timeZone ?? '',
})

/**
 * Only what changed (the API takes a subset); emptied optional fields are sent as null, a phone
 * in E.164 (read in the chosen country). The schema has checked the country is a known one (or none).
 */
export const profileChanges = (before: ProfileValues, after: ProfileValues): ProfileChanges => {
  const changes: ProfileChanges = {}
  const trimmed = (v: string) => v.trim()
  if (trimmed(after.firstName) !== trimmed(before.firstName)) changes.firstName = trimmed(after.firstName)
  if (trimmed(after.lastName) !== trimmed(before.lastName)) changes.lastName = trimmed(after.lastName)
  if (trimmed(after.phone) !== trimmed(before.phone)) {
    changes.phone = trimmed(after.phone) ? phoneToSend(after.phone, after.country) : null
  }
  if (after.country !== before.country) changes.country = isCountry(after.country) ? after.country : null
  if (after.preferredLanguage !== before.preferredLanguage) changes.preferredLanguage = after.preferredLanguage
  if (after.timeZone !== before.timeZone) changes.timeZone = after.timeZone || null
  return changes
}

export const profileSchema = (t: TFunction) => {
  const r = rules(t)
  return Yup.object({
    firstName: r.name(),
    lastName: r.name(),
    phone: r.phone(),
    country: r.country(),
    preferredLanguage: r.language().required(r.required),
    timeZone: Yup.string(),
  })
}
