import type { CollectionConfig } from 'payload'

import { referenceAccess } from '../access/presets'
import { activeField } from '../fields/active'
import { slugField } from '../fields/slug'

export const Specialities: CollectionConfig = {
  slug: 'specialities',
  labels: { singular: { en: 'Speciality', ar: 'تخصص' }, plural: { en: 'Specialities', ar: 'التخصصات' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'active'],
  },
  access: referenceAccess,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    slugField(),
    activeField(),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
