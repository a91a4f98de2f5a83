import { type BodyOf, type ContentOf, apiCall } from '../../lib/api'

/** 200 PASSWORD_CHANGED; 400 WRONG_PASSWORD or VALIDATION_FAILED (rule, or the same as now); 429. */
export const changePassword = (currentPassword: string, newPassword: string) => {
  const body: BodyOf<'/user/change-password', 'post'> = { currentPassword, newPassword }
  return apiCall<ContentOf<'/user/change-password', 'post'>>({ method: 'POST', url: '/user/change-password', body })
}
