import { carryIds } from './locales'
import { toRichText } from './richText'

test('blocks become Lexical headings, paragraphs and one list per run of items', () => {
  const state = toRichText(['## Title', 'First paragraph.', '- one', '- two', 'After.', '- three'], 'ar')
  const kids = state.root.children as any[]
  expect(kids.map((k) => k.type)).toStrictEqual(['heading', 'paragraph', 'list', 'paragraph', 'list'])
  expect(kids[0].tag).toBe('h2')
  expect(kids[2].children.length).toBe(2)
  expect(kids[2].children[1].children[0].text).toBe('two')
  expect(state.root.direction).toBe('rtl')
  expect(toRichText(['x'], 'en').root.direction).toBe('ltr')
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
  expect(carryIds(ar.items, existing.items)).toStrictEqual([
    { id: 'a', label: 'من نحن', subItems: [{ id: 'a1', label: 'س' }] },
    { id: 'b', label: 'الأسئلة', subItems: [] },
  ])
})
