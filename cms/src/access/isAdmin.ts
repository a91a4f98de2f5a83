import type { Access } from 'payload'

import { hasRole } from './roles'

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'ROLE_ADMIN')
