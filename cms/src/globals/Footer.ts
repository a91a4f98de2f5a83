import type { GlobalConfig } from 'payload'

import { globalContentAccess } from './access'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', ar: 'التذييل' },
  admin: { group: { en: 'Site', ar: 'الموقع' } },
  access: globalContentAccess,
  fields: [
    { name: 'poweredBy', type: 'text', localized: true, required: true },
    {
      name: 'claims',
      type: 'array',
      localized: true,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    {
      name: 'links',
      type: 'array',
      fields: [
        { name: 'path', type: 'text', required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
    { name: 'copyright', type: 'text', localized: true },
  ],
}
