import type { Block, Field } from 'payload'

import { collectMediaIds, collectRichTextMediaIds, mediaFieldNames } from './mediaUsage'

const LOCALES = ['en', 'ar'] as const

/** A Lexical value (as stored) with the given nodes in one paragraph, and one upload node at the root. */
const lexical = (...children: unknown[]) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children }],
  },
})
const uploadNode = (value: unknown, relationTo = 'media') => ({
  type: 'upload',
  version: 3,
  relationTo,
  value,
  fields: null,
  format: '',
})

const gallery: Block = {
  slug: 'gallery',
  fields: [
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'caption', type: 'text', localized: true },
  ],
}
const quote: Block = {
  slug: 'quote',
  fields: [{ name: 'text', type: 'richText' }],
}
const shared: Block = {
  slug: 'hero',
  fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }],
}

/** A shared block named by its slug (this config declares none, so the slug type is `never`). */
const HERO = 'hero' as unknown as Block

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'banner', type: 'upload', relationTo: 'media' },
  // Not an image.
  { name: 'speciality', type: 'relationship', relationTo: 'specialities' },
  { name: 'attachment', type: 'upload', relationTo: 'attachments' },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Content',
        fields: [
          { name: 'body', type: 'richText', localized: true },
          { name: 'localizedPhoto', type: 'upload', relationTo: 'media', localized: true },
        ],
      },
      {
        name: 'seo',
        fields: [{ name: 'ogImage', type: 'upload', relationTo: 'media' }],
      },
    ],
  },
  {
    type: 'row',
    fields: [{ name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true }],
  },
  {
    type: 'collapsible',
    label: 'More',
    fields: [
      {
        name: 'card',
        type: 'group',
        fields: [
          { name: 'picture', type: 'relationship', relationTo: 'media' },
          { name: 'either', type: 'upload', relationTo: ['media', 'attachments'] },
          { name: 'several', type: 'relationship', relationTo: ['attachments', 'media'], hasMany: true },
        ],
      },
    ],
  },
  {
    name: 'slides',
    type: 'array',
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media' },
      { name: 'label', type: 'text' },
    ],
  },
  { name: 'layout', type: 'blocks', blocks: [gallery, quote], blockReferences: [HERO] },
  {
    name: 'localizedGroup',
    type: 'group',
    localized: true,
    fields: [{ name: 'icon', type: 'upload', relationTo: 'media' }],
  },
]

describe('collectMediaIds', () => {
  test('finds the images of every kind of field, at every depth', () => {
    const doc = {
      id: 7,
      title: { en: 'About', ar: 'من نحن' },
      banner: 1,
      speciality: 999,
      attachment: 998,
      body: {
        en: lexical({ type: 'text', text: 'Hello', version: 1 }, uploadNode(2)),
        ar: lexical(uploadNode('3'), uploadNode(997, 'attachments')),
      },
      localizedPhoto: { en: 4, ar: 5 },
      seo: { ogImage: 6 },
      gallery: [7, '8', { id: 9, filename: 'nine.jpg', width: 400 }],
      card: {
        picture: { id: 10, filename: 'ten.jpg' },
        either: { relationTo: 'media', value: 11 },
        several: [
          { relationTo: 'attachments', value: 996 },
          { relationTo: 'media', value: { id: 12, width: 1600 } },
        ],
      },
      slides: [
        { id: 'a', image: 13, label: 'one' },
        { id: 'b', image: null, label: 'none' },
      ],
      layout: [
        { id: 'x', blockType: 'gallery', images: [14, 15], caption: { en: 'c', ar: 'ت' } },
        { id: 'y', blockType: 'quote', text: lexical(uploadNode({ id: 16, filename: 'p.png' })) },
        { id: 'z', blockType: 'hero', picture: 17 },
      ],
      localizedGroup: { en: { icon: 18 }, ar: { icon: null } },
      updatedAt: '2026-01-01T00:00:00.000Z',
    }
    const ids = collectMediaIds(fields, doc, { locales: LOCALES, blocks: [shared] })
    expect([...ids].sort((a, b) => a - b)).toStrictEqual(Array.from({ length: 18 }, (_, i) => i + 1))
  })

  test('localized values are read per language, with or without the list of locales', () => {
    const doc = { localizedPhoto: { en: 4, ar: '5' }, localizedGroup: { en: { icon: 6 }, ar: { icon: 7 } } }
    expect([...collectMediaIds(fields, doc)].sort()).toStrictEqual([4, 5, 6, 7])
    expect([...collectMediaIds(fields, doc, { locales: LOCALES })].sort()).toStrictEqual([4, 5, 6, 7])
    // Read in one language (no `locale: 'all'`), the value is the field's own.
    expect([...collectMediaIds(fields, { localizedPhoto: 4, localizedGroup: { icon: 6 } })]).toStrictEqual([4, 6])
    // A populated image of a localized field is not a map of languages: its width is no id.
    expect([...collectMediaIds(fields, { localizedPhoto: { id: 4, width: 400, height: 300 } })]).toStrictEqual([4])
  })

  test('polymorphic fields count only their images', () => {
    const doc = {
      card: {
        either: { relationTo: 'attachments', value: 1 },
        several: [
          { relationTo: 'attachments', value: 2 },
          { relationTo: 'media', value: '3' },
        ],
      },
    }
    expect([...collectMediaIds(fields, doc)]).toStrictEqual([3])
  })

  test('nothing, an empty document or stray values give no ids', () => {
    expect(collectMediaIds(fields, null).size).toBe(0)
    expect(collectMediaIds(fields, {}).size).toBe(0)
    const doc = {
      banner: 'not-an-id',
      gallery: [null, 0, -1, 1.5, 'x'],
      slides: 'not rows',
      layout: [{ blockType: 'gallery', images: null }, null],
      seo: null,
    }
    expect(collectMediaIds(fields, doc).size).toBe(0)
  })

  test('a block named in blockReferences needs the shared blocks; an unknown block still shows its rich text', () => {
    const doc = {
      layout: [
        { blockType: 'hero', picture: 17 },
        { blockType: 'gone', text: lexical(uploadNode(20)) },
      ],
    }
    expect([...collectMediaIds(fields, doc, { blocks: [shared] })].sort()).toStrictEqual([17, 20])
    expect([...collectMediaIds(fields, doc)]).toStrictEqual([20])
  })
})

describe('collectRichTextMediaIds', () => {
  test('finds upload and relationship nodes to media anywhere in the tree', () => {
    const value = lexical(
      uploadNode(1),
      uploadNode('2'),
      uploadNode({ id: 3, filename: 'three.webp' }),
      uploadNode(4, 'attachments'),
      { type: 'relationship', relationTo: 'media', value: 5, version: 2 },
      { type: 'relationship', relationTo: 'pages', value: 6, version: 2 },
      {
        type: 'list',
        version: 1,
        children: [{ type: 'listitem', version: 1, children: [uploadNode(7)] }],
      },
      // An upload node's own fields may hold rich text with images.
      { ...uploadNode(8), fields: { caption: lexical(uploadNode(9)) } },
    )
    expect([...collectRichTextMediaIds(value)].sort()).toStrictEqual([1, 2, 3, 5, 7, 8, 9])
    expect(collectRichTextMediaIds(null).size).toBe(0)
    expect(collectRichTextMediaIds('text').size).toBe(0)
  })
})

describe('mediaFieldNames', () => {
  test('names the top-level fields that may hold an image', () => {
    expect(mediaFieldNames(fields)).toStrictEqual([
      'banner',
      'body',
      'localizedPhoto',
      'seo',
      'gallery',
      'card',
      'slides',
      'layout',
      'localizedGroup',
    ])
    expect(
      mediaFieldNames([
        { name: 'title', type: 'text' },
        { name: 'speciality', type: 'relationship', relationTo: 'specialities' },
      ]),
    ).toStrictEqual([])
    const onlyShared: Field[] = [{ name: 'layout', type: 'blocks', blocks: [], blockReferences: [HERO] }]
    expect(mediaFieldNames(onlyShared)).toStrictEqual([])
    expect(mediaFieldNames(onlyShared, { blocks: [shared] })).toStrictEqual(['layout'])
  })
})
