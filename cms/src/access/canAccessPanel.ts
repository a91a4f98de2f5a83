import type { PayloadRequest } from 'payload'

import { isStaffUser } from './roles'

/** Only staff may enter the CMS panel; patients (ROLE_USER) are refused. */
export const canAccessPanel = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)
