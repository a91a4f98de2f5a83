/** The sitemap's providers (sitemap.ts): kept while the content is unchanged, read again after a change. */
import { jest } from '@jest/globals'

import { SITEMAP_TTL_MS, createProviderSlugs } from './sitemap'

const answer = (slugs: string[]) =>
  new Response(JSON.stringify({ data: { Providers: { docs: slugs.map((slug) => ({ slug })) } } }))

describe('the sitemap providers', () => {
  test("asks for the providers in the panel's order (drag and drop: `_order`)", async () => {
    const fetchImpl = jest.fn<typeof fetch>().mockResolvedValue(answer(['medical-park']))
    await createProviderSlugs({ cmsUrl: 'http://cms', version: () => null, fetchImpl })()
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe('http://cms/api/graphql')
    expect(JSON.parse(init!.body as string).query).toContain('sort: "_order"')
  })

  test('kept until the cms announces a change (a new content generation), then read again', async () => {
    let version: string | null = 'g1'
    const lists = [['medical-park'], ['medical-park', 'new-clinic']]
    const fetchImpl = jest.fn(async () => answer(lists.shift()!)) as unknown as typeof fetch
    const slugs = createProviderSlugs({ cmsUrl: 'http://cms', version: () => version, fetchImpl })
    expect(await slugs()).toStrictEqual(['medical-park'])
    expect(await slugs(), 'the same generation: no read').toStrictEqual(['medical-park'])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    version = 'g2'
    expect(await slugs()).toStrictEqual(['medical-park', 'new-clinic'])
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })

  test('without the change stream, kept 5 minutes; a failed read keeps the last list', async () => {
    let clock = 0
    const fetchImpl = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(['medical-park']))
      .mockRejectedValueOnce(new Error('cms down'))
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const slugs = createProviderSlugs({ cmsUrl: 'http://cms', version: () => null, fetchImpl, now: () => clock })
      expect(await slugs()).toStrictEqual(['medical-park'])
      clock = SITEMAP_TTL_MS - 1
      await slugs()
      expect(fetchImpl).toHaveBeenCalledTimes(1)
      clock = SITEMAP_TTL_MS + 1
      expect(await slugs(), 'the last known list').toStrictEqual(['medical-park'])
      expect(fetchImpl).toHaveBeenCalledTimes(2)
      expect(error).toHaveBeenCalledWith(expect.stringContaining('cms down'))
    } finally {
      error.mockRestore()
    }
  })
})
