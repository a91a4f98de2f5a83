/** The origin's cache of public GraphQL answers (node:test; run by scripts/test.mjs's unit step). */
/* global Response, setImmediate */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'

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
    assert.equal(pathname, '/api/graphql')
    assert.equal(init.method, 'POST', 'the cms takes GraphQL as POST')
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
    assert.equal(first.status, 200)
    assert.equal(first.headers['x-content-cache'], 'MISS')
    assert.deepEqual(JSON.parse(first.body), { data: { Providers: { docs: [{ name: 'Medical Park' }] } } })
    assert.deepEqual(cms.graphqlCalls[0].body.variables, { slug: 'medical-park' })
    assert.equal(cms.graphqlCalls[0].body.operationName, 'ProviderDetail')
    const second = await get(cache, url())
    assert.equal(second.headers['x-content-cache'], 'HIT')
    assert.equal(second.body, first.body)
    assert.equal(second.headers.etag, first.headers.etag)
    assert.equal(second.headers['cache-control'], 'no-cache')
    const revalidated = await get(cache, url(), { 'if-none-match': first.headers.etag })
    assert.equal(revalidated.status, 304)
    assert.equal(revalidated.body, '')
    assert.equal(cms.graphqlCalls.length, 1, 'one trip to the cms for three requests')
  })

  test('a new content version (an edit in any process) empties the cache', async () => {
    const { cms, cache } = await setup()
    const before = await get(cache, url())
    cms.name = 'Medical Park Göztepe'
    cms.version = 'v2'
    assert.equal((await get(cache, url())).headers['x-content-cache'], 'HIT', 'until the version is read again')
    await cache.refresh()
    const after = await get(cache, url(), { 'if-none-match': before.headers.etag })
    assert.equal(after.status, 200, 'the old ETag no longer matches')
    assert.equal(after.headers['x-content-cache'], 'MISS')
    assert.match(after.body, /Göztepe/)
    assert.notEqual(after.headers.etag, before.headers.etag)
  })

  test('a write through the origin shows on the very next read, without waiting for the poll', async () => {
    const { cms, cache } = await setup()
    await get(cache, url())
    cms.name = 'Renamed'
    cms.version = 'v2'
    cache.contentChanged()
    const next = await get(cache, url())
    assert.equal(next.headers['x-content-cache'], 'MISS')
    assert.match(next.body, /Renamed/)
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
    assert.equal((await pending).headers['x-content-cache'], 'MISS')
    assert.equal((await get(cache, url())).headers['x-content-cache'], 'MISS', 'fetched again, not served')
  })

  test('concurrent misses for one URL share a single trip to the cms', async () => {
    const { cms, cache } = await setup()
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(cache, url())))
    assert.equal(cms.graphqlCalls.length, 1)
    assert.ok(answers.every((a) => a.status === 200 && a.body === answers[0].body))
  })

  test('signed-in requests and drafts go to the cms every time with their credentials', async () => {
    const { cms, cache } = await setup()
    for (const headers of [{ authorization: 'JWT abc' }, { cookie: 'i18next=ar; payload-token=abc' }]) {
      const a = await get(cache, url(), headers)
      const b = await get(cache, url(), headers)
      assert.equal(a.headers['x-content-cache'], 'BYPASS')
      assert.equal(b.headers['x-content-cache'], 'BYPASS')
      assert.equal(a.headers['cache-control'], 'no-store')
      assert.equal(a.headers.etag, undefined)
    }
    assert.equal(cms.graphqlCalls.length, 4)
    assert.equal(cms.graphqlCalls[0].headers.authorization, 'JWT abc')
    assert.match(cms.graphqlCalls[2].headers.cookie, /payload-token=abc/)
    const draft = url('query { Pages(draft: true) { docs { title } } }', {})
    assert.equal((await get(cache, draft)).headers['x-content-cache'], 'BYPASS')
    assert.equal((await get(cache, draft)).headers['x-content-cache'], 'BYPASS')
  })

  test('answers with errors are passed on but never kept', async () => {
    const { cms, cache } = await setup()
    cms.errors = true
    const a = await get(cache, url())
    assert.match(a.body, /boom/)
    assert.equal(a.headers.etag, undefined)
    await get(cache, url())
    assert.equal(cms.graphqlCalls.length, 2)
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
    assert.equal(cms.graphqlCalls.length, 2)
    assert.equal(errors.length, 1, 'the outage is logged once, not per request')
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
      assert.equal((await get(cache, url())).headers['x-content-cache'], 'HIT')
    } finally {
      console.error = log
      cms.fetch = original
    }
    assert.equal(errors.length, 1)
  })

  test('GET takes queries only; other paths and methods are left to the proxy', async () => {
    const { cache } = await setup()
    const mutation = await get(cache, url('mutation { createContactMessage(data: {}) { id } }', {}))
    assert.equal(mutation.status, 400)
    assert.equal((await get(cache, url('{ broken', {}))).status, 400)
    assert.equal(await get(cache, '/api/pages?limit=1'), null)
    assert.equal(await get(cache, '/api/graphql', {}, 'POST'), null)
    assert.equal(graphqlGet('/api/graphql'), null, 'no query: the cms answers (e.g. its own error)')
  })

  test('signed-in writes to the cms or the admin API count as content changes; bookings do not', () => {
    const auth = { authorization: 'Bearer x' }
    const req = (method, url, headers = auth) => ({ method, url, headers })
    assert.equal(mayChangeContent(req('PATCH', '/api/providers/1'), 'cms'), true)
    assert.equal(mayChangeContent(req('POST', '/admin/collections/pages', { cookie: 'payload-token=x' }), 'cms'), true)
    assert.equal(mayChangeContent(req('PUT', '/api/v1/admin/specialities/3'), 'api'), true)
    assert.equal(mayChangeContent(req('POST', '/api/v1/appointment'), 'api'), false)
    assert.equal(mayChangeContent(req('GET', '/api/providers/1'), 'cms'), false)
    assert.equal(mayChangeContent(req('POST', '/api/graphql', {}), 'cms'), false, 'anonymous')
  })
})
