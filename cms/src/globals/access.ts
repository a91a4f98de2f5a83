import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'

/** Site-wide settings: public to read, staff to edit. */
export const globalContentAccess: NonNullable<GlobalConfig['access']> = {
  read: anyone,
  update: isStaff,
}
