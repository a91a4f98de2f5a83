import type { Access } from 'payload'

import { activeUser, hasRole, isDeskUser, isStaffUser } from './roles'

/**
 * Admins and the booking desk (coordinators: patients' contact details) see every account;
 * anybody else only their own record; anonymous nothing.
 */
export const deskOrSelf: Access = ({ req }) => {
  const user = activeUser(req.user)
  if (!user) return false
  if (isDeskUser(user)) return true
  return { id: { equals: user.id } }
}

/**
 * Changes to user records: admins any; staff their own (their profile in the panel); patients
 * their own only through the booking API (Payload's Local API), which applies the sign-up rules
 * (phone, offered countries) and never changes the e-mail address without verification.
 */
export const isAdminOrSelfThroughApi: Access = ({ req }) => {
  const user = activeUser(req.user)
  if (!user) return false
  if (hasRole(user, 'ROLE_ADMIN')) return true
  if (isStaffUser(user) || req.payloadAPI === 'local') return { id: { equals: user.id } }
  return false
}
