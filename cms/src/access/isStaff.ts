import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Moderators (content staff) and admins. */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)
