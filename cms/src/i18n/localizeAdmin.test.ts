import assert from 'node:assert/strict'
import { test } from 'node:test'

import { collections, globals } from '../schema'
import { localizeAdmin } from './localizeAdmin'

test('every field of the panel has an Arabic label and every help text an Arabic version', () => {
  const missing = localizeAdmin(collections, globals)
  assert.deepEqual([...missing.labels], [], 'fields without an Arabic label (add them to adminText.ts)')
  assert.deepEqual([...missing.descriptions], [], 'help texts without Arabic (add them to adminText.ts)')
  const providers = collections.find((c) => c.slug === 'providers')!
  const name = providers.fields.find((f) => 'name' in f && f.name === 'name') as { label: { en: string; ar: string } }
  assert.deepEqual(name.label, { en: 'Name', ar: 'الاسم' })
})
