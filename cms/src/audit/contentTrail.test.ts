import { contentAction, contentChanges, translatedFields } from './contentTrail'
import { summarize } from './trail'

describe('the content trail', () => {
  test('lists the fields that changed, translated ones with their language; long values by name only', () => {
    const before = {
      id: 1,
      title: 'Old',
      body: { root: { children: [1] } },
      updatedAt: 'a',
      _status: 'draft',
      banner: { id: 4 },
    }
    const after = {
      id: 1,
      title: 'New',
      body: { root: { children: [2] } },
      updatedAt: 'b',
      _status: 'published',
      banner: 4,
    }
    const translated = translatedFields([
      { name: 'title', type: 'text', localized: true },
      { type: 'tabs', tabs: [{ label: 'x', fields: [{ name: 'body', type: 'richText', localized: true }] }] },
      { name: 'banner', type: 'upload', relationTo: 'media' },
    ])
    expect([...translated].sort()).toStrictEqual(['body', 'title'])
    expect(contentChanges(before, after, 'ar', translated)).toStrictEqual([
      { field: 'body (ar)', from: null, to: null },
      { field: 'title (ar)', from: 'Old', to: 'New' },
    ])
    expect(
      contentChanges({ intro: 'x'.repeat(121), banner: 3 }, { intro: 'y', banner: { id: 4 } }, 'en'),
    ).toStrictEqual([
      { field: 'banner', from: 3, to: 4 },
      { field: 'intro', from: null, to: 'y' },
    ])
    expect(contentChanges({ a: '' }, { a: null })).toStrictEqual([])
  })

  test('an entry for creating, publishing and unpublishing; none for a draft saved over the published text', async () => {
    const main = (status: string) => async () => ({ _status: status })
    expect(await contentAction('create', { _status: 'draft' }, null, main('draft'))).toBe('create')
    expect(await contentAction('update', { _status: 'published' }, { _status: 'draft' }, main('published'))).toBe(
      'publish',
    )
    // Autosave over a published document: the readers' document is still the published one.
    expect(await contentAction('update', { _status: 'draft' }, { _status: 'published' }, main('published'))).toBe(null)
    // Unpublish: the main document itself is a draft now.
    expect(await contentAction('update', { _status: 'draft' }, { _status: 'published' }, main('draft'))).toBe(
      'unpublish',
    )
    // A draft of a never-published document.
    expect(await contentAction('update', { _status: 'draft' }, { _status: 'draft' }, main('draft'))).toBe(null)
  })

  test('summaries say what happened', () => {
    expect(summarize('publish', [{ field: 'title (en)', from: 'A', to: 'B' }])).toBe('published; title (en): A → B')
    expect(summarize('publish', [])).toBe('published')
    expect(summarize('unpublish', [])).toBe('unpublished')
  })
})
