import type { FieldAccess } from 'payload'

import { hasRole } from './roles'

/** Field-level: only admins may set or change the field (roles, for instance). */
export const fieldAdminOnly: FieldAccess = ({ req: { user } }) => hasRole(user, 'ROLE_ADMIN')
