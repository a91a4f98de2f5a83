import type { GlobalConfig } from 'payload'

import { PACKAGE_KEYS, type PackageKey } from '../booking/survey'
import { globalContentAccess } from './access'

export { PACKAGE_KEYS }

/** The services' names in the panel (the site's own words are each package's title below). */
const SERVICE_NAMES: Record<PackageKey, { en: string; ar: string }> = {
  flight: { en: 'Flight', ar: 'الطيران' },
  accommodation: { en: 'Hotel', ar: 'الفندق' },
  transport: { en: 'Transport', ar: 'النقل' },
  translation: { en: 'Translation', ar: 'الترجمة' },
  tourist: { en: 'Tourism', ar: 'السياحة' },
}

/** The five travel-service packages of the services survey (spec §3), with their fields. */
export const TravelServices: GlobalConfig = {
  slug: 'travel-services',
  label: { en: 'Travel services', ar: 'خدمات السفر' },
  admin: { group: { en: 'Site', ar: 'الموقع' } },
  access: globalContentAccess,
  fields: [
    {
      name: 'packages',
      type: 'array',
      maxRows: 5,
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          label: { en: 'Service', ar: 'الخدمة' },
          options: PACKAGE_KEYS.map((value) => ({ value, label: SERVICE_NAMES[value] })),
        },
        {
          name: 'selectionFlag',
          type: 'text',
          required: true,
          label: { en: 'Survey answer it sets (technical)', ar: 'إجابة الاستبيان التي يضبطها (تقني)' },
          admin: { readOnly: true, description: 'e.g. isFlightSelected' },
        },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'banner', type: 'upload', relationTo: 'media' },
        { name: 'prompt', type: 'textarea', localized: true },
        {
          name: 'fields',
          type: 'array',
          dbName: 'svc_fields',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { description: 'e.g. flight_Class' } },
            { name: 'label', type: 'text', localized: true, required: true },
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'text',
              options: ['number', 'select', 'text', 'textarea', 'boolean'],
            },
            { name: 'required', type: 'checkbox', defaultValue: false },
            {
              type: 'row',
              fields: [
                { name: 'min', type: 'number' },
                { name: 'max', type: 'number' },
              ],
            },
            {
              name: 'options',
              type: 'array',
              dbName: 'svc_opts',
              fields: [
                { name: 'value', type: 'text', required: true },
                { name: 'label', type: 'text', localized: true, required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
