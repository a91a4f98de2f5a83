import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { activeUser, hasRole } from '../access/roles'
import { env } from '../env'

export const EXPORT_STATES = ['queued', 'ready', 'failed'] as const

/**
 * A patient's download of everything we hold about them (docs/privacy.md): asked for through
 * the booking API, built by the worker (cms/src/privacy/exportData.ts) as a private zip, read by
 * its owner only and kept 7 days.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: {
    singular: { en: 'Data export', ar: 'تصدير بيانات' },
    plural: { en: 'Data exports', ar: 'تصدير البيانات' },
  },
  admin: {
    group: { en: 'Accounts', ar: 'الحسابات' },
    hidden: ({ user }) => !hasRole(user, 'ROLE_ADMIN'),
    defaultColumns: ['user', 'state', 'createdAt', 'expiresAt'],
  },
  access: {
    // The owner and admins; nobody else, not even the desk (the zip holds everything).
    read: ({ req }) => {
      const user = activeUser(req.user)
      if (!user) return false
      if (hasRole(user, 'ROLE_ADMIN')) return true
      return { user: { equals: user.id } }
    },
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  upload: {
    staticDir: env.exportsDir,
    mimeTypes: ['application/zip'],
    filesRequiredOnCreate: false,
    disableLocalStorage: false,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: [
        { value: 'queued', label: { en: 'Being prepared', ar: 'قيد التحضير' } },
        { value: 'ready', label: { en: 'Ready', ar: 'جاهز' } },
        { value: 'failed', label: { en: 'Failed', ar: 'فشل' } },
      ],
      admin: { readOnly: true },
    },
    { name: 'readyAt', type: 'date', admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'error', type: 'text', admin: { readOnly: true } },
  ],
  timestamps: true,
}
