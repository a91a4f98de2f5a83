/**
 * The one shape a user leaves the API in. Built field by field (an allow-list), so hashes,
 * salts, tokens, sessions and lock counters can never slip out when the collection grows.
 */
import type { Country, User } from '@medtour/cms/payload-types'

export type PublicUser = {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  /** ISO code of the user's country, as sign-up takes it. */
  country: string | null
  countryId: number | null
  preferredLanguage: 'en' | 'ar'
  timeZone: string | null
  roles: User['roles']
  active: boolean
  verified: boolean
  createdAt: string
  updatedAt: string
}

export const toPublicUser = (user: User): PublicUser => {
  const country = user.country && typeof user.country === 'object' ? (user.country as Country) : null
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    country: country?.isoCode ?? null,
    countryId: country ? country.id : typeof user.country === 'number' ? user.country : null,
    preferredLanguage: user.preferredLanguage === 'ar' ? 'ar' : 'en',
    timeZone: user.timeZone ?? null,
    roles: user.roles ?? [],
    active: user.active !== false,
    verified: Boolean(user._verified),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}
