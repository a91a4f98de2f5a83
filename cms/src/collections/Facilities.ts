import type { CollectionConfig } from 'payload'

import { referenceAccess } from '../access/presets'
import { activeField } from '../fields/active'
import { geoFields } from '../fields/geo'
import { slugField } from '../fields/slug'

/** A provider's hospital or clinic building where doctors receive patients. */
export const Facilities: CollectionConfig = {
  slug: 'facilities',
  labels: { singular: { en: 'Facility', ar: 'منشأة' }, plural: { en: 'Facilities', ar: 'المنشآت' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'provider', 'city', 'active'],
  },
  access: referenceAccess,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'provider', type: 'relationship', relationTo: 'providers', required: true, index: true },
    { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
    { name: 'address', type: 'text', localized: true },
    { name: 'phone', type: 'text' },
    geoFields(),
    slugField(),
    activeField(),
  ],
}
