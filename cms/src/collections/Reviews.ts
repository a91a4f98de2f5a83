import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'

/**
 * Patient reviews of a provider. A review is written in one language, so it is not a
 * localized document: each review names its language and the site shows those of the
 * current language, falling back to English.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: { en: 'Review', ar: 'تقييم' }, plural: { en: 'Reviews', ar: 'التقييمات' } },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'authorName',
    defaultColumns: ['authorName', 'provider', 'language', 'rating'],
  },
  access: contentAccess,
  defaultSort: '-time',
  fields: [
    { name: 'provider', type: 'relationship', relationTo: 'providers', required: true, index: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
      ],
    },
    { name: 'authorName', type: 'text', required: true },
    { name: 'rating', type: 'number', required: true, min: 0, max: 5, admin: { step: 0.5 } },
    { name: 'relativeTimeDescription', type: 'text' },
    { name: 'text', type: 'textarea', required: true },
    { name: 'time', type: 'date', required: true },
    { name: 'locationName', type: 'text' },
    { name: 'locationType', type: 'text' },
    { name: 'locationArea', type: 'text' },
    { name: 'reviewLink', type: 'text' },
    { name: 'externalId', type: 'text', unique: true, index: true, admin: { position: 'sidebar' } },
  ],
}
