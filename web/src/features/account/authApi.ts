/** The booking API's account calls (docs/api.md, Auth). */
import { type ContentOf, apiCall } from '../../lib/api'
import type { StoredUser } from '../../lib/session'
import type { Country } from './fields'

export interface SignupBody {
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
  country: Country
  preferredLanguage: 'en' | 'ar'
  timeZone?: string
}

/** 201 ACTIVATION_EMAIL_SENT, registered address or not; 400 VALIDATION_FAILED; 429 when throttled. */
export const signUp = (body: SignupBody) =>
  apiCall<ContentOf<'/auth/signup', 'post'>>({ method: 'POST', url: '/auth/signup', body })

/** 200 LOGGED_IN with the user object to store (id, email, names, roles, accessToken, expiresAt…). */
export const logIn = (email: string, password: string) =>
  apiCall<StoredUser>({ method: 'POST', url: '/auth/login', body: { email, password } })

/** 200 ACCOUNT_ACTIVATED or ALREADY_ACTIVE; 400 INVALID_TOKEN. */
export const activateAccount = (token: string, email: string) =>
  apiCall<unknown>({ url: '/auth/activate', query: { token, email } })

/** 200 RESET_EMAIL_SENT whether or not the account exists; 429 when throttled. */
export const requestPasswordReset = (email: string) => apiCall<unknown>({ url: '/auth/forgot', query: { email } })

/** 200 TOKEN_VALID; 400 INVALID_TOKEN (unknown, used, expired or another account's). */
export const checkResetLink = (token: string, email: string) =>
  apiCall<unknown>({ url: '/auth/reset', query: { token, email } })

/** 200 PASSWORD_RESET; 400 INVALID_TOKEN or VALIDATION_FAILED. */
export const resetPassword = (token: string, email: string, password: string) =>
  apiCall<unknown>({ method: 'POST', url: '/auth/reset', body: { token, email, password } })
