import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** Third-party live-chat widget: the site injects it only when enabled and a widget id is set. */
export const LiveChat: GlobalConfig = {
  slug: 'live-chat',
  label: { en: 'Live chat', ar: 'الدردشة المباشرة' },
  admin: { group: { en: 'Site', ar: 'الموقع' } },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    {
      name: 'scriptUrl',
      type: 'text',
      defaultValue: 'https://embed.tawk.to/{widgetId}',
      admin: { description: 'Widget script address; {widgetId} is replaced by the id below.' },
    },
    { name: 'widgetIdArabic', type: 'text', admin: { description: 'Widget for Arabic pages.' } },
    { name: 'widgetIdOther', type: 'text', admin: { description: 'Widget for all other languages.' } },
  ],
}
