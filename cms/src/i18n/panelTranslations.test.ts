/** Payload's panel words as we ship them: Payload's own, merged with ours (panelTranslations.ts). */
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'

import { panelTranslations } from './panelTranslations'

type Table = Record<string, Record<string, unknown>>

const merged = (base: Table, ours: Table) =>
  Object.fromEntries(Object.entries(base).map(([ns, keys]) => [ns, { ...keys, ...(ours[ns] ?? {}) }])) as Table

const placeholders = (text: string) => [...new Set(text.match(/{{[^}]*}}/g) ?? [])].sort()

test('every Arabic panel text fills in the same {{placeholders}} as the English one', () => {
  const english = merged(en.translations as unknown as Table, panelTranslations.en as Table)
  const arabic = merged(ar.translations as unknown as Table, panelTranslations.ar as Table)
  const broken: string[] = []
  for (const [ns, keys] of Object.entries(english))
    for (const [key, text] of Object.entries(keys)) {
      const translated = arabic[ns]?.[key]
      if (typeof text !== 'string' || typeof translated !== 'string') continue
      if (placeholders(text).join() !== placeholders(translated).join()) broken.push(`${ns}:${key} → ${translated}`)
    }
  expect(broken).toStrictEqual([])
  expect(arabic.general!.schedulePublishFor).toBe('جدولة النشر لـ {{title}}')
})
