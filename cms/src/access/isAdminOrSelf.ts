import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins see every user; anybody else only their own record; anonymous nothing. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'ROLE_ADMIN')) return true
  return { id: { equals: user.id } }
}
