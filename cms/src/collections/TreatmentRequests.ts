import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { ownerOrDesk, deskOrOwnerThroughApi } from '../access/ownerOrDesk'
import { isDeskUser } from '../access/roles'

/**
 * What a patient chose in the treatments wizard (the API's `/treatment` resource). A patient
 * creates and reads their own; admins manage all of them, including the active toggle.
 */
export const TreatmentRequests: CollectionConfig = {
  slug: 'treatment-requests',
  labels: {
    singular: { en: 'Treatment request', ar: 'طلب علاج' },
    plural: { en: 'Treatment requests', ar: 'طلبات العلاج' },
  },
  admin: {
    // Marketing never sees health data; patients never enter the panel.
    hidden: ({ user }) => !isDeskUser(user),
    group: { en: 'Bookings', ar: 'الحجوزات' },
    defaultColumns: ['id', 'user', 'speciality', 'createdAt', 'active'],
  },
  access: { read: ownerOrDesk('user'), create: deskOrOwnerThroughApi(), update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'speciality', type: 'relationship', relationTo: 'specialities' },
    { name: 'treatments', type: 'relationship', relationTo: 'treatments', hasMany: true },
    { name: 'answers', type: 'json', admin: { description: 'The wizard values per step.' } },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    {
      name: 'lang',
      type: 'select',
      defaultValue: 'en',
      label: { en: 'Language the patient wrote in', ar: 'لغة المريض' },
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
      ],
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
