import type { CollectionConfig } from 'payload'

import { referenceAccess } from '../access/presets'
import { activeField } from '../fields/active'
import { geoFields } from '../fields/geo'
import { slugField } from '../fields/slug'

export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: { en: 'City', ar: 'مدينة' }, plural: { en: 'Cities', ar: 'المدن' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'country', 'active'],
  },
  access: referenceAccess,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true, index: true },
    { name: 'page', type: 'relationship', relationTo: 'pages', admin: { description: 'The city guide page, if any.' } },
    { name: 'timezone', type: 'text', defaultValue: 'Europe/Istanbul' },
    geoFields(),
    slugField(),
    activeField(),
  ],
}
