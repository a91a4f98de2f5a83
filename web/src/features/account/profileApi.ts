/** The signed-in patient's own account (docs/api.md, Users), typed from the booking API's contract. */
import { type BodyOf, type ContentOf, apiCall } from '../../lib/api'

/** Every user leaves the API in this shape (the public user of GET /user/id/{id}). */
export type Profile = ContentOf<'/user/id/{id}', 'get'>

/** The fields the profile page may change (PUT /user/{id}; roles and active are the admins'). */
export type ProfileChanges = Pick<
  BodyOf<'/user/{id}', 'put'>,
  'firstName' | 'lastName' | 'phone' | 'country' | 'preferredLanguage' | 'timeZone'
>

export const getProfile = (id: string | number, signal?: AbortSignal) =>
  apiCall<Profile>({ url: `/user/id/${encodeURIComponent(String(id))}`, signal })

/** PUT /user/{id} with only the changed fields: 200 USER_UPDATED and the user. */
export const updateProfile = (id: string | number, changes: ProfileChanges) =>
  apiCall<ContentOf<'/user/{id}', 'put'>>({
    method: 'PUT',
    url: `/user/${encodeURIComponent(String(id))}`,
    body: changes,
  })
