import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'
import { relativeTime } from '../shared/relativeTime'

/**
 * Patient reviews of a provider. A review is written in one language, so it is not a
 * localized document: each review names its language and the site shows those of the
 * current language, falling back to English. How long ago it was written is not stored: it is
 * worked out from its date when read (`relativeTimeDescription`, the spec's field, in the review's
 * language; the site renders it in the reader's language).
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
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'time',
      type: 'date',
      required: true,
      label: { en: 'Written on', ar: 'تاريخ الكتابة' },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          en: 'The site shows how long ago this was ("2 months ago") in the reader\'s language.',
          ar: 'يعرض الموقع منذ متى كُتب («قبل شهرين») بلغة القارئ.',
        },
      },
    },
    {
      name: 'relativeTimeDescription',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.time ? relativeTime(siblingData.time, siblingData.language === 'ar' ? 'ar' : 'en') : null,
        ],
      },
    },
    { name: 'locationName', type: 'text', label: { en: 'Place of treatment', ar: 'مكان العلاج' } },
    { name: 'locationType', type: 'text', label: { en: 'Kind of place', ar: 'نوع المكان' } },
    { name: 'locationArea', type: 'text', label: { en: 'District and city', ar: 'الحي والمدينة' } },
    { name: 'reviewLink', type: 'text', label: { en: 'Link to the original review', ar: 'رابط المراجعة الأصلية' } },
    {
      name: 'externalId',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Reference of the imported review', ar: 'مرجع المراجعة المستوردة' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Set when the review was imported; keeps a second import from adding it twice.',
          ar: 'يُضبط عند استيراد المراجعة؛ يمنع استيرادها مرتين.',
        },
      },
    },
  ],
}
