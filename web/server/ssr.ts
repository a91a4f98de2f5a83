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

import { escapeHtml, scriptJson } from '@medtour/cms/shared/web'

import { isLang, type Lang } from '../src/lib/lang'
import { headTags } from '../src/lib/siteRoutes.mjs'
import { errorMessage } from './errors'
import { fillHead } from './head'
import type { RequestLike, ResponseLike } from './httpTypes'
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

export { scriptJson }

/**
 * The entry loader of rendered pages: src/boot/entryLoader.ts, built and minified by `npm run
 * build` into dist-server/entry-loader.js (vite.loader.config.ts).
 */
export const ENTRY_LOADER_FILE = 'entry-loader.js'

/** The built entry loader in `serverDir`, ready to inline; null when it was not built. */
export const readEntryLoader = (serverDir: string): string | null => {
  const file = path.join(serverDir, ENTRY_LOADER_FILE)
  if (!existsSync(file)) return null
  const code = readFileSync(file, 'utf8').trim()
  if (/<\/script/i.test(code)) throw new Error(`${file} cannot be inlined: it contains </script`)
  return code
}

/**
 * index.html as the frame of rendered pages: its stylesheets inlined (they no longer wait behind
 * anything), no module preloads, and the entry script started once the page has been shown by
 * `loader` (the built src/boot/entryLoader.ts: after the load event and the banner's paint, or
 * after 3 s at most; at once for a signed-in visitor, whose page the browser renders anew), which
 * reads the entry's address from its script's `data-entry`. The page is readable and its links
 * work before any script has run; the largest paint does not compete with the scripts for the
 * network or the main thread. The loader's text is the same on every page, so one CSP hash
 * (security.ts `inlineScriptHashes`) allows it.
 */
export const ssrTemplate = (template: string, readAsset: (file: string) => string, loader: string): string => {
  const entries: string[] = []
  const page = template
    .replace(
      /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
      (_, file: string) => `<style>${readAsset(file)}</style>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      entries.push(src)
      return ''
    })
  const [entry] = entries
  if (entry === undefined) throw new Error('index.html has no module entry')
  // The address as index.html wrote it (an attribute's text already): the browser reads it back.
  const script = `<script data-entry="${entry}">${loader}</script>`
  return page.replace('</body>', () => `${script}\n  </body>`)
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g

/**
 * Emotion writes each rule's `<style>` next to the first markup that uses it — but a rule first
 * used in a render attempt that suspended (a lazy chunk, a query) is written where it is next
 * used, possibly the footer, so the browser could paint the page before reading it and then move
 * the text (a layout shift). All of them go to the end of `<head>`, in the order written: every
 * rule is there before the first paint, and the cascade is the same. The component rules (key
 * `css`, some 130 on a page) become one `<style data-emotion="css id id …">`, as emotion's own
 * server extraction writes them: one style sheet for the browser to match each element against
 * instead of one per rule (bench/web: the page's style work on a phone). The global ones
 * (`css-global …`) stay as they are, first: the browser's `<Global>` takes each over by its name,
 * and the emotion cache takes the merged one over by its ids.
 */
export const hoistStyles = (html: string): { body: string; styles: string } => {
  const globals: string[] = []
  const ids: string[] = []
  const rules: string[] = []
  const body = html.replace(EMOTION_STYLE, (style, key: string, css: string) => {
    const [name, ...names] = key.split(' ')
    if (name === 'css' && names.length) {
      ids.push(...names)
      rules.push(css)
    } else globals.push(style)
    return ''
  })
  const merged = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : ''
  return { body, styles: globals.join('') + merged }
}

/** The head a page asked for while rendering (src/lib/serverRender.ts `ServerRender['head']`). */
export interface RenderedHead {
  title?: string
  description?: string
  heroImage?: string
  /** The hero's sizes (`srcset`/`sizes` of its `<img>`), so the preload fetches the one it will show. */
  heroImageSrcSet?: string
  heroImageSizes?: string
  canonical?: string
  index?: boolean
}

/** What the server bundle's render() gives back (src/entry-server.tsx `RenderResult`). */
export interface RenderResult {
  html: string
  head: RenderedHead
  apolloState: unknown
  failed: boolean
}

/**
 * The frame (ssrTemplate) with a rendered page in it: its language, title and head tags
 * (head.ts, for `origin` and `pathname`), its styles, its markup and its data.
 */
export const fillTemplate = (
  template: string,
  {
    lang,
    html: rendered,
    head,
    apolloState,
    origin = '',
    pathname = `/${lang}/`,
    index = true,
    siteName = '',
  }: {
    lang: Lang
    html: string
    head: RenderedHead
    apolloState: unknown
    origin?: string
    pathname?: string
    index?: boolean
    siteName?: string
  },
): string => {
  const { body: html, styles } = hoistStyles(rendered)
  const tags = headTags({
    origin,
    pathname,
    lang,
    siteName,
    title: head.title,
    description: head.description,
    image: head.heroImage,
    index: head.index ?? index,
    canonical: head.canonical,
  })
  let page = fillHead(template, { lang, title: head.title, tags, rendered: true })
  page = page.replace('</head>', () => `${styles}</head>`)
  if (head.heroImage)
    page = page.replace(
      '</title>',
      `</title>\n    <link rel="preload" as="image" href="${escapeHtml(head.heroImage)}"${
        head.heroImageSrcSet
          ? ` imagesrcset="${escapeHtml(head.heroImageSrcSet)}" imagesizes="${escapeHtml(head.heroImageSizes ?? '100vw')}"`
          : ''
      } fetchpriority="high" />`,
    )
  return page.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-ssr="">${html}</div>` +
      `<script type="application/json" id="__APOLLO_STATE__">${scriptJson(apolloState)}</script>`,
  )
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
