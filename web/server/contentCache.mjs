/**
 * Public content cached at the origin: the site's anonymous GraphQL queries (sent as GET by its
 * Apollo client) are answered from memory with an ETag, and `If-None-Match` gets a 304. Payload
 * through Next manages ~130–150 req/s with p99 of seconds (DESIGN.md), so the cms only answers
 * the first request for each URL after content changed.
 *
 * Validity works across processes: the cms's content version (GET /api/content-version, a
 * fingerprint of every content collection's count and newest `updatedAt` and every global's
 * `updatedAt`; cms/src/endpoints/contentVersion.ts) is read every `pollMs`. Every entry belongs
 * to the version it was fetched under; a new version empties the cache. After a write that passes
 * through this origin (a save in the admin panel, an admin API call) the version is read again
 * before the next cached answer, so staff see their edit on the next page load; only a new
 * version, which only a real change of content makes, empties the cache.
 *
 * Never cached: requests carrying Authorization or Payload's session cookie (staff may see
 * unpublished content), draft queries, answers with errors. GET mutations are refused.
 */
import { createHash } from 'node:crypto'

import { OperationTypeNode, parse } from 'graphql'

/* global AbortSignal, setInterval, clearInterval */

const GRAPHQL_PATH = '/api/graphql'
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

const hash = (text) => createHash('sha1').update(text).digest('base64url').slice(0, 22)

/** Query, variables and operation name of a GET GraphQL request; null when it is not one. */
export const graphqlGet = (url) => {
  const parsed = new URL(url, 'http://origin')
  if (parsed.pathname !== GRAPHQL_PATH) return null
  const query = parsed.searchParams.get('query')
  if (!query) return null
  let variables
  try {
    variables = JSON.parse(parsed.searchParams.get('variables') || '{}')
  } catch {
    return { error: 'variables must be JSON' }
  }
  let document
  try {
    document = parse(query)
  } catch (err) {
    return { error: err.message }
  }
  const operationName = parsed.searchParams.get('operationName') || undefined
  const ops = document.definitions.filter((d) => d.kind === 'OperationDefinition')
  const op = ops.find((d) => !operationName || d.name?.value === operationName) ?? ops[0]
  if (!op || op.operation !== OperationTypeNode.QUERY) return { error: 'only queries may be sent with GET' }
  // Drafts are previews for staff: never shared.
  const draft = /\bdraft\s*:/.test(query) || JSON.stringify(variables).includes('"draft"')
  return { query, variables, operationName, draft }
}

/** True when the request may share an answer with every other anonymous visitor. */
export const isAnonymous = (headers) => !headers.authorization && !SESSION_COOKIE.test(String(headers.cookie || ''))

export const createContentCache = ({ cmsUrl, pollMs = 1000, maxEntries = 500, fetchImpl = fetch }) => {
  /** @type {Map<string, { version: string, etag: string, body: Buffer, type: string }>} */
  const entries = new Map()
  const inflight = new Map()
  let version = null
  let generation = 0
  let reading = null
  let timer = null
  let failing = false

  const readVersion = async () => {
    const res = await fetchImpl(`${cmsUrl}/api/content-version`, { signal: AbortSignal.timeout(5_000) })
    const json = res.ok ? await res.json() : null
    if (typeof json?.version !== 'string') throw new Error(`content version: HTTP ${res.status}`)
    return json.version
  }

  /**
   * Re-reads the version (one read at a time); a new one empties the cache. A read that began
   * before a write through this origin is ignored: it may predate the write.
   */
  const refresh = () => {
    if (reading) return reading
    const began = generation
    const current = readVersion()
      .then((next) => {
        failing = false
        if (began !== generation) return
        if (next !== version) entries.clear()
        version = next
      })
      .catch((err) => {
        // An unanswered check keeps what is cached (the cms that would change it is not answering
        // either); without any version yet nothing is cached and requests go to the cms.
        if (!failing) console.error(`web: ${err.message}; content version unknown, cache kept as it is`)
        failing = true
      })
      .finally(() => {
        if (reading === current) reading = null
      })
    reading = current
    return current
  }

  /**
   * A write went through the origin: the version is read again before the next cached answer
   * (answers being fetched now are not kept: they may predate the write). Nothing is forgotten
   * unless the version changed, so a request that changed nothing (a refused or junk write)
   * cannot empty the cache.
   */
  const contentChanged = () => {
    generation++
    reading = null
    const check = refresh().finally(() => {
      if (recheck === check) recheck = null
    })
    recheck = check
  }
  /** The version read a write asked for, while it is under way. */
  let recheck = null

  const send = (req, res, status, entry, cacheState) => {
    const headers = { 'content-type': entry.type, 'x-content-cache': cacheState }
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
  const upstream = async (op, req, anonymous) => {
    const headers = { 'content-type': 'application/json', accept: 'application/json' }
    if (!anonymous) {
      for (const h of ['authorization', 'cookie', 'origin', 'referer']) if (req.headers[h]) headers[h] = req.headers[h]
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
  const fetchShared = (key, op, req) => {
    if (inflight.has(key)) return inflight.get(key)
    const started = { version, generation }
    const pending = upstream(op, req, true)
      .then((answer) => {
        const ok = answer.status === 200 && !answer.body.includes('"errors"')
        const entry = { ...answer, version: started.version, etag: ok ? `"${hash(answer.body)}"` : null }
        if (ok && started.version && started.version === version && started.generation === generation) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value)
          entries.set(key, entry)
        }
        return entry
      })
      .finally(() => inflight.delete(key))
    inflight.set(key, pending)
    return pending
  }

  /**
   * Answers GET/HEAD /api/graphql; returns false for anything else (the caller proxies it).
   * @returns {Promise<boolean> | boolean}
   */
  const handle = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const op = graphqlGet(req.url || '/')
    if (!op) return false
    return (async () => {
      if (op.error) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
        return res.end(JSON.stringify({ errors: [{ message: op.error }] }))
      }
      const anonymous = isAnonymous(req.headers)
      if (!anonymous || op.draft) {
        const answer = await upstream(op, req, anonymous)
        return send(req, res, answer.status, { ...answer, etag: null }, 'BYPASS')
      }
      if (recheck) await recheck
      if (version === null) await refresh()
      const key = req.url
      const hit = version !== null ? entries.get(key) : undefined
      if (hit && hit.version === version) return send(req, res, 200, hit, 'HIT')
      const entry = await fetchShared(key, op, req)
      return send(req, res, entry.status, entry, 'MISS')
    })().then(
      () => true,
      (err) => {
        if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify({ errors: [{ message: 'SERVICE_UNAVAILABLE' }] }))
        console.error(`web: GraphQL upstream failed (${err.message})`)
        return true
      },
    )
  }

  const start = () => {
    void refresh()
    timer = setInterval(() => void refresh(), pollMs)
    timer.unref()
  }
  const stop = () => clearInterval(timer)

  /** The content version the cache holds answers for (null while unknown). */
  const currentVersion = () => version

  return { handle, contentChanged, refresh, start, stop, size: () => entries.size, version: currentVersion }
}
