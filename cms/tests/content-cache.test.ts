/**
 * The site origin's cache of public GraphQL answers on the running stack: the provider page's
 * query, sent as GET like the site's Apollo client sends it, is answered from the cache with an
 * ETag (304 when it matches), and a save by staff shows on the very next read — through the
 * origin at once, directly on the cms (another process) within the origin's version poll.
 */

import { account, closeLocal } from './fixtures'
import { BASE_URL } from './helpers'

const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:3001').replace(/\/$/, '')
const SLUG = 'medical-park'
const QUERY = `query ProviderDetail($slug: String!, $locale: LocaleInputType) {
  Providers(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: en) {
    docs { id slug brief }
  }
}`
const pageUrl = `${BASE_URL}/api/graphql?${new URLSearchParams({
  operationName: 'ProviderDetail',
  variables: JSON.stringify({ slug: SLUG, locale: 'en' }),
  query: QUERY,
})}`

type Provider = { id: number; slug: string; brief: string | null }

const visit = async (headers: Record<string, string> = {}) => {
  const res = await fetch(pageUrl, { headers: { cookie: 'i18next=en', ...headers } })
  const text = await res.text()
  const provider = res.status === 200 ? (JSON.parse(text).data.Providers.docs[0] as Provider) : null
  return { status: res.status, etag: res.headers.get('etag'), cache: res.headers.get('x-content-cache'), provider }
}

const saveBrief = async (origin: string, token: string, id: number, brief: string | null) => {
  const res = await fetch(`${origin}/api/providers/${id}?locale=en`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ brief }),
  })
  expect(res.status, await res.text()).toBe(200)
}

describe('public content cached at the site origin', () => {
  let token: string
  let original: Provider

  beforeAll(async () => {
    token = (await account('ROLE_ADMIN')).token
    original = (await visit()).provider!
    expect(original.slug).toBe(SLUG)
  })

  afterAll(async () => {
    await saveBrief(BASE_URL, token, original.id, original.brief)
    await closeLocal()
  })

  test('a repeated anonymous read is a cache hit with the same ETag, and a matching one gets 304', async () => {
    const first = await visit()
    const second = await visit()
    expect(second.cache).toBe('HIT')
    expect(second.etag, 'an ETag').toBeTruthy()
    expect(second.etag).toBe(first.etag)
    expect(second.provider).toStrictEqual(first.provider)
    expect((await visit({ 'if-none-match': second.etag! })).status).toBe(304)
    const signedIn = await visit({ authorization: `JWT ${token}` })
    expect(signedIn.cache).toBe('BYPASS')
  })

  test("staff's save through the site shows on the next read", async () => {
    const before = await visit()
    const brief = `${original.brief ?? ''} (saved ${Date.now()})`
    await saveBrief(BASE_URL, token, original.id, brief)
    const next = await visit({ 'if-none-match': before.etag! })
    expect(next.status, 'the old ETag no longer matches').toBe(200)
    expect(next.provider!.brief).toBe(brief)
    expect(next.etag).not.toBe(before.etag)
  })

  test('a save on the cms itself (another process) shows within the version poll', async () => {
    await visit()
    const brief = `${original.brief ?? ''} (direct ${Date.now()})`
    await saveBrief(CMS_URL, token, original.id, brief)
    const started = Date.now()
    let seen: Provider | null = null
    while (Date.now() - started < 10_000) {
      seen = (await visit()).provider
      if (seen?.brief === brief) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(seen?.brief, 'the edit reached the site within 10 s (the origin checks every second)').toBe(brief)
  })
})
