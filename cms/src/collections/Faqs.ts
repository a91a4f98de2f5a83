import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: { en: 'FAQ', ar: 'سؤال شائع' }, plural: { en: 'FAQs', ar: 'الأسئلة الشائعة' } },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'question',
    defaultColumns: ['question', 'updatedAt'],
    description: {
      en: 'Drag the handle in the list to change the order of the questions on the FAQ page.',
      ar: 'اسحب المقبض في القائمة لتغيير ترتيب الأسئلة في صفحة الأسئلة الشائعة.',
    },
  },
  access: contentAccess,
  // Drag and drop in the list (Payload's `_order`); the FAQ page shows them in this order.
  orderable: true,
  fields: [
    { name: 'question', type: 'text', localized: true, required: true },
    { name: 'answer', type: 'textarea', localized: true, required: true },
  ],
}
