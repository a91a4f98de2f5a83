/**
 * Names every array row in the panel after its content ("28 · hospitals", "Monday · 09:00")
 * instead of Payload's "Figure 01": each array field without its own RowLabel gets
 * components/admin/RowLabel.tsx with the one or two sub-fields that best describe a row.
 * Runs on the configs before buildConfig, like ./localizeAdmin.ts.
 */
import type { ArrayField, CollectionConfig, Field, GlobalConfig } from 'payload'

/** The component's path for the import map (relative to cms/src, see importMap.baseDir). */
export const ROW_LABEL_PATH = '/components/admin/RowLabel'

/** Sub-field types whose value reads as a short text in a row's header. */
const LABEL_TYPES = new Set(['text', 'textarea', 'number', 'select', 'email', 'date'])

/** Names that usually say what a row is, best first. */
const PREFERRED = ['label', 'title', 'name', 'question', 'value', 'key', 'url', 'text']

type AnyField = Field & {
  name?: string
  type: string
  hidden?: boolean
  admin?: { hidden?: boolean; disabled?: boolean; components?: Record<string, unknown> }
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  blocks?: { fields: Field[] }[]
}

/**
 * The named fields a row's data holds directly: its own fields and those inside presentational
 * containers (rows, collapsibles, unnamed groups and unnamed tabs), in the order the form shows them.
 */
const rowLevelFields = (fields: Field[]): AnyField[] =>
  (fields as AnyField[]).flatMap((f) => {
    if (f.type === 'row' || f.type === 'collapsible' || (f.type === 'group' && !f.name)) {
      return rowLevelFields(f.fields ?? [])
    }
    if (f.type === 'tabs')
      return (f.tabs ?? []).flatMap((tab) => ('name' in tab && tab.name ? [] : rowLevelFields(tab.fields)))
    return f.name ? [f] : []
  })

/**
 * The one or two sub-fields that name a row: preferred names first (PREFERRED), otherwise the
 * first eligible fields; returned in the form's order, so `value` before `label` reads "28 · hospitals".
 */
export const chooseRowLabelFields = (fields: Field[]): string[] => {
  const candidates = rowLevelFields(fields)
    .map((f, position) => ({ f, position }))
    .filter(({ f }) => LABEL_TYPES.has(f.type) && !f.hidden && !f.admin?.hidden && !f.admin?.disabled)
  const rank = (name: string) => {
    const i = PREFERRED.indexOf(name)
    return i === -1 ? PREFERRED.length : i
  }
  return candidates
    .sort((a, b) => rank(a.f.name!) - rank(b.f.name!) || a.position - b.position)
    .slice(0, 2)
    .sort((a, b) => a.position - b.position)
    .map(({ f }) => f.name!)
}

const labelFields = (fields: Field[]): void => {
  for (const field of fields as AnyField[]) {
    if (field.type === 'array') {
      const array = field as ArrayField
      if (!array.admin?.components?.RowLabel) {
        const chosen = chooseRowLabelFields(array.fields)
        // Nothing readable in a row (only uploads, relationships…): Payload's "Item 01" stays.
        if (chosen.length > 0) {
          array.admin = {
            ...array.admin,
            components: {
              ...array.admin?.components,
              RowLabel: { path: ROW_LABEL_PATH, clientProps: { fields: chosen } },
            },
          }
        }
      }
    }
    if (Array.isArray(field.fields)) labelFields(field.fields)
    if (Array.isArray(field.tabs)) for (const tab of field.tabs) labelFields(tab.fields)
    // Blocks given inline (a block reference is a slug: its config is labelled where it is declared).
    if (Array.isArray(field.blocks)) {
      for (const block of field.blocks) if (typeof block === 'object') labelFields(block.fields)
    }
  }
}

export const labelRows = (collections: CollectionConfig[], globals: GlobalConfig[]): void => {
  for (const entity of [...collections, ...globals]) labelFields(entity.fields)
}
