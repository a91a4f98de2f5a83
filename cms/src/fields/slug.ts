import type { TextField } from 'payload'

import { SLUG, SLUG_MESSAGE } from '../shared/formats'

/** A unique, URL-safe natural key: the seed upserts by it and routes use it. */
export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens, used in URLs.' },
  validate: (value: string | null | undefined) => (!value || SLUG.test(value) ? true : SLUG_MESSAGE),
})
