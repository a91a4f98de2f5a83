import type { GroupField } from 'payload'

/** A labelled link to a site path such as `/cities/antalya` (the site adds the language prefix). */
export const linkGroup = (name: string, label?: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'name', type: 'text', localized: true },
    {
      name: 'link',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^\/[a-z0-9\-/]*$/.test(value) || /^https?:\/\//.test(value)
          ? true
          : 'Use a site path starting with / or a full http(s) address.',
    },
  ],
})
