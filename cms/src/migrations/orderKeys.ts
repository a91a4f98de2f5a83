/**
 * Migration 20261126_editor_forms: FAQs, pages and providers move from a typed `order` number to
 * Payload's drag-and-drop order (`orderable`, a text key per document). The keys are Payload's own
 * fractional keys, given in the old order (ties by id), so the site shows everything where it was.
 */
import { generateNKeysBetween } from 'payload/shared'

export const ORDERED_TABLES = ['faqs', 'pages', 'providers'] as const

/** One key per id, in the order given. */
export const orderKeys = (ids: readonly number[]) => {
  const keys = generateNKeysBetween(null, null, ids.length)
  return ids.map((id, i) => ({ id, key: keys[i]! }))
}
