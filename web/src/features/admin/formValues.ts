/**
 * Between records and forms: a record becomes form values (text as strings, ids as strings,
 * images as media ids, working hours as rows), and form values become a request body — every
 * filled field on Add, only the changed ones on Update (a cleared optional field is `null`).
 */
import type { AdminRecord } from './api/adminApi'
import type { FieldConfig } from './resources'

export interface WorkingHour {
  day: string
  start: string
  end: string
}

export type FormValue = string | boolean | string[] | number | null | WorkingHour[]
export type FormValues = Record<string, FormValue>

const asText = (v: unknown) => (v == null ? '' : String(v))
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v)

/** The empty value of a field in a new record. */
const emptyOf = (field: FieldConfig): FormValue => {
  if (field.initial !== undefined) return Array.isArray(field.initial) ? [...field.initial] : field.initial
  switch (field.kind) {
    case 'toggle':
      return false
    case 'multi':
    case 'workingHours':
      return []
    case 'image':
      return null
    default:
      return ''
  }
}

export const newFormValues = (fields: FieldConfig[]): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, emptyOf(f)]))

export const recordToFormValues = (record: AdminRecord, fields: FieldConfig[]): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const raw = record[field.readFrom ?? field.name]
      switch (field.kind) {
        case 'toggle':
          return [field.name, raw == null ? emptyOf(field) : raw !== false]
        case 'multi':
          return [field.name, Array.isArray(raw) ? raw.map(String) : []]
        case 'image': {
          const id = idOf(raw)
          return [field.name, typeof id === 'number' ? id : null]
        }
        case 'relation':
          return [field.name, asText(idOf(raw))]
        case 'workingHours':
          return [
            field.name,
            Array.isArray(raw)
              ? raw.map((h: Partial<WorkingHour>) => ({
                  day: asText(h.day),
                  start: asText(h.start),
                  end: asText(h.end),
                }))
              : [],
          ]
        case 'password':
          return [field.name, '']
        default:
          return [field.name, asText(raw)]
      }
    }),
  )

/** The API value of a form value (`null` for an empty optional value). */
export const apiValueOf = (field: FieldConfig, value: FormValue): unknown => {
  switch (field.kind) {
    case 'toggle':
      return Boolean(value)
    case 'multi':
      return Array.isArray(value) ? [...(value as string[])] : []
    case 'image':
      return typeof value === 'number' ? value : null
    case 'workingHours':
      return Array.isArray(value)
        ? (value as WorkingHour[]).map((h) => ({ day: h.day, start: h.start.trim(), end: h.end.trim() }))
        : []
    case 'number':
    case 'relation': {
      const text = asText(value).trim()
      return text === '' ? null : Number(text)
    }
    case 'password':
      return asText(value) || null
    case 'text':
      if (field.pattern === 'isoCode') return asText(value).trim().toUpperCase() || null
      return asText(value).trim() || null
    default:
      return asText(value).trim() || null
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The request body: on Add every field that has a value; on Update only what differs from the
 * record as loaded (in the same content language).
 */
export function formToBody(
  fields: FieldConfig[],
  values: FormValues,
  mode: 'add' | 'update',
  initial?: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = apiValueOf(field, values[field.name] ?? emptyOf(field))
    if (mode === 'add') {
      if (value !== null) body[field.name] = value
      continue
    }
    const before = apiValueOf(field, initial?.[field.name] ?? emptyOf(field))
    if (same(value, before)) continue
    // A field the API cannot empty keeps its value (validation asks for one first).
    if (value === null && !field.nullable) continue
    body[field.name] = value
  }
  return body
}

/** A slug from a Latin name ('Dr. Ayşe Kaya' → 'dr-ayse-kaya'); empty when nothing Latin remains. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
