import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'
import { linkGroup } from '../fields/link'

/** The six options q1–q6 of the preference questionnaire, two of which link to city pages. */
export const PreferenceQuestions: CollectionConfig = {
  slug: 'preference-questions',
  labels: {
    singular: { en: 'Preference question', ar: 'سؤال تفضيل' },
    plural: { en: 'Preference questions', ar: 'أسئلة التفضيل' },
  },
  admin: { group: { en: 'Content', ar: 'المحتوى' }, useAsTitle: 'title', defaultColumns: ['key', 'title'] },
  access: contentAccess,
  defaultSort: 'key',
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      label: { en: 'Place in the questionnaire', ar: 'موضعه في الاستبيان' },
      options: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'].map((value, i) => ({
        value,
        label: { en: `Question ${i + 1}`, ar: `السؤال ${i + 1}` },
      })),
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    linkGroup('additionalLink', 'Additional link'),
  ],
}
