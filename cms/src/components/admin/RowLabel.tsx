'use client'
/**
 * An array row's header from its content: the values of the sub-fields named in `fields`
 * (chosen by i18n/rowLabels.ts), joined with " · ", e.g. "28 · hospitals". A select shows its
 * option's label in the panel's language. An empty row reads "Figure 3" / "رقم 3" (the array's
 * singular label), or "Row 3" / "الصف 3" when that label has no Arabic.
 */
import type { ArrayFieldClient, ClientField } from 'payload'

import { getTranslation } from '@payloadcms/translations'
import { useRowLabel, useTranslation } from '@payloadcms/ui'

type Props = {
  /** Sibling fields whose values name the row (clientProps from rowLabels.ts). */
  fields?: string[]
  /** The array field, passed by Payload to every field component. */
  field?: ArrayFieldClient
}

const MAX_PART = 60
const ARABIC_LETTERS = /[\u0600-\u06FF]/

/** A sub-field's client config by name, looking through rows, collapsibles and unnamed tabs. */
const findField = (fields: ClientField[] | undefined, name: string): ClientField | undefined => {
  for (const f of fields ?? []) {
    if ('name' in f && f.name === name) return f
    if ((f.type === 'row' || f.type === 'collapsible' || (f.type === 'group' && !('name' in f))) && 'fields' in f) {
      const found = findField(f.fields, name)
      if (found) return found
    }
    if (f.type === 'tabs') {
      for (const tab of f.tabs) {
        const found = 'name' in tab && tab.name ? undefined : findField(tab.fields, name)
        if (found) return found
      }
    }
  }
  return undefined
}

const shorten = (text: string) => (text.length > MAX_PART ? `${text.slice(0, MAX_PART - 1).trimEnd()}…` : text)

export default function RowLabel({ fields = [], field }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown> | undefined>()
  const { i18n } = useTranslation()
  const arabic = i18n.language === 'ar'

  const show = (value: unknown, subField: ClientField | undefined): string => {
    if (value === null || value === undefined) return ''
    if (Array.isArray(value))
      return value
        .map((v) => show(v, subField))
        .filter(Boolean)
        .join(', ')
    if (typeof value === 'number') return String(value)
    if (typeof value !== 'string') return ''
    const text = value.trim()
    if (!text) return ''
    if (subField?.type === 'select') {
      const option = subField.options.find((o) => (typeof o === 'string' ? o : o.value) === text)
      const label = option && typeof option === 'object' ? getTranslation(option.label, i18n) : undefined
      return typeof label === 'string' && label ? label : text
    }
    if (subField?.type === 'date') {
      const date = new Date(text)
      if (!Number.isNaN(date.getTime())) {
        return new Intl.DateTimeFormat(arabic ? 'ar-u-nu-latn' : 'en-GB', { dateStyle: 'medium' }).format(date)
      }
    }
    return shorten(text.replace(/\s+/g, ' '))
  }

  const parts = fields.map((name) => show(data?.[name], findField(field?.fields, name))).filter(Boolean)

  if (parts.length === 0) {
    const singular = field?.labels?.singular ? getTranslation(field.labels.singular, i18n) : ''
    // Payload names unlabelled arrays after the field in English ("Timezone"): not for the Arabic panel.
    const word = singular && (!arabic || ARABIC_LETTERS.test(singular)) ? singular : arabic ? 'الصف' : 'Row'
    return (
      <span className="row-label" style={{ pointerEvents: 'none' }}>
        {`${word} ${(rowNumber ?? 0) + 1}`}
      </span>
    )
  }

  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          <bdi>{part}</bdi>
        </span>
      ))}
    </span>
  )
}
