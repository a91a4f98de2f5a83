import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isDesk } from '../access/isStaff'

/** Messages from the site's contact form. Written by the booking API only; staff read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { en: 'Contact message', ar: 'رسالة تواصل' },
    plural: { en: 'Contact messages', ar: 'رسائل التواصل' },
  },
  admin: {
    group: { en: 'Bookings', ar: 'الحجوزات' },
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'subject', 'createdAt', 'handled'],
  },
  access: { read: isDesk, create: () => false, update: isDesk, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 32 },
    { name: 'subject', type: 'text', maxLength: 150 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'lang',
      type: 'select',
      defaultValue: 'en',
      label: { en: 'Language the visitor wrote in', ar: 'لغة المرسِل' },
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
      ],
    },
    { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
