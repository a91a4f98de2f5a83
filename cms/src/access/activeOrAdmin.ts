import type { Access } from 'payload'

import { hasRole } from './roles'

/** Reference data: admins read everything, everybody else only the active records. */
export const activeOrAdmin: Access = ({ req: { user } }) => {
  if (hasRole(user, 'ROLE_ADMIN')) return true
  return { active: { equals: true } }
}
