/** Payload's own fields get bilingual labels in the built config (baseFieldLabels.ts). */
import type { SanitizedConfig } from 'payload'

import config from '../payload.config'
import { BASE_FIELD_LABELS, STATUS_LABELS } from './baseFieldLabels'

type Field = { name?: string; label?: unknown; options?: { label: unknown; value: string }[] }

let built: SanitizedConfig
beforeAll(async () => {
  built = await config
})

const fieldOf = (slug: string, name: string) =>
  ([...built.collections, ...built.globals].find((c) => c.slug === slug)!.fields as Field[]).find(
    (f) => f.name === name,
  )

test('timestamps, status and order read in both languages, in Payload’s own words', () => {
  expect(BASE_FIELD_LABELS.updatedAt).toStrictEqual({ en: 'Updated At', ar: 'تم التحديث في' })
  expect(BASE_FIELD_LABELS._status).toStrictEqual({ en: 'Status', ar: 'الحالة' })
  expect(STATUS_LABELS.published).toStrictEqual({ en: 'Published', ar: 'تمّ النّشر' })
  expect(fieldOf('faqs', 'updatedAt')?.label).toStrictEqual(BASE_FIELD_LABELS.updatedAt)
  expect(fieldOf('faqs', 'createdAt')?.label).toStrictEqual(BASE_FIELD_LABELS.createdAt)
  expect(fieldOf('faqs', '_order')?.label).toStrictEqual(BASE_FIELD_LABELS._order)
  const status = fieldOf('providers', '_status')!
  expect(status.label).toStrictEqual(BASE_FIELD_LABELS._status)
  expect(status.options?.map((o) => o.label)).toStrictEqual([STATUS_LABELS.draft, STATUS_LABELS.published])
  expect(fieldOf('footer', '_status')?.label).toStrictEqual(BASE_FIELD_LABELS._status)
  // Every label of these fields, everywhere, is now given (no function, nothing missing).
  for (const entity of [...built.collections, ...built.globals])
    for (const field of entity.fields as Field[])
      if (field.name && field.name in BASE_FIELD_LABELS)
        expect(typeof field.label, `${entity.slug}.${field.name}`).toBe('object')
})
