import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from './activeOrAdmin'
import { anyone } from './anyone'
import { isAdmin } from './isAdmin'
import { isEditor } from './isStaff'

type Access = NonNullable<CollectionConfig['access']>

/** Content that marketing staff edit: public to read, moderators and admins to write. */
export const contentAccess: Access = {
  read: anyone,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/** Reference data that admins manage: active records public, writes admin only. */
export const referenceAccess: Access = {
  read: activeOrAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
