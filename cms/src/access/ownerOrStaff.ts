import type { Access } from 'payload'

import { isStaffUser } from './roles'

/**
 * Private records (appointments, medical files, treatment requests): staff see all of them, a
 * signed-in patient only those whose `field` points at them, anonymous callers nothing.
 */
export const ownerOrStaff =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (isStaffUser(user)) return true
    return { [field]: { equals: user.id } }
  }

/** Any signed-in user. */
export const signedIn: Access = ({ req: { user } }) => Boolean(user)
