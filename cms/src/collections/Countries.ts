import type { CollectionConfig } from 'payload'

import { referenceAccess } from '../access/presets'
import { ISO_COUNTRY } from '../shared/formats'
import { activeField } from '../fields/active'

/** Every country (bundled list of spec §3); `offered` marks those patients can come from. */
export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: { en: 'Country', ar: 'دولة' }, plural: { en: 'Countries', ar: 'الدول' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'isoCode', 'phonecode', 'offered', 'active'],
    pagination: { defaultLimit: 50 },
  },
  access: referenceAccess,
  defaultSort: 'isoCode',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    {
      name: 'isoCode',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: string | null | undefined) =>
        v && ISO_COUNTRY.test(v) ? true : 'Two capital letters (ISO 3166-1 alpha-2).',
    },
    { name: 'flag', type: 'text' },
    { name: 'phonecode', type: 'text' },
    { name: 'currency', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
      ],
    },
    {
      name: 'timezones',
      type: 'array',
      fields: [
        { name: 'zoneName', type: 'text', required: true },
        { name: 'gmtOffset', type: 'number' },
        { name: 'gmtOffsetName', type: 'text' },
        { name: 'abbreviation', type: 'text' },
        { name: 'tzName', type: 'text' },
      ],
    },
    {
      name: 'offered',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Patients may register from this country.' },
    },
    activeField(),
  ],
}
