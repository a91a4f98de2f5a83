import type { TextField } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A unique, URL-safe natural key: the seed upserts by it and routes use it. */
export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens, used in URLs.' },
  validate: (value: string | null | undefined) =>
    !value || SLUG.test(value) ? true : 'Use lower-case letters, digits and single hyphens.',
})
