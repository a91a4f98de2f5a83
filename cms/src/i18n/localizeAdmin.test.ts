import type { Field } from 'payload'

import { collections, globals } from '../schema'
import { localizeAdmin } from './localizeAdmin'

test('every field of the panel has an Arabic label and every help text an Arabic version', () => {
  const missing = localizeAdmin(collections, globals)
  expect([...missing.labels], 'fields without an Arabic label (add them to adminText.ts)').toStrictEqual([])
  expect([...missing.descriptions], 'help texts without Arabic (add them to adminText.ts)').toStrictEqual([])
  const providers = collections.find((c) => c.slug === 'providers')!
  const tabs = providers.fields.find((f) => f.type === 'tabs') as { tabs: { fields: Field[] }[] }
  const name = tabs.tabs[0]!.fields.find((f) => 'name' in f && f.name === 'name') as {
    label: { en: string; ar: string }
  }
  expect(name.label, 'a field inside a tab').toStrictEqual({ en: 'Name', ar: 'الاسم' })
})
