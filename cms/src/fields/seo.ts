import type { TextareaField } from 'payload'

/** The page description for search engines and the `<meta name="description">`. */
export const seoDescription = (): TextareaField => ({
  name: 'description',
  label: 'SEO description',
  type: 'textarea',
  localized: true,
  maxLength: 320,
})
