/**
 * The site origin's caches on the running stack: the provider page's query, sent as GET like the
 * site's Apollo client sends it, is answered from the cache with an ETag (304 when it matches);
 * a save by staff — through the site, on the cms directly, or through the booking API (another
 * process) — is announced by the cms's hooks and shows on the next read, in the GraphQL answers
 * and in the server-rendered page. The stream of changes is not reachable from outside.
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

/** Reads until `seen` holds (an announced change reaches the origin in milliseconds; 5 s at most). */
const eventually = async (read: () => Promise<boolean>) => {
  const started = Date.now()
  while (Date.now() - started < 5_000) {
    if (await read()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 50))
  }
  return null
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

  test("staff's save through the site shows on the next read, the old ETag no longer matching", async () => {
    const before = await visit()
    const brief = `${original.brief ?? ''} (saved ${Date.now()})`
    await saveBrief(BASE_URL, token, original.id, brief)
    // The cms announces the change once it is committed: milliseconds, before a person reloads.
    const waited = await eventually(async () => (await visit()).provider?.brief === brief)
    expect(waited, 'the edit reached the site').not.toBeNull()
    expect(waited!, 'within a second').toBeLessThan(1_000)
    const next = await visit({ 'if-none-match': before.etag! })
    expect(next.status, 'the old ETag no longer matches').toBe(200)
    expect(next.etag).not.toBe(before.etag)
  })

  test('a save on the cms itself (another process) is announced and shows on the next reads', async () => {
    await visit()
    const brief = `${original.brief ?? ''} (direct ${Date.now()})`
    await saveBrief(CMS_URL, token, original.id, brief)
    const waited = await eventually(async () => (await visit()).provider?.brief === brief)
    expect(waited, 'the edit reached the site').not.toBeNull()
    // And the rendered page: its cache is emptied by the same announcement.
    const page = await eventually(async () =>
      (await (await fetch(`${BASE_URL}/en/health-providers/${SLUG}`)).text()).includes(brief.replace(/&/g, '&amp;')),
    )
    expect(page, 'the rendered provider page shows the edit').not.toBeNull()
  })

  test("a change through the booking API's admin routes reaches the site too", async () => {
    const QUERY_SPECIALITIES = `{ Specialities(limit: 100, sort: "id") { docs { id name } } }`
    const read = async () => {
      const res = await fetch(`${BASE_URL}/api/graphql?${new URLSearchParams({ query: QUERY_SPECIALITIES })}`)
      return (await res.json()).data.Specialities.docs as { id: number; name: string }[]
    }
    const [first] = await read()
    expect(
      (await fetch(`${BASE_URL}/api/graphql?${new URLSearchParams({ query: QUERY_SPECIALITIES })}`)).headers.get(
        'x-content-cache',
      ),
    ).toBe('HIT')
    const put = (name: string) =>
      fetch(`${BASE_URL}/api/v1/admin/specialities/${first!.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      })
    const renamed = `${first!.name} (${Date.now()})`
    const res = await put(renamed)
    expect(res.status, await res.text()).toBeLessThan(300)
    try {
      const waited = await eventually(async () => (await read()).some((s) => s.name === renamed))
      expect(waited, 'the rename reached the site').not.toBeNull()
    } finally {
      await put(first!.name)
    }
  })

  test('the change stream is for the origins only; the relay takes only signed changes', async () => {
    expect((await fetch(`${BASE_URL}/api/content-events`)).status).toBe(404)
    const relay = await fetch(`${CMS_URL}/api/content-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', source: 'collection:pages', at: new Date().toISOString() }),
    })
    expect(relay.status).toBe(403)
  })
})
