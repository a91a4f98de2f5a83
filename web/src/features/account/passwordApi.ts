import { apiCall } from '../../lib/api'

/** 200 PASSWORD_CHANGED; 400 WRONG_PASSWORD or VALIDATION_FAILED (rule, or the same as now); 429. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiCall<unknown>({ method: 'POST', url: '/user/change-password', body: { currentPassword, newPassword } })
