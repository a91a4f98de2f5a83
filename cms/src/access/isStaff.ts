import type { Access } from 'payload'

import { isContentEditor, isDeskUser, isStaffUser } from './roles'

/** Any staff role (admins, moderators, coordinators): the panel's own needs. */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)

/** Marketing and admins: content writes. */
export const isEditor: Access = ({ req: { user } }) => isContentEditor(user)

/** The booking desk (coordinators and admins): patients' health data. */
export const isDesk: Access = ({ req: { user } }) => isDeskUser(user)
