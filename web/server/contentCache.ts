/**
 * Public content cached at the origin: the site's anonymous GraphQL queries (sent as GET by its
 * Apollo client, and by the server renderer in this process through `fetch`) are answered from
 * memory with an ETag, and `If-None-Match` gets a 304. Payload through Next manages ~130–150
 * req/s with p99 of seconds (DESIGN.md), so the cms only answers the first request for each URL
 * after content changed.
 *
 * Validity comes from the cms itself: the origin listens to its stream of public content changes
 * (`GET /api/content-events`, cms/src/content/changes.ts: hooks on every public collection and
 * global, relayed between processes by Redis when REDIS_URL is set) and empties the cache on each
 * change, and on each (re)connection, since it may have missed some while disconnected. Until the
 * stream is first open nothing is cached; while it is broken, what is cached is kept (the cms
 * that would change it is not answering either) and the origin connects again. `version()` names
 * the cache's current generation; the server renderer keeps its pages under it.
 *
 * Never cached: requests carrying Authorization or Payload's session cookie (staff may see
 * unpublished content), draft queries, answers with errors. GET mutations are refused.
 */
import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

import { OperationTypeNode, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql'

import { errorMessage } from './errors'
import type { RequestLike, ResponseLike } from './httpTypes'

const GRAPHQL_PATH = '/api/graphql'
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

const hash = (text: Buffer | string) => createHash('sha1').update(text).digest('base64url').slice(0, 22)

/** A GET GraphQL request as read from its URL: the query to send, or why it cannot be sent. */
export type GraphqlGet =
  | { error: string }
  | { error?: undefined; query: string; variables: unknown; operationName: string | undefined; draft: boolean }

/** The query of a GET GraphQL request, ready to send. */
type GraphqlQuery = Extract<GraphqlGet, { query: string }>

/** Query, variables and operation name of a GET GraphQL request; null when it is not one. */
export const graphqlGet = (url: string): GraphqlGet | null => {
  const parsed = new URL(url, 'http://origin')
  if (parsed.pathname !== GRAPHQL_PATH) return null
  const query = parsed.searchParams.get('query')
  if (!query) return null
  let variables: unknown
  try {
    variables = JSON.parse(parsed.searchParams.get('variables') || '{}')
  } catch {
    return { error: 'variables must be JSON' }
  }
  let document: DocumentNode
  try {
    document = parse(query)
  } catch (err) {
    return { error: errorMessage(err) }
  }
  const operationName = parsed.searchParams.get('operationName') || undefined
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  const op = ops.find((d) => !operationName || d.name?.value === operationName) ?? ops[0]
  if (!op || op.operation !== OperationTypeNode.QUERY) return { error: 'only queries may be sent with GET' }
  // Drafts are previews for staff: never shared.
  const draft = /\bdraft\s*:/.test(query) || JSON.stringify(variables).includes('"draft"')
  return { query, variables, operationName, draft }
}

/** True when the request may share an answer with every other anonymous visitor. */
export const isAnonymous = (headers: IncomingHttpHeaders): boolean =>
  !headers.authorization && !SESSION_COOKIE.test(String(headers.cookie || ''))

/** The events of a Server-Sent Events body, as `{ event, data }` (comments and retries skipped). */
export async function* serverSentEvents(
  body: AsyncIterable<Uint8Array>,
  onChunk: () => void = () => {},
): AsyncGenerator<{ event: string; data: string }> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of body) {
    onChunk()
    text += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n')
    let end
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end)
      text = text.slice(end + 2)
      const event = /^event: ?(.*)$/m.exec(block)?.[1]
      if (event) yield { event, data: /^data: ?(.*)$/m.exec(block)?.[1] ?? '' }
    }
  }
}

/** The `fetch` the cache asks the cms with (the global one, or a test's stand-in). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>

/** A cms answer to a query. */
interface Answer {
  status: number
  body: Buffer
  type: string
}

/** An answer as sent: kept (with its ETag) when it may be shared, else with none. */
interface Entry extends Answer {
  version?: string | null
  etag: string | null
}

export interface ContentCache {
  /** Answers GET/HEAD /api/graphql (true once answered); false for anything else (the caller proxies it). */
  handle: (req: RequestLike, res: ResponseLike) => Promise<boolean> | false
  /** A `fetch` for the server renderer in this process (anonymous GET queries only). */
  fetch: (input: string | URL | Request) => Promise<Response>
  start: () => void
  stop: () => void
  /** Resolves when the change stream first opened (answers can be kept from then on). */
  ready: () => Promise<void>
  size: () => number
  /** The generation of content the cache holds answers for (null until the change stream first opened). */
  version: () => string | null
}

export const createContentCache = ({
  cmsUrl,
  maxEntries = 500,
  fetchImpl = fetch,
  retryMs = [500, 1000, 2000, 5000, 10_000],
  idleMs = 45_000,
}: {
  cmsUrl: string
  maxEntries?: number
  fetchImpl?: Fetch
  retryMs?: number[]
  idleMs?: number
}): ContentCache => {
  const entries = new Map<string, Entry & { version: string | null }>()
  const inflight = new Map<string, Promise<Entry>>()
  let version: string | null = null
  let generation = 0
  let stopped = false
  let connection: AbortController | null = null
  let opened: () => void = () => {}
  const firstReady = new Promise<void>((resolve) => (opened = resolve))

  /** The content changed (or may have): every answer is forgotten, and answers being fetched are not kept. */
  const invalidate = () => {
    generation++
    version = `g${generation}`
    entries.clear()
  }

  /**
   * Listens to the cms's changes until stopped, connecting again after a break (with a growing
   * pause) and when the stream stays silent past `idleMs` (the cms sends a comment every 15 s).
   */
  const listen = async () => {
    let failures = 0
    let reported = false
    while (!stopped) {
      const controller = new AbortController()
      connection = controller
      let idle: NodeJS.Timeout | undefined
      const alive = () => {
        clearTimeout(idle)
        idle = setTimeout(() => controller.abort(new Error('the change stream went silent')), idleMs)
        idle.unref()
      }
      try {
        alive()
        const res = await fetchImpl(`${cmsUrl}/api/content-events`, {
          headers: { accept: 'text/event-stream' },
          signal: controller.signal,
        })
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
        for await (const { event } of serverSentEvents(res.body, alive)) {
          if (event === 'ready' || event === 'change') invalidate()
          if (event === 'ready') {
            opened()
            failures = 0
            if (reported) console.error('web: content change stream connected again; cache emptied')
            reported = false
          }
        }
      } catch (err) {
        if (stopped) break
        if (!reported) console.error(`web: content change stream: ${errorMessage(err)}; cache kept, connecting again`)
        reported = true
      } finally {
        clearTimeout(idle)
      }
      if (stopped) break
      const pause = retryMs[Math.min(failures++, retryMs.length - 1)]
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }

  const send = (req: RequestLike, res: ResponseLike, status: number, entry: Entry, cacheState: string) => {
    const headers: OutgoingHttpHeaders = { 'content-type': entry.type, 'x-content-cache': cacheState }
    if (entry.etag) Object.assign(headers, { etag: entry.etag, 'cache-control': 'no-cache' })
    else headers['cache-control'] = 'no-store'
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers)
      return res.end()
    }
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : entry.body)
  }

  /** One POST to the cms for a GET request; forwards the caller's credentials when it has any. */
  const upstream = async (op: GraphqlQuery, headersIn: IncomingHttpHeaders, anonymous: boolean): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
    if (!anonymous) {
      for (const h of ['authorization', 'cookie', 'origin', 'referer'] as const) {
        const value = headersIn[h]
        if (value) headers[h] = value
      }
    }
    const res = await fetchImpl(`${cmsUrl}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: op.query, variables: op.variables, operationName: op.operationName }),
      signal: AbortSignal.timeout(60_000),
    })
    const body = Buffer.from(await res.arrayBuffer())
    return { status: res.status, body, type: res.headers.get('content-type') || 'application/json' }
  }

  /** Fetches and, when still current and error-free, keeps the answer (one fetch per URL at a time). */
  const fetchShared = (key: string, op: GraphqlQuery): Promise<Entry> => {
    const running = inflight.get(key)
    if (running) return running
    const started = { version, generation }
    const pending = upstream(op, {}, true)
      .then((answer) => {
        const ok = answer.status === 200 && !answer.body.includes('"errors"')
        const entry = { ...answer, version: started.version, etag: ok ? `"${hash(answer.body)}"` : null }
        if (ok && started.version && started.generation === generation) {
          const oldest = entries.keys().next()
          if (entries.size >= maxEntries && !oldest.done) entries.delete(oldest.value)
          entries.set(key, entry)
        }
        return entry
      })
      .finally(() => inflight.delete(key))
    inflight.set(key, pending)
    return pending
  }

  /** The anonymous answer to the query in `url` (a path with its query string): cached or fetched. */
  const answer = async (url: string, op: GraphqlQuery) => {
    const hit = version !== null ? entries.get(url) : undefined
    if (hit && hit.version === version) return { entry: hit, state: 'HIT' }
    return { entry: await fetchShared(url, op), state: 'MISS' }
  }

  const handle = (req: RequestLike, res: ResponseLike): Promise<boolean> | false => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url || '/'
    const op = graphqlGet(url)
    if (!op) return false
    return (async () => {
      if (op.error !== undefined) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
        return res.end(JSON.stringify({ errors: [{ message: op.error }] }))
      }
      const anonymous = isAnonymous(req.headers)
      if (!anonymous || op.draft) {
        const fetched = await upstream(op, req.headers, anonymous)
        return send(req, res, fetched.status, { ...fetched, etag: null }, 'BYPASS')
      }
      const { entry, state } = await answer(url, op)
      return send(req, res, entry.status, entry, state)
    })().then(
      () => true,
      (err: unknown) => {
        if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify({ errors: [{ message: 'SERVICE_UNAVAILABLE' }] }))
        console.error(`web: GraphQL upstream failed (${errorMessage(err)})`)
        return true
      },
    )
  }

  /**
   * A `fetch` for the server renderer in this process: its GET queries are answered as an
   * anonymous visitor's (from the cache, or the cms directly), without a trip through the
   * origin's own port. Drafts are never asked for by a render.
   */
  const fetchAnonymous = async (input: string | URL | Request) => {
    const parsed = new URL(input instanceof Request ? input.url : String(input), 'http://origin')
    const url = parsed.pathname + parsed.search
    const op = graphqlGet(url)
    if (!op || op.error !== undefined || op.draft)
      return Response.json({ errors: [{ message: op?.error ?? 'not a public query' }] }, { status: 400 })
    const { entry } = await answer(url, op)
    return new Response(entry.body, { status: entry.status, headers: { 'content-type': entry.type } })
  }

  const start = () => {
    stopped = false
    void listen()
  }
  const stop = () => {
    stopped = true
    connection?.abort()
  }

  return {
    handle,
    fetch: fetchAnonymous,
    start,
    stop,
    ready: () => firstReady,
    size: () => entries.size,
    version: () => version,
  }
}
