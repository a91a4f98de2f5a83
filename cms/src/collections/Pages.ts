import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'
import { seoDescription } from '../fields/seo'
import { slugField } from '../fields/slug'

/** The twelve information pages (about us … privacy policy), each in English and Arabic. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', ar: 'صفحة' }, plural: { en: 'Pages', ar: 'الصفحات' } },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'section', 'updatedAt'],
  },
  access: contentAccess,
  // Drag and drop in the list (Payload's `_order`): a section's pages are listed in this order.
  orderable: true,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    seoDescription(),
    {
      name: 'banner',
      type: 'upload',
      relationTo: 'media',
    },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    slugField(),
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      admin: { position: 'sidebar', description: 'Route under /{lang}/, e.g. turkey/why-turkey.' },
    },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'general',
      admin: { position: 'sidebar' },
      options: [
        { value: 'general', label: { en: 'General', ar: 'عام' } },
        { value: 'medical-tourism', label: { en: 'Medical tourism', ar: 'السياحة العلاجية' } },
        { value: 'turkey', label: { en: 'Turkey', ar: 'تركيا' } },
        { value: 'cities', label: { en: 'Cities', ar: 'المدن' } },
        { value: 'legal', label: { en: 'Legal', ar: 'قانوني' } },
      ],
    },
  ],
}
