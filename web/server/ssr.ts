/**
 * Server-rendered public pages. For an anonymous GET of a public page (home, the information
 * pages, FAQ, Turkey, cities, the providers and each provider), the origin renders the site's
 * own React tree (dist-server/entry-server.js, built from src/entry-server.tsx) into index.html:
 * the page's markup with its styles, its title and description, `<html lang dir>`, and the
 * GraphQL data it was made from, which the browser hydrates instead of rendering from nothing.
 * The largest paint no longer waits for the scripts, and crawlers read the content directly.
 *
 * Each rendered page is kept, compressed, per path until the content version changes
 * (contentCache.ts), so a render happens once per page and content change. Anything unusual
 * gets the plain index.html and the browser renders as before: a query string (campaign links
 * must not fill the cache), a failed or slow render, a GraphQL error, no server bundle.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib'

import { isLang, type Lang } from '../src/lib/lang'
import { errorMessage } from './errors'
import type { RequestLike, ResponseLike } from './httpTypes'
import { type RenderResult, fillTemplate, ssrTemplate } from './pageFrame'
import { acceptsCoding } from './precompress'

const PAGE = /^\/(en|ar)\/(.*?)\/?$/
const SLUG = /^health-providers\/[a-z0-9][a-z0-9-]{0,99}$/

/** A public page: its language and the path it is rendered at. */
export interface PublicPage {
  lang: Lang
  path: string
}

/** The language and the rendered path of a public page; null for anything else. */
export const publicPage = (pathname: string, publicPaths: readonly string[]): PublicPage | null => {
  const match = PAGE.exec(pathname) ?? (/^\/(en|ar)$/.test(pathname) ? [pathname, pathname.slice(1), ''] : null)
  if (!match) return null
  const [, lang, rest = ''] = match
  if (!isLang(lang)) return null
  if (!publicPaths.includes(rest) && !SLUG.test(rest)) return null
  return { lang, path: `/${lang}/${rest}` }
}

/** The `fetch` a render sends its GraphQL queries through. */
export type GraphqlFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** The server bundle (dist-server/entry-server.js, built from src/entry-server.tsx). */
interface ServerBundle {
  render: (
    url: string,
    lang: Lang,
    options: {
      graphqlUrl: string
      fetch?: GraphqlFetch
      localesDir: string
      signal: AbortSignal
      origin?: string
    },
  ) => Promise<RenderResult>
}

const isServerBundle = (module: unknown): module is ServerBundle =>
  typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function'

/** A page to render: a public page, or the not-found page of a language. */
interface PageToRender extends PublicPage {
  /** The key it is kept under: the origin and the path (or the language's 404). */
  key: string
  origin: string
  notFound?: boolean
}

/** A rendered page as kept: compressed copies only. */
interface RenderedPage {
  version: string | null
  etag: string
  br: Buffer
  gzip: Buffer
}

export interface SsrOptions {
  /** The built site (index.html, its assets and locales). */
  distDir: string
  /** The server bundle's folder (entry-server.js). */
  serverDir: string
  /** The built entry loader (readEntryLoader); null: not built, nothing is rendered. */
  entryLoader: string | null
  publicPaths: readonly string[]
  graphqlUrl: string
  fetchGraphql?: GraphqlFetch
  /** The content's current version (contentCache.ts); null while unknown (pages are then not kept). */
  version: () => string | null
  siteName?: (lang: Lang) => string
  waitMs?: number
  timeoutMs?: number
  maxEntries?: number
}

export interface Ssr {
  /**
   * Answers a GET/HEAD of a public page with its rendered HTML, or of an unknown path under a
   * language (`notFound`) with the not-found page and a 404 (one render per language and
   * origin); resolves false when the page is not rendered here (the caller sends the plain page).
   * `origin` is the site's address in the page's canonical, hreflang and Open Graph links.
   */
  handle: (
    req: RequestLike,
    res: ResponseLike,
    request: {
      pathname: string
      search: string
      acceptEncoding: string | undefined
      origin?: string
      notFound?: Lang | null
    },
  ) => Promise<boolean>
  /** Renders `paths` one after the other in the background (the origin warms its landing pages at start). */
  warm: (paths: string[], origin?: string) => Promise<void>
  size: () => number
  clear: () => void
}

export const createSsr = ({
  distDir,
  serverDir,
  entryLoader,
  publicPaths,
  graphqlUrl,
  fetchGraphql,
  version,
  siteName = () => '',
  waitMs = 2500,
  timeoutMs = 15_000,
  maxEntries = 300,
}: SsrOptions): Ssr | null => {
  const entryFile = path.join(serverDir, 'entry-server.js')
  const templateFile = path.join(distDir, 'index.html')
  if (!existsSync(entryFile) || !existsSync(templateFile) || entryLoader === null) return null
  const loader = entryLoader
  let bundle: Promise<ServerBundle> | null = null
  const load = () =>
    (bundle ??= import(pathToFileURL(entryFile).href).then((module: unknown) => {
      if (!isServerBundle(module)) throw new Error(`${entryFile} exports no render()`)
      return module
    }))
  let template = { mtime: 0, html: '' }
  const readTemplate = () => {
    const mtime = statSync(templateFile).mtimeMs
    if (mtime !== template.mtime)
      template = {
        mtime,
        html: ssrTemplate(
          readFileSync(templateFile, 'utf8'),
          (file) => readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style'),
          loader,
        ),
      }
    return template.html
  }
  const pages = new Map<string, RenderedPage>()
  const inflight = new Map<string, Promise<RenderedPage>>()
  let failures = 0

  const renderPage = async (page: PageToRender) => {
    const { render } = await load()
    // A render that takes too long is given up (its queries and React's work are aborted), so
    // it cannot hold up the renders queued behind it.
    const abort = new AbortController()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort(new Error(`render took over ${timeoutMs} ms`))
        reject(abort.signal.reason)
      }, timeoutMs)
    })
    try {
      const result = await Promise.race([
        render(page.path, page.lang, {
          graphqlUrl,
          fetch: fetchGraphql,
          localesDir: path.join(distDir, 'locales'),
          signal: abort.signal,
          origin: page.origin || undefined,
        }),
        timeout,
      ])
      if (result.failed) throw new Error('a GraphQL query failed')
      const html = Buffer.from(
        fillTemplate(readTemplate(), {
          lang: page.lang,
          ...result,
          origin: page.origin,
          pathname: page.path,
          index: !page.notFound,
          siteName: siteName(page.lang),
        }),
      )
      return {
        etag: `"ssr-${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`,
        // Only compressed copies are kept (a page is ~150 KB of markup and styles, ~20 KB brotli);
        // the rare client that takes neither gets the gzip copy inflated.
        br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      }
    } finally {
      clearTimeout(timer)
    }
  }

  /** The rendered page for `page`, from the cache when the content has not changed since. */
  const get = (page: PageToRender): Promise<RenderedPage> => {
    const current = version()
    const hit = pages.get(page.key)
    if (hit && current !== null && hit.version === current) return Promise.resolve(hit)
    const key = `${page.key}|${current}`
    const running = inflight.get(key)
    if (running) return running
    const pending = renderPage(page)
      .then((rendered) => {
        const entry = { ...rendered, version: current }
        // Kept only when the content version was known and did not change during the render.
        if (current !== null && version() === current) {
          const oldest = pages.keys().next()
          if (pages.size >= maxEntries && !oldest.done) pages.delete(oldest.value)
          pages.set(page.key, entry)
        }
        failures = 0
        return entry
      })
      .finally(() => inflight.delete(key))
    inflight.set(key, pending)
    return pending
  }

  const handle: Ssr['handle'] = async (
    req,
    res,
    { pathname, search, acceptEncoding, origin = '', notFound = null },
  ) => {
    const found = notFound ? null : search ? null : publicPage(pathname, publicPaths)
    const page: PageToRender | null = notFound
      ? { lang: notFound, path: pathname, key: `${origin}/${notFound}/404`, origin, notFound: true }
      : found && { ...found, key: `${origin}${found.path}`, origin }
    if (!page) return false
    let entry: RenderedPage | null
    try {
      // A visitor waits at most waitMs for a render (a cold start, a slow cms); the render goes
      // on for the next visitor, up to timeoutMs, and this one gets the plain page now.
      let timer: NodeJS.Timeout | undefined
      const patience = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)))
      entry = await Promise.race([get(page), patience]).finally(() => clearTimeout(timer))
      if (!entry) return false
    } catch (err) {
      if (failures++ % 50 === 0)
        console.error(`web: server rendering of ${page.path} failed (${errorMessage(err)}); sent the plain page`)
      return false
    }
    const status = page.notFound ? 404 : 200
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, { etag: entry.etag, vary: 'Accept-Encoding' })
      res.end()
      return true
    }
    const coding = acceptsCoding(acceptEncoding, 'br') ? 'br' : acceptsCoding(acceptEncoding, 'gzip') ? 'gzip' : null
    const body = coding ? entry[coding] : gunzipSync(entry.gzip)
    res.writeHead(status, {
      ...(status === 200 ? { etag: entry.etag } : {}),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'x-ssr': 'rendered',
      vary: 'Accept-Encoding',
      ...(coding ? { 'content-encoding': coding } : {}),
      'content-length': body.length,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  const warm: Ssr['warm'] = (paths, origin = '') =>
    paths
      .reduce<Promise<unknown>>(
        (previous, pathname) =>
          previous.then(() => {
            const page = publicPage(pathname, publicPaths)
            return page ? get({ ...page, key: `${origin}${page.path}`, origin }).catch(() => undefined) : undefined
          }),
        Promise.resolve(),
      )
      .then(() => undefined)

  return { handle, warm, size: () => pages.size, clear: () => pages.clear() }
}
