import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: { en: 'FAQ', ar: 'سؤال شائع' }, plural: { en: 'FAQs', ar: 'الأسئلة الشائعة' } },
  admin: { group: { en: 'Content', ar: 'المحتوى' }, useAsTitle: 'question', defaultColumns: ['question', 'order'] },
  access: contentAccess,
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', localized: true, required: true },
    { name: 'answer', type: 'textarea', localized: true, required: true },
    { name: 'order', type: 'number', required: true, index: true, admin: { position: 'sidebar' } },
  ],
}
