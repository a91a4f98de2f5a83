/**
 * Payload adds fields of its own to collections and globals — `updatedAt` and `createdAt`,
 * `_status` (Draft / Published) with drafts, `_order` with drag-and-drop order — whose labels are
 * functions of the panel's language or absent. The versions' compare view does not call them, so
 * the Arabic panel showed "Updated At", "Status", "Published" and "_order" there. They are given
 * here as `{ en, ar }`, in Payload's own words with ours over them (./panelTranslations.ts).
 */
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import type { SanitizedConfig } from 'payload'

import { panelTranslations } from './panelTranslations'

type Words = Record<string, Record<string, string>>

const word = (ns: string, key: string) => {
  const pick = (base: unknown, ours: unknown) => (ours as Words)?.[ns]?.[key] ?? (base as Words)[ns]![key]!
  return {
    en: pick(en.translations, panelTranslations.en),
    ar: pick(ar.translations, panelTranslations.ar),
  }
}

/** The labels given, by field name. */
export const BASE_FIELD_LABELS = {
  updatedAt: word('general', 'updatedAt'),
  createdAt: word('general', 'createdAt'),
  _status: word('version', 'status'),
  _order: { en: 'Order on the site', ar: 'الترتيب في الموقع' },
} as const

export const STATUS_LABELS = { draft: word('version', 'draft'), published: word('version', 'published') } as const

type Labelled = {
  name?: string
  label?: unknown
  options?: { label?: unknown; value: string }[]
}

const relabel = (fields: readonly unknown[] | undefined) => {
  for (const field of (fields ?? []) as Labelled[]) {
    const name = field.name as keyof typeof BASE_FIELD_LABELS | undefined
    if (!name || !(name in BASE_FIELD_LABELS)) continue
    // A function, or the bare name Payload falls back to ("_order"); an `{ en, ar }` is kept.
    if (typeof field.label !== 'object' || field.label === null) field.label = BASE_FIELD_LABELS[name]
    if (name === '_status' && field.options)
      field.options = field.options.map((o) =>
        typeof o.label === 'function' && o.value in STATUS_LABELS
          ? { ...o, label: STATUS_LABELS[o.value as keyof typeof STATUS_LABELS] }
          : o,
      )
  }
}

/** Gives Payload's own fields bilingual labels, in the sanitized config (they are added there). */
export const labelBaseFields = (config: SanitizedConfig): SanitizedConfig => {
  for (const entity of [...config.collections, ...config.globals]) {
    relabel(entity.fields)
    relabel((entity as { flattenedFields?: unknown[] }).flattenedFields)
  }
  return config
}
