import type { Field } from 'payload'

import { Doctors } from '../collections/Doctors'
import { altFromDocument, mediaReferences, missingAltLanguages } from './altText'

const fields: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'banner', type: 'upload', relationTo: 'media' },
  {
    type: 'tabs',
    tabs: [{ label: 'Content', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] }],
  },
  {
    name: 'packages',
    type: 'array',
    fields: [
      { name: 'banner', type: 'upload', relationTo: 'media' },
      { name: 'file', type: 'upload', relationTo: 'attachments' },
    ],
  },
]

describe("images' alternative text in both languages", () => {
  test('finds the media an entry shows, in tabs and list rows, as ids or populated documents', () => {
    expect(
      mediaReferences(fields, {
        title: 'x',
        banner: 3,
        image: { id: 5, alt: 'x' },
        packages: [{ banner: '7', file: 9 }, { banner: null }],
      }),
    ).toStrictEqual([
      { path: 'banner', id: 3 },
      { path: 'image', id: 5 },
      { path: 'packages.0.banner', id: 7 },
    ])
    expect(mediaReferences(fields, null)).toStrictEqual([])
  })

  test("an image the site describes from the document (a doctor's portrait) is not asked for", () => {
    const portrait: Field[] = [{ name: 'photo', type: 'upload', relationTo: 'media', custom: altFromDocument }]
    expect(mediaReferences(portrait, { photo: 4 })).toStrictEqual([])
    expect(mediaReferences(Doctors.fields, { name: 'Dr. X', photo: 4 })).toStrictEqual([])
    expect(mediaReferences([{ name: 'photo', type: 'upload', relationTo: 'media' }], { photo: 4 })).toHaveLength(1)
  })

  test('names the languages without text', () => {
    expect(missingAltLanguages({ en: 'A clinic', ar: 'عيادة' })).toStrictEqual([])
    expect(missingAltLanguages({ en: 'A clinic', ar: '  ' })).toStrictEqual(['ar'])
    expect(missingAltLanguages({ en: null })).toStrictEqual(['en', 'ar'])
    expect(missingAltLanguages('A clinic')).toStrictEqual(['ar'])
    expect(missingAltLanguages(undefined)).toStrictEqual(['en', 'ar'])
  })
})
