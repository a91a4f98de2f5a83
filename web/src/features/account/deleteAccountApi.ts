import { type BodyOf, type ContentOf, apiCall } from '../../lib/api'

/**
 * DELETE /user/me with the password again: 200 ACCOUNT_DELETED (how many upcoming appointments
 * were cancelled and files removed); 400 WRONG_PASSWORD or VALIDATION_FAILED; 403 STAFF_ACCOUNT
 * (an admin removes staff); 429 ACCOUNT_LOCKED. The account's tokens are refused afterwards.
 */
export const deleteAccount = (password: string) => {
  const body: BodyOf<'/user/me', 'delete'> = { password }
  return apiCall<ContentOf<'/user/me', 'delete'>>({ method: 'DELETE', url: '/user/me', body })
}
