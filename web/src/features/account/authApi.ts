/** The booking API's account calls (docs/api.md, Auth), typed from its contract. */
import { type BodyOf, type ContentOf, apiCall } from '../../lib/api'
import type { LoginUser } from '../../lib/session'

export type SignupBody = BodyOf<'/auth/signup', 'post'>

/** 201 ACTIVATION_EMAIL_SENT, registered address or not; 400 VALIDATION_FAILED; 429 when throttled. */
export const signUp = (body: SignupBody) =>
  apiCall<ContentOf<'/auth/signup', 'post'>>({ method: 'POST', url: '/auth/signup', body })

/** 200 LOGGED_IN with the user object to store (id, email, names, roles, accessToken, expiresAt…). */
export const logIn = (email: string, password: string) => {
  const body: BodyOf<'/auth/login', 'post'> = { email, password }
  return apiCall<LoginUser>({ method: 'POST', url: '/auth/login', body })
}

/** 200 ACCOUNT_ACTIVATED or ALREADY_ACTIVE; 400 INVALID_TOKEN. */
export const activateAccount = (token: string, email: string) =>
  apiCall<ContentOf<'/auth/activate', 'get'>>({ url: '/auth/activate', query: { token, email } })

/** 200 RESET_EMAIL_SENT whether or not the account exists; 429 when throttled. */
export const requestPasswordReset = (email: string) =>
  apiCall<ContentOf<'/auth/forgot', 'get'>>({ url: '/auth/forgot', query: { email } })

/** 200 TOKEN_VALID; 400 INVALID_TOKEN (unknown, used, expired or another account's). */
export const checkResetLink = (token: string, email: string) =>
  apiCall<ContentOf<'/auth/reset', 'get'>>({ url: '/auth/reset', query: { token, email } })

/** 200 PASSWORD_RESET; 400 INVALID_TOKEN or VALIDATION_FAILED. */
export const resetPassword = (token: string, email: string, password: string) => {
  const body: BodyOf<'/auth/reset', 'post'> = { token, email, password }
  return apiCall<ContentOf<'/auth/reset', 'post'>>({ method: 'POST', url: '/auth/reset', body })
}
