import type { GlobalConfig } from 'payload'

import { globalContentAccess } from './access'

const pathField = {
  name: 'path',
  type: 'text',
  required: true,
  admin: { description: 'Path under /{lang}/, e.g. medical-tourism' },
} as const

/** The header's main navigation (spec §2) and the hidden Start Now button. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { en: 'Navigation', ar: 'القائمة' },
  admin: { group: { en: 'Site', ar: 'الموقع' } },
  access: globalContentAccess,
  fields: [
    {
      name: 'items',
      type: 'array',
      fields: [
        pathField,
        { name: 'textId', type: 'text', required: true },
        { name: 'label', type: 'text', localized: true, required: true },
        {
          name: 'subItems',
          type: 'array',
          fields: [
            pathField,
            { name: 'textId', type: 'text', required: true },
            { name: 'label', type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
    {
      name: 'startNow',
      type: 'group',
      fields: [
        { name: 'visible', type: 'checkbox', defaultValue: false },
        { name: 'path', type: 'text', defaultValue: 'treatments' },
        { name: 'label', type: 'text', localized: true },
      ],
    },
  ],
}
