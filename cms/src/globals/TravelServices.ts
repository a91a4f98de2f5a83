import type { GlobalConfig } from 'payload'

import { PACKAGE_KEYS } from '../booking/survey'
import { globalContentAccess } from './access'

export { PACKAGE_KEYS }

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
        { name: 'key', type: 'select', required: true, options: [...PACKAGE_KEYS] },
        {
          name: 'selectionFlag',
          type: 'text',
          required: true,
          admin: { description: 'e.g. isFlightSelected' },
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
