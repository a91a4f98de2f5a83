/** The signed-in patient's own account (docs/api.md, Users). */
import { apiCall } from '../../lib/api'

/** Every user leaves the API in this shape. */
export interface Profile {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  country: string | null
  countryId: number | null
  preferredLanguage: 'en' | 'ar'
  timeZone: string | null
  roles: string[]
  active: boolean
  verified: boolean
  createdAt: string
  updatedAt: string
}

export interface ProfileChanges {
  firstName?: string
  lastName?: string
  /** null clears it. */
  phone?: string | null
  country?: string | null
  preferredLanguage?: 'en' | 'ar'
  timeZone?: string | null
}

export const getProfile = (id: string | number, signal?: AbortSignal) =>
  apiCall<Profile>({ url: `/user/id/${encodeURIComponent(String(id))}`, signal })

/** PUT /user/{id} with only the changed fields: 200 USER_UPDATED and the user. */
export const updateProfile = (id: string | number, changes: ProfileChanges) =>
  apiCall<Profile>({ method: 'PUT', url: `/user/${encodeURIComponent(String(id))}`, body: changes })
