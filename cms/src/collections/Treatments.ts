import type { CollectionConfig } from 'payload'

import { referenceAccess } from '../access/presets'
import { activeField } from '../fields/active'
import { slugField } from '../fields/slug'

/** The treatment catalog the wizard and the doctor search offer. */
export const Treatments: CollectionConfig = {
  slug: 'treatments',
  labels: { singular: { en: 'Treatment', ar: 'علاج' }, plural: { en: 'Treatments', ar: 'العلاجات' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'speciality', 'active'],
  },
  access: referenceAccess,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'speciality', type: 'relationship', relationTo: 'specialities', required: true, index: true },
    { name: 'priceRange', type: 'text' },
    { name: 'stayDays', type: 'number', min: 0, admin: { description: 'Typical days to stay in Turkey.' } },
    slugField(),
    activeField(),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
