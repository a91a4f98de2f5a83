import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isStaff'

/** Site-wide settings: public to read, moderators and admins to edit. */
export const globalContentAccess: NonNullable<GlobalConfig['access']> = {
  read: anyone,
  update: isEditor,
}
