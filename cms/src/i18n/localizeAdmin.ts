/**
 * Gives every field of the given collections and globals an `{ en, ar }` label and turns
 * string help texts into `{ en, ar }`, from ./adminText.ts. Labels already given as objects are
 * kept. Returns what it could not translate, so a test can insist on nothing missing.
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { DESCRIPTIONS_AR, FIELD_LABELS_AR } from './adminText'

const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\bIso\b/, 'ISO')
    .replace(/\bUrl\b/, 'URL')

export type Missing = { labels: Set<string>; descriptions: Set<string> }

const localizeFields = (fields: Field[], missing: Missing): void => {
  for (const field of fields) {
    const f = field as Field & { name?: string; label?: unknown; admin?: { description?: unknown }; fields?: Field[] }
    if (f.name && f.label === undefined) {
      const ar = FIELD_LABELS_AR[f.name]
      if (ar) f.label = { en: humanize(f.name), ar } as never
      else missing.labels.add(f.name)
    } else if (f.name && typeof f.label === 'string') {
      const ar = FIELD_LABELS_AR[f.name]
      if (ar) f.label = { en: f.label, ar } as never
      else missing.labels.add(f.name)
    }
    const description = f.admin?.description
    if (typeof description === 'string') {
      const ar = DESCRIPTIONS_AR[description]
      if (ar) f.admin!.description = { en: description, ar } as never
      else missing.descriptions.add(description)
    }
    if (Array.isArray(f.fields)) localizeFields(f.fields, missing)
    // Tabs: each tab's fields (its label is given where the tab is declared).
    const tabs = (f as { tabs?: { fields: Field[] }[] }).tabs
    if (Array.isArray(tabs)) for (const tab of tabs) localizeFields(tab.fields, missing)
  }
}

export const localizeAdmin = (collections: CollectionConfig[], globals: GlobalConfig[]): Missing => {
  const missing: Missing = { labels: new Set(), descriptions: new Set() }
  for (const entity of [...collections, ...globals]) localizeFields(entity.fields, missing)
  return missing
}
