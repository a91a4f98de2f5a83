import type { ArrayField } from 'payload'

/**
 * A per-language list of short texts (certifications, excellence areas, treatment names).
 * The whole list is localized, so the Arabic list can differ from the English one in
 * length and order, as the providers' Arabic copy does.
 */
export const textList = (name: string, label?: string): ArrayField => ({
  name,
  label,
  type: 'array',
  localized: true,
  fields: [{ name: 'text', type: 'text', required: true }],
})
