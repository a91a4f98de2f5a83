import type { GlobalConfig } from 'payload'

import { globalContentAccess } from './access'

/** Social networks in the footer; a link may have an Arabic-language account (Instagram does). */
export const SocialLinks: GlobalConfig = {
  slug: 'social-links',
  label: { en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
  admin: { group: { en: 'Site', ar: 'الموقع' } },
  access: globalContentAccess,
  fields: [
    {
      name: 'links',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'tiktok'],
        },
        { name: 'url', type: 'text', required: true },
        {
          name: 'arabicUrl',
          type: 'text',
          admin: { description: 'Used instead of the URL when the site is in Arabic.' },
        },
      ],
    },
  ],
}
