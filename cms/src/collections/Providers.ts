import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'
import { geoFields } from '../fields/geo'
import { seoDescription } from '../fields/seo'
import { slugField } from '../fields/slug'
import { textList } from '../fields/textList'

/**
 * Health providers (provider card of spec §3) with their marketing figures and treatment
 * lists. Figures are localized as a whole because the Arabic page quotes some of them
 * differently (Estethica: 6000 reviews and over 200 staff in Arabic).
 */
export const Providers: CollectionConfig = {
  slug: 'providers',
  labels: {
    singular: { en: 'Health provider', ar: 'مقدم رعاية صحية' },
    plural: { en: 'Health providers', ar: 'مقدمو الرعاية الصحية' },
  },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'rating', 'totalReviews'],
  },
  access: contentAccess,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    seoDescription(),
    { name: 'brief', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'speciality', type: 'relationship', relationTo: 'specialities' },
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', min: 0, max: 5, admin: { step: 0.1 } },
        {
          name: 'totalReviews',
          type: 'number',
          min: 0,
          localized: true,
          admin: { description: 'Review count quoted on the page in this language.' },
        },
        {
          name: 'totalRating',
          type: 'number',
          min: 0,
          localized: true,
          admin: { description: 'Number of ratings behind the score.' },
        },
      ],
    },
    textList('certifications'),
    { ...textList('excellenceAreas'), dbName: 'excellence' },
    {
      name: 'figures',
      type: 'array',
      localized: true,
      admin: { description: 'Marketing figures, e.g. key "hospitals", value "28", label "hospitals".' },
      fields: [
        { name: 'key', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'treatmentLists',
      type: 'array',
      localized: true,
      dbName: 'treat_lists',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'items', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
      ],
    },
    { name: 'address', type: 'text', localized: true },
    { name: 'nextAvailable', type: 'text', localized: true },
    { name: 'priceRange', type: 'text', admin: { description: 'e.g. $300 - $1000' } },
    geoFields(),
    {
      name: 'icons',
      type: 'select',
      hasMany: true,
      options: ['jci', 'iso', 'halal', 'interpreter', 'airport-transfer', 'wifi', 'parking'],
    },
    slugField(),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
