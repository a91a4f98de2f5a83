/**
 * @jest-environment node
 */
/** The origin's cache of public GraphQL answers (Jest, project web, in Node). */
import type { OutgoingHttpHeaders } from 'node:http'

import { createContentCache, graphqlGet, serverSentEvents, type ContentCache } from './contentCache'
import type { ResponseLike } from './httpTypes'

const QUERY = 'query ProviderDetail($slug: String!) { Providers(where: { slug: { equals: $slug } }) { docs { name } } }'
const url = (query = QUERY, variables: Record<string, unknown> = { slug: 'medical-park' }) =>
  `/api/graphql?operationName=ProviderDetail&variables=${encodeURIComponent(JSON.stringify(variables))}&query=${encodeURIComponent(query)}`

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * A cms stand-in: its provider name changes when a test says so, and its change stream
 * (`/api/content-events`) sends what the test emits; `drop()` breaks the stream.
 */
const fakeCms = () => {
  const encoder = new TextEncoder()
  const cms = {
    name: 'Medical Park',
    graphqlCalls: [] as { headers: Record<string, string>; body: { variables: unknown; operationName?: string } }[],
    connections: 0,
    errors: false,
    refuse: false,
    hold: null as Promise<unknown> | null,
    streams: [] as ReadableStreamDefaultController<Uint8Array>[],
    emit: (event: string) => {
      for (const stream of cms.streams) stream.enqueue(encoder.encode(`event: ${event}\ndata: {}\n\n`))
    },
    drop: () => {
      for (const stream of cms.streams.splice(0)) stream.error(new Error('connection reset'))
    },
    fetch: (href: string, init: RequestInit = {}) => answer(href, init),
  }
  const answer = async (href: string, init: RequestInit) => {
    const { pathname } = new URL(href)
    if (pathname === '/api/content-events') {
      if (cms.refuse) return new Response('nope', { status: 503 })
      cms.connections++
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          cms.streams.push(controller)
          controller.enqueue(encoder.encode('retry: 1000\nevent: ready\ndata: {}\n\n'))
        },
      })
      init.signal?.addEventListener('abort', () => cms.drop())
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
    }
    expect(pathname).toBe('/api/graphql')
    expect(init.method, 'the cms takes GraphQL as POST').toBe('POST')
    cms.graphqlCalls.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) })
    const name = cms.name
    if (cms.hold) await cms.hold
    return Response.json(cms.errors ? { errors: [{ message: 'boom' }] } : { data: { Providers: { docs: [{ name }] } } })
  }
  return cms
}

/** What the client received. */
interface Received {
  status: number
  headers: OutgoingHttpHeaders
  body: string
}

/** Runs one request through the cache; resolves to what the client received (null: not handled). */
const get = async (
  cache: ContentCache,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Received | null> => {
  const req = { method, url: path, headers }
  const out: Received = { status: 0, headers: {}, body: '' }
  const done = new Promise<Received | null>((resolve) => {
    const res: ResponseLike & { headersSent: boolean } = {
      headersSent: false,
      writeHead(status, h = {}) {
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

/** `get`, for a request the cache answers. */
const answered = async (...args: Parameters<typeof get>): Promise<Received> => {
  const received = await get(...args)
  if (!received) throw new Error(`${args[1]} was not answered by the cache`)
  return received
}

const caches: ContentCache[] = []
afterEach(() => caches.splice(0).forEach((cache) => cache.stop()))

const setup = async (options: Partial<Parameters<typeof createContentCache>[0]> = {}) => {
  const cms = fakeCms()
  const cache = createContentCache({
    cmsUrl: 'http://cms.test',
    fetchImpl: (href, init) => cms.fetch(href, init),
    retryMs: [10],
    ...options,
  })
  caches.push(cache)
  cache.start()
  await cache.ready()
  return { cms, cache }
}

describe('content cache', () => {
  test('answers a repeated anonymous query from memory, with an ETag and 304 for a matching one', async () => {
    const { cms, cache } = await setup()
    const first = await answered(cache, url(), { cookie: 'i18next=en' })
    expect(first.status).toBe(200)
    expect(first.headers['x-content-cache']).toBe('MISS')
    expect(JSON.parse(first.body)).toStrictEqual({ data: { Providers: { docs: [{ name: 'Medical Park' }] } } })
    expect(cms.graphqlCalls[0]?.body.variables).toStrictEqual({ slug: 'medical-park' })
    expect(cms.graphqlCalls[0]?.body.operationName).toBe('ProviderDetail')
    const second = await answered(cache, url())
    expect(second.headers['x-content-cache']).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe('no-cache')
    const revalidated = await answered(cache, url(), { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toBe('')
    expect(cms.graphqlCalls.length, 'one trip to the cms for three requests').toBe(1)
  })

  test('a change announced by the cms (an edit in any process) empties the cache', async () => {
    const { cms, cache } = await setup()
    const before = await answered(cache, url())
    cms.name = 'Medical Park Göztepe'
    expect((await answered(cache, url())).headers['x-content-cache'], 'until the cms says so').toBe('HIT')
    const version = cache.version()
    cms.emit('change')
    await tick()
    expect(cache.version()).not.toBe(version)
    const after = await answered(cache, url(), { 'if-none-match': String(before.headers.etag) })
    expect(after.status, 'the old ETag no longer matches').toBe(200)
    expect(after.headers['x-content-cache']).toBe('MISS')
    expect(after.body).toMatch(/Göztepe/)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  test('a broken stream keeps what is cached, connects again and then empties the cache', async () => {
    const { cms, cache } = await setup()
    await answered(cache, url())
    const errors: unknown[] = []
    const log = console.error
    console.error = (msg: unknown) => errors.push(msg)
    try {
      cms.refuse = true
      cms.drop()
      await tick()
      expect((await answered(cache, url())).headers['x-content-cache'], 'stale rather than a stampede').toBe('HIT')
      cms.name = 'Renamed while away'
      cms.refuse = false
      await new Promise((resolve) => setTimeout(resolve, 80))
      expect(cms.connections).toBe(2)
      const next = await answered(cache, url())
      expect(next.headers['x-content-cache'], 'changes may have been missed: read anew').toBe('MISS')
      expect(next.body).toMatch(/Renamed/)
    } finally {
      console.error = log
    }
    expect(errors.length, 'the outage is logged once, and the return').toBeLessThanOrEqual(2)
  })

  test('an answer fetched while a change was announced is not kept', async () => {
    const { cms, cache } = await setup()
    let release = () => {}
    cms.hold = new Promise<void>((r) => (release = r))
    const pending = answered(cache, url())
    await new Promise((r) => setImmediate(r))
    cms.emit('change')
    await tick()
    cms.hold = null
    release()
    expect((await pending).headers['x-content-cache']).toBe('MISS')
    expect((await answered(cache, url())).headers['x-content-cache'], 'fetched again, not served').toBe('MISS')
  })

  test('concurrent misses for one URL share a single trip to the cms', async () => {
    const { cms, cache } = await setup()
    const answers = await Promise.all(Array.from({ length: 10 }, () => answered(cache, url())))
    expect(cms.graphqlCalls.length).toBe(1)
    expect(answers.every((a) => a.status === 200 && a.body === answers[0]?.body)).toBeTruthy()
  })

  test('signed-in requests and drafts go to the cms every time with their credentials', async () => {
    const { cms, cache } = await setup()
    const signedIn: Record<string, string>[] = [
      { authorization: 'JWT abc' },
      { cookie: 'i18next=ar; payload-token=abc' },
    ]
    for (const headers of signedIn) {
      const a = await answered(cache, url(), headers)
      const b = await answered(cache, url(), headers)
      expect(a.headers['x-content-cache']).toBe('BYPASS')
      expect(b.headers['x-content-cache']).toBe('BYPASS')
      expect(a.headers['cache-control']).toBe('no-store')
      expect(a.headers.etag).toBe(undefined)
    }
    expect(cms.graphqlCalls.length).toBe(4)
    expect(cms.graphqlCalls[0]?.headers.authorization).toBe('JWT abc')
    expect(cms.graphqlCalls[2]?.headers.cookie).toMatch(/payload-token=abc/)
    const draft = url('query { Pages(draft: true) { docs { title } } }', {})
    expect((await answered(cache, draft)).headers['x-content-cache']).toBe('BYPASS')
    expect((await answered(cache, draft)).headers['x-content-cache']).toBe('BYPASS')
  })

  test('answers with errors are passed on but never kept', async () => {
    const { cms, cache } = await setup()
    cms.errors = true
    const a = await answered(cache, url())
    expect(a.body).toMatch(/boom/)
    expect(a.headers.etag).toBe(undefined)
    await answered(cache, url())
    expect(cms.graphqlCalls.length).toBe(2)
  })

  test('until the change stream is open nothing is cached', async () => {
    const cms = fakeCms()
    cms.refuse = true
    const cache = createContentCache({ cmsUrl: 'http://cms.test', fetchImpl: cms.fetch, retryMs: [10] })
    caches.push(cache)
    const errors: unknown[] = []
    const original = console.error
    console.error = (msg: unknown) => errors.push(msg)
    try {
      cache.start()
      await tick()
      await answered(cache, url())
      await answered(cache, url())
      await tick()
    } finally {
      console.error = original
    }
    expect(cache.version()).toBe(null)
    expect(cms.graphqlCalls.length).toBe(2)
    expect(errors.length, 'the outage is logged once, not per attempt').toBe(1)
  })

  test('a silent stream is given up and opened again', async () => {
    const { cms, cache } = await setup({ idleMs: 50 })
    await answered(cache, url())
    const log = console.error
    console.error = () => {}
    await new Promise((resolve) => setTimeout(resolve, 150)).finally(() => (console.error = log))
    expect(cms.connections, 'reconnected after the silence').toBeGreaterThanOrEqual(2)
    expect(cache.size(), 'and read anew').toBe(0)
  })

  test('GET takes queries only; other paths and methods are left to the proxy', async () => {
    const { cache } = await setup()
    const mutation = await answered(cache, url('mutation { createContactMessage(data: {}) { id } }', {}))
    expect(mutation.status).toBe(400)
    expect((await answered(cache, url('{ broken', {}))).status).toBe(400)
    expect(await get(cache, '/api/pages?limit=1')).toBe(null)
    expect(await get(cache, '/api/graphql', {}, 'POST')).toBe(null)
    expect(graphqlGet('/api/graphql'), 'no query: the cms answers (e.g. its own error)').toBe(null)
  })

  test('the server renderer reads through the same cache, in this process', async () => {
    const { cms, cache } = await setup()
    const rendered = await cache.fetch(`http://origin.internal${url()}`)
    expect(rendered.status).toBe(200)
    expect(await rendered.json()).toStrictEqual({ data: { Providers: { docs: [{ name: 'Medical Park' }] } } })
    expect((await answered(cache, url())).headers['x-content-cache'], "the browser's query is the render's").toBe('HIT')
    expect(cms.graphqlCalls.length).toBe(1)
    expect((await cache.fetch('http://origin.internal/api/graphql?query=mutation%20%7B%20x%20%7D')).status).toBe(400)
  })

  test('reads server-sent events across chunk boundaries, skipping comments', async () => {
    const encoder = new TextEncoder()
    const chunks = [
      'retry: 1000\nevent: re',
      'ady\ndata: {}\n\n: keep-alive\n\nevent: change\r\ndata: {"id":"1"}\r\n\r\n',
    ]
    const body = new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
        controller.close()
      },
    })
    const events: { event: string; data: string }[] = []
    for await (const event of serverSentEvents(body)) events.push(event)
    expect(events).toStrictEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: '{"id":"1"}' },
    ])
  })
})
