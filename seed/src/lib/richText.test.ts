import assert from 'node:assert/strict'
import { test } from 'node:test'

import { carryIds } from './locales'
import { toRichText } from './richText'

test('blocks become Lexical headings, paragraphs and one list per run of items', () => {
  const state = toRichText(['## Title', 'First paragraph.', '- one', '- two', 'After.', '- three'], 'ar')
  const kids = state.root.children as any[]
  assert.deepEqual(
    kids.map((k) => k.type),
    ['heading', 'paragraph', 'list', 'paragraph', 'list'],
  )
  assert.equal(kids[0].tag, 'h2')
  assert.equal(kids[2].children.length, 2)
  assert.equal(kids[2].children[1].children[0].text, 'two')
  assert.equal(state.root.direction, 'rtl')
  assert.equal(toRichText(['x'], 'en').root.direction, 'ltr')
})

test('Arabic rows keep the ids of the English rows, recursively', () => {
  const existing = {
    items: [
      { id: 'a', label: 'About', subItems: [{ id: 'a1', label: 'X' }] },
      { id: 'b', label: 'FAQ', subItems: [] },
    ],
  }
  const ar = {
    items: [
      { label: 'من نحن', subItems: [{ label: 'س' }] },
      { label: 'الأسئلة', subItems: [] },
    ],
  }
  assert.deepEqual(carryIds(ar.items, existing.items), [
    { id: 'a', label: 'من نحن', subItems: [{ id: 'a1', label: 'س' }] },
    { id: 'b', label: 'الأسئلة', subItems: [] },
  ])
})
