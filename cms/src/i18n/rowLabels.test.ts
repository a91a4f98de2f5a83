import type { ArrayField, CollectionConfig, Field, GlobalConfig } from 'payload'

import { collections, globals } from '../schema'
import { chooseRowLabelFields, labelRows, ROW_LABEL_PATH } from './rowLabels'

type Found = { where: string; field: ArrayField }

/** Every array field of the given fields, wherever it sits (tabs, rows, groups, arrays, blocks). */
const arraysIn = (fields: Field[], where: string): Found[] =>
  fields.flatMap((field) => {
    const f = field as Field & {
      name?: string
      fields?: Field[]
      tabs?: { fields: Field[] }[]
      blocks?: ({ slug: string; fields: Field[] } | string)[]
    }
    const here = f.name ? `${where}.${f.name}` : where
    return [
      ...(f.type === 'array' ? [{ where: here, field: f as ArrayField }] : []),
      ...(Array.isArray(f.fields) ? arraysIn(f.fields, here) : []),
      ...(f.tabs ?? []).flatMap((tab) => arraysIn(tab.fields, here)),
      ...(f.blocks ?? []).flatMap((block) =>
        typeof block === 'object' ? arraysIn(block.fields, `${here}.${block.slug}`) : [],
      ),
    ]
  })

/** The named sub-fields a row holds directly (rows, collapsibles and unnamed tabs are see-through). */
const rowFieldNames = (fields: Field[]): string[] =>
  fields.flatMap((field) => {
    const f = field as Field & { name?: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }
    if (f.type === 'row' || f.type === 'collapsible') return rowFieldNames(f.fields ?? [])
    if (f.type === 'tabs')
      return (f.tabs ?? []).flatMap((tab) => ('name' in tab && tab.name ? [] : rowFieldNames(tab.fields)))
    return f.name ? [f.name] : []
  })

const rowLabelOf = (field: ArrayField) =>
  field.admin?.components?.RowLabel as { path: string; clientProps: { fields: string[] } } | undefined

test('every array field of the panel names its rows after one or two of its own sub-fields', () => {
  labelRows(collections, globals)
  const arrays = [...collections, ...globals].flatMap((entity) => arraysIn(entity.fields, entity.slug))
  expect(arrays.length, 'the schema has array fields to label').toBeGreaterThan(5)
  for (const { where, field } of arrays) {
    const rowLabel = rowLabelOf(field)
    expect(rowLabel?.path, `${where} has the RowLabel component`).toBe(ROW_LABEL_PATH)
    const names = rowFieldNames(field.fields)
    const chosen = rowLabel?.clientProps.fields ?? []
    expect(chosen.length, `${where} names its rows after 1 or 2 fields`).toBeGreaterThanOrEqual(1)
    expect(chosen.length, `${where} names its rows after 1 or 2 fields`).toBeLessThanOrEqual(2)
    for (const name of chosen) expect(names, `${where}: "${name}" is one of its sub-fields`).toContain(name)
  }
  const providers = collections.find((c) => c.slug === 'providers')!
  const figures = arraysIn(providers.fields, 'providers').find((a) => a.field.name === 'figures')!
  expect(rowLabelOf(figures.field)?.clientProps.fields, 'inside a tab and a row, in the form’s order').toStrictEqual([
    'value',
    'label',
  ])
})

test('a synthetic config: preferred names, form order, nesting, blocks and labels already given', () => {
  const custom = { path: '/components/admin/SomethingElse' }
  const pages: CollectionConfig = {
    slug: 'pages',
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Content',
            fields: [
              {
                name: 'faqs',
                type: 'array',
                fields: [
                  { name: 'photo', type: 'upload', relationTo: 'media' },
                  { name: 'summary', type: 'text' },
                  { name: 'details', type: 'textarea' },
                  { name: 'question', type: 'text' },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'layout',
        type: 'blocks',
        blocks: [
          {
            slug: 'stats',
            fields: [
              {
                name: 'stats',
                type: 'array',
                fields: [
                  { name: 'icon', type: 'upload', relationTo: 'media' },
                  { type: 'row', fields: [{ name: 'count', type: 'number' }] },
                  { name: 'unit', type: 'select', options: ['beds', 'doctors'] },
                  { name: 'notes', type: 'text' },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'kept',
        type: 'array',
        admin: { components: { RowLabel: custom } },
        fields: [{ name: 'title', type: 'text' }],
      },
      { name: 'pictures', type: 'array', fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }] },
      {
        name: 'group',
        type: 'group',
        fields: [
          {
            name: 'links',
            type: 'array',
            fields: [
              { name: 'hiddenTitle', type: 'text', admin: { hidden: true } },
              { name: 'url', type: 'text' },
              { name: 'nested', type: 'group', fields: [{ name: 'label', type: 'text' }] },
              {
                name: 'children',
                type: 'array',
                fields: [
                  { name: 'text', type: 'text' },
                  { name: 'label', type: 'text' },
                  { name: 'title', type: 'text' },
                ],
              },
            ],
          },
        ],
      },
    ],
  }
  const footer: GlobalConfig = { slug: 'footer', fields: [{ name: 'claims', type: 'array', fields: [] }] }

  labelRows([pages], [footer])
  const byName = (name: string) => arraysIn(pages.fields, 'pages').find((a) => a.field.name === name)!.field
  // "question" is preferred wherever it is; then the first other readable field; shown in the form's order.
  expect(rowLabelOf(byName('faqs'))?.clientProps.fields).toStrictEqual(['summary', 'question'])
  // Inside a block, through a row: no preferred name, so the first two eligible fields.
  expect(rowLabelOf(byName('stats'))).toStrictEqual({
    path: ROW_LABEL_PATH,
    clientProps: { fields: ['count', 'unit'] },
  })
  // A RowLabel given in the config stays.
  expect(byName('kept').admin?.components?.RowLabel).toBe(custom)
  // Nothing readable: Payload's own label stays.
  expect(byName('pictures').admin?.components?.RowLabel).toBeUndefined()
  expect(footer.fields[0]!.admin?.components).toBeUndefined()
  // Hidden fields and fields of a named group are not the row's own values.
  expect(rowLabelOf(byName('links'))?.clientProps.fields).toStrictEqual(['url'])
  // The two best names, shown in the form's order.
  expect(rowLabelOf(byName('children'))?.clientProps.fields).toStrictEqual(['label', 'title'])
  expect(
    chooseRowLabelFields([
      { name: 'value', type: 'text' },
      { name: 'key', type: 'select', options: ['a'] },
    ]),
  ).toStrictEqual(['value', 'key'])
})
