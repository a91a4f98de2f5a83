/**
 * @jest-environment node
 */
/** The origin's cache of public GraphQL answers (Jest, project web, in Node). */
/* global Response, setImmediate */

import { createContentCache, graphqlGet } from './contentCache.mjs'
import { mayChangeContent } from './index.mjs'

const QUERY = 'query ProviderDetail($slug: String!) { Providers(where: { slug: { equals: $slug } }) { docs { name } } }'
const url = (query = QUERY, variables = { slug: 'medical-park' }) =>
  `/api/graphql?operationName=ProviderDetail&variables=${encodeURIComponent(JSON.stringify(variables))}&query=${encodeURIComponent(query)}`

/** A cms stand-in: its content version and provider name change when a test says so. */
const fakeCms = () => {
  const cms = { version: 'v1', name: 'Medical Park', graphqlCalls: [], versionReads: 0, errors: false, hold: null }
  cms.fetch = async (href, init = {}) => {
    const { pathname } = new URL(href)
    if (pathname === '/api/content-version') {
      cms.versionReads++
      return Response.json({ version: cms.version })
    }
    expect(pathname).toBe('/api/graphql')
    expect(init.method, 'the cms takes GraphQL as POST').toBe('POST')
    cms.graphqlCalls.push({ headers: init.headers, body: JSON.parse(init.body) })
    const name = cms.name
    if (cms.hold) await cms.hold
    return Response.json(cms.errors ? { errors: [{ message: 'boom' }] } : { data: { Providers: { docs: [{ name }] } } })
  }
  return cms
}

/** Runs one request through the cache; resolves to what the client received. */
const get = async (cache, path, headers = {}, method = 'GET') => {
  const req = { method, url: path, headers }
  const out = { status: 0, headers: {}, body: '' }
  const done = new Promise((resolve) => {
    const res = {
      headersSent: false,
      writeHead(status, h) {
        out.status = status
        out.headers = h
        this.headersSent = true
      },
      end(body) {
        out.body = body ? String(body) : ''
        resolve(out)
      },
    }
    const handled = cache.handle(req, res)
    if (handled === false) resolve(null)
  })
  return done
}

const setup = async () => {
  const cms = fakeCms()
  const cache = createContentCache({ cmsUrl: 'http://cms.test', fetchImpl: (href, init) => cms.fetch(href, init) })
  await cache.refresh()
  return { cms, cache }
}

describe('content cache', () => {
  test('answers a repeated anonymous query from memory, with an ETag and 304 for a matching one', async () => {
    const { cms, cache } = await setup()
    const first = await get(cache, url(), { cookie: 'i18next=en' })
    expect(first.status).toBe(200)
    expect(first.headers['x-content-cache']).toBe('MISS')
    expect(JSON.parse(first.body)).toStrictEqual({ data: { Providers: { docs: [{ name: 'Medical Park' }] } } })
    expect(cms.graphqlCalls[0].body.variables).toStrictEqual({ slug: 'medical-park' })
    expect(cms.graphqlCalls[0].body.operationName).toBe('ProviderDetail')
    const second = await get(cache, url())
    expect(second.headers['x-content-cache']).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe('no-cache')
    const revalidated = await get(cache, url(), { 'if-none-match': first.headers.etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toBe('')
    expect(cms.graphqlCalls.length, 'one trip to the cms for three requests').toBe(1)
  })

  test('a new content version (an edit in any process) empties the cache', async () => {
    const { cms, cache } = await setup()
    const before = await get(cache, url())
    cms.name = 'Medical Park Göztepe'
    cms.version = 'v2'
    expect((await get(cache, url())).headers['x-content-cache'], 'until the version is read again').toBe('HIT')
    await cache.refresh()
    const after = await get(cache, url(), { 'if-none-match': before.headers.etag })
    expect(after.status, 'the old ETag no longer matches').toBe(200)
    expect(after.headers['x-content-cache']).toBe('MISS')
    expect(after.body).toMatch(/Göztepe/)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  test('a write through the origin shows on the very next read, without waiting for the poll', async () => {
    const { cms, cache } = await setup()
    await get(cache, url())
    cms.name = 'Renamed'
    cms.version = 'v2'
    cache.contentChanged()
    const next = await get(cache, url())
    expect(next.headers['x-content-cache']).toBe('MISS')
    expect(next.body).toMatch(/Renamed/)
  })

  test('an answer fetched while a write went through is not kept', async () => {
    const { cms, cache } = await setup()
    let release
    cms.hold = new Promise((r) => (release = r))
    const pending = get(cache, url())
    await new Promise((r) => setImmediate(r))
    cache.contentChanged()
    cms.hold = null
    release()
    expect((await pending).headers['x-content-cache']).toBe('MISS')
    expect((await get(cache, url())).headers['x-content-cache'], 'fetched again, not served').toBe('MISS')
  })

  test('concurrent misses for one URL share a single trip to the cms', async () => {
    const { cms, cache } = await setup()
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(cache, url())))
    expect(cms.graphqlCalls.length).toBe(1)
    expect(answers.every((a) => a.status === 200 && a.body === answers[0].body)).toBeTruthy()
  })

  test('signed-in requests and drafts go to the cms every time with their credentials', async () => {
    const { cms, cache } = await setup()
    for (const headers of [{ authorization: 'JWT abc' }, { cookie: 'i18next=ar; payload-token=abc' }]) {
      const a = await get(cache, url(), headers)
      const b = await get(cache, url(), headers)
      expect(a.headers['x-content-cache']).toBe('BYPASS')
      expect(b.headers['x-content-cache']).toBe('BYPASS')
      expect(a.headers['cache-control']).toBe('no-store')
      expect(a.headers.etag).toBe(undefined)
    }
    expect(cms.graphqlCalls.length).toBe(4)
    expect(cms.graphqlCalls[0].headers.authorization).toBe('JWT abc')
    expect(cms.graphqlCalls[2].headers.cookie).toMatch(/payload-token=abc/)
    const draft = url('query { Pages(draft: true) { docs { title } } }', {})
    expect((await get(cache, draft)).headers['x-content-cache']).toBe('BYPASS')
    expect((await get(cache, draft)).headers['x-content-cache']).toBe('BYPASS')
  })

  test('answers with errors are passed on but never kept', async () => {
    const { cms, cache } = await setup()
    cms.errors = true
    const a = await get(cache, url())
    expect(a.body).toMatch(/boom/)
    expect(a.headers.etag).toBe(undefined)
    await get(cache, url())
    expect(cms.graphqlCalls.length).toBe(2)
  })

  test('without a content version nothing is cached', async () => {
    const cms = fakeCms()
    const failing = async (href, init) =>
      href.endsWith('/api/content-version') ? new Response('nope', { status: 404 }) : cms.fetch(href, init)
    const cache = createContentCache({ cmsUrl: 'http://cms.test', fetchImpl: failing })
    const errors = []
    const original = console.error
    console.error = (msg) => errors.push(msg)
    try {
      await get(cache, url())
      await get(cache, url())
    } finally {
      console.error = original
    }
    expect(cms.graphqlCalls.length).toBe(2)
    expect(errors.length, 'the outage is logged once, not per request').toBe(1)
  })

  test('a version check that fails keeps what is cached (stale rather than a stampede on a struggling cms)', async () => {
    const { cms, cache } = await setup()
    await get(cache, url())
    const original = cms.fetch
    const errors = []
    const log = console.error
    console.error = (msg) => errors.push(msg)
    cms.fetch = async () => {
      throw new Error('timeout')
    }
    try {
      await cache.refresh()
      expect((await get(cache, url())).headers['x-content-cache']).toBe('HIT')
    } finally {
      console.error = log
      cms.fetch = original
    }
    expect(errors.length).toBe(1)
  })

  test('GET takes queries only; other paths and methods are left to the proxy', async () => {
    const { cache } = await setup()
    const mutation = await get(cache, url('mutation { createContactMessage(data: {}) { id } }', {}))
    expect(mutation.status).toBe(400)
    expect((await get(cache, url('{ broken', {}))).status).toBe(400)
    expect(await get(cache, '/api/pages?limit=1')).toBe(null)
    expect(await get(cache, '/api/graphql', {}, 'POST')).toBe(null)
    expect(graphqlGet('/api/graphql'), 'no query: the cms answers (e.g. its own error)').toBe(null)
  })

  test('a write that changed nothing (a junk or refused request) does not empty the cache', async () => {
    const { cms, cache } = await setup()
    await get(cache, url())
    expect((await get(cache, url())).headers['x-content-cache']).toBe('HIT')
    for (let i = 0; i < 5; i++) cache.contentChanged()
    const after = await get(cache, url())
    expect(after.headers['x-content-cache'], 'same version: still cached').toBe('HIT')
    expect(cache.size()).toBe(1)
    cms.version = 'v2'
    cache.contentChanged()
    expect((await get(cache, url())).headers['x-content-cache'], 'a new version empties it').toBe('MISS')
  })

  test('writes to the cms or the admin API ask for a version check; bookings and reads do not', () => {
    const auth = { authorization: 'Bearer x' }
    const req = (method, url, headers = auth) => ({ method, url, headers })
    expect(mayChangeContent(req('PATCH', '/api/providers/1'), 'cms')).toBe(true)
    expect(mayChangeContent(req('POST', '/admin/collections/pages', { cookie: 'payload-token=x' }), 'cms')).toBe(true)
    expect(mayChangeContent(req('PUT', '/api/v1/admin/specialities/3'), 'api')).toBe(true)
    expect(mayChangeContent(req('POST', '/api/v1/appointment'), 'api')).toBe(false)
    expect(mayChangeContent(req('GET', '/api/providers/1'), 'cms')).toBe(false)
    expect(mayChangeContent(req('POST', '/api/graphql', {}), 'cms'), 'anonymous: checked, not trusted').toBe(true)
  })
})
