/**
 * The site's single origin (DESIGN.md topology) for `npm start` and the tests:
 *   /api/v1/*                     → booking-api (BOOKING_API_URL, default http://127.0.0.1:4000)
 *   /admin, /api/*, /_next/*, /media/* → cms (CMS_URL, default http://127.0.0.1:3001)
 *   GET /api/graphql              → the cms as POST, anonymous answers cached (contentCache.ts)
 *   /sitemap.xml, /robots.txt     → built here (public routes + providers read from the CMS)
 *   everything else               → the built SPA in web/dist (index.html for client routes)
 * The Docker image of the site runs this same server (Dockerfile target `web`), so production
 * routes exactly as tested; put any TLS-terminating proxy or CDN in front of it.
 *   node --import tsx web/server/index.ts   (its environment: config.ts)
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import httpProxy from 'http-proxy'

import { COMPRESSIBLE, acceptsCoding } from './precompress'

import { PUBLIC_PATHS, preferredLang, siteRoute } from '../src/lib/siteRoutes.mjs'
import { ConfigError, loadConfig, type OriginConfig } from './config'
import { createContentCache } from './contentCache'
import { createLocales, fillHead, plainHead, type PageRoute } from './head'
import {
  baseHeaders,
  clientAddressOf,
  inlineScriptHashes,
  previewHeaders,
  siteHeaders,
  trustFunction,
} from './security'
import { buildSitemap, createProviderSlugs } from './sitemap'
import { readEntryLoader, ssrTemplate } from './pageFrame'
import { createSsr } from './ssr'

const isMain = process.argv[1] === fileURLToPath(import.meta.url)

/** The environment, checked: a bad value stops the origin with one line per problem. */
const config: OriginConfig = (() => {
  try {
    return loadConfig()
  } catch (err) {
    if (isMain && err instanceof ConfigError) {
      console.error(`web: ${err.message}`)
      process.exit(1)
    }
    throw err
  }
})()
const { port, cmsUrl, apiUrl, distDir, https } = config
const staticDir = existsSync(path.join(distDir, 'index.html')) ? distDir : config.fallbackDir

const HTML_TYPE = 'text/html; charset=utf-8'
const TEXT_TYPE = 'text/plain; charset=utf-8'
const XML_TYPE = 'application/xml; charset=utf-8'
const TYPES: Readonly<Record<string, string>> = {
  '.html': HTML_TYPE,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': TEXT_TYPE,
  '.xml': XML_TYPE,
}

// Upstream connections are kept alive and reused: a new TCP connection per proxied request
// queued requests for seconds under load (64 concurrent readers of /api/v1). An idle one is
// closed after 4 s, before the upstream's own keep-alive timeout (Node's and Next's 5 s): reusing
// a socket the upstream is closing at that moment failed the request with ECONNRESET (a 503 seen
// once in the journeys, on a media file).
const UPSTREAM_IDLE_MS = 4_000
const upstreamAgent = new http.Agent({
  keepAlive: true,
  maxSockets: 256,
  maxFreeSockets: 64,
  timeout: UPSTREAM_IDLE_MS,
})
const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 120_000, agent: upstreamAgent })

// Which proxies in front of the site may name the client (TRUST_PROXY; default none). Upstream,
// X-Forwarded-For is exactly the address found here: a client cannot pick its own.
const trust = trustFunction(config.trustProxy)
const forwardClient = (proxyReq: http.ClientRequest, req: IncomingMessage) =>
  proxyReq.setHeader('x-forwarded-for', clientAddressOf(req, trust))
proxy.on('proxyReq', forwardClient)
proxy.on('proxyReqWs', forwardClient)

const BASE_HEADERS = Object.entries(baseHeaders({ https }))
// Upstream answers keep their own headers (the cms's CSP for /admin, the API's helmet set) and
// get the common ones they lack.
proxy.on('proxyRes', (proxyRes) => {
  for (const [name, value] of BASE_HEADERS) proxyRes.headers[name] ??= value
})
proxy.on('error', (err, req, res) => {
  if (!res) return
  if (!('writeHead' in res) || res.headersSent) return void res.end()
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' })
  // The spec's error shape; the site maps the code to a message in the visitor's language.
  res.end(JSON.stringify({ message: 'SERVICE_UNAVAILABLE', errors: [] }))
  console.error(`web: upstream for ${req.url?.split('?')[0]} unreachable (${err.code || err.message})`)
})

/** Who answers a request: the booking API, the cms, the SEO files or the site's own files and pages. */
export type Route = 'api' | 'cms' | 'seo' | 'static'

export const routeOf = (url: string): Route => {
  const p = url.split('?')[0] ?? ''
  if (p === '/api/v1' || p.startsWith('/api/v1/')) return 'api'
  if (
    p === '/admin' ||
    p.startsWith('/admin/') ||
    p.startsWith('/api/') ||
    p === '/api' ||
    p.startsWith('/_next/') ||
    p.startsWith('/media/')
  )
    return 'cms'
  if (p === '/sitemap.xml' || p === '/robots.txt') return 'seo'
  return 'static'
}

/**
 * The precompressed copy of `file` the request accepts (server/precompress.ts writes them at
 * build time), brotli first; null when there is none or the client takes neither.
 */
export const encodedVariant = (
  file: string,
  acceptEncoding: string | undefined = '',
): { coding: 'br' | 'gzip'; file: string } | null => {
  if (!COMPRESSIBLE.test(file)) return null
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptsCoding(acceptEncoding, coding) && existsSync(file + ext)) return { coding, file: file + ext }
  }
  return null
}

const sendFile = (res: ServerResponse, file: string, req: IncomingMessage) => {
  const ext = path.extname(file).toLowerCase()
  const immutable = file.includes(`${path.sep}assets${path.sep}`)
  const variant = encodedVariant(file, req.headers['accept-encoding'])
  const stat = statSync(file)
  // index.html is revalidated on every visit (no-cache): a validator turns that into a 304.
  const etag = `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${variant ? `-${variant.coding}` : ''}"`
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, vary: 'Accept-Encoding' })
    return res.end()
  }
  res.writeHead(200, {
    etag,
    'content-type': TYPES[ext] || 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(COMPRESSIBLE.test(file) ? { vary: 'Accept-Encoding' } : {}),
    ...(variant ? { 'content-encoding': variant.coding } : {}),
    'content-length': statSync(variant?.file ?? file).size,
  })
  if (req.method === 'HEAD') return res.end()
  createReadStream(variant?.file ?? file).pipe(res)
}

/** A redirect the browser follows before any script (302: the answer depends on the visitor). */
const redirect = (res: ServerResponse, location: string, headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(302, { location, 'cache-control': 'no-cache', ...headers })
  res.end()
}

/** index.html with the page's language and head, for a page the browser draws. */
const sendPlainPage = (
  req: IncomingMessage,
  res: ServerResponse,
  route: PageRoute,
  {
    pathname,
    origin,
    status,
    preview = false,
  }: { pathname: string; origin: string; status: number; preview?: boolean },
) => {
  const index = path.join(staticDir, 'index.html')
  const { title, tags } = plainHead(route, { origin, pathname, t: translate })
  const body = Buffer.from(fillHead(readFileSync(index, 'utf8'), { lang: route.lang, title, tags }))
  if (preview) {
    const csp = String(res.getHeader('content-security-policy') ?? '')
    res.writeHead(status, {
      ...previewHeaders(csp),
      'content-type': HTML_TYPE,
      'x-content-type-options': 'nosniff',
      'content-length': body.length,
    })
    return res.end(req.method === 'HEAD' ? undefined : body)
  }
  const etag = `W/"plain-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag })
    return res.end()
  }
  res.writeHead(status, {
    ...(status === 200 ? { etag } : {}),
    'content-type': HTML_TYPE,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-length': body.length,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Files of the build, then the site's routes (src/lib/siteRoutes.mjs), answered with their status
 * before any script runs: a path without a language is redirected to the visitor's (cookie, then
 * Accept-Language, then English), unknown `medical-tourism/*` pages to the language root, an
 * unknown path under a language is a 404 with the not-found page; the public pages are rendered
 * with their content (ssr.ts), the other screens get index.html with their own head.
 */
const serveStatic = (req: IncomingMessage, res: ServerResponse) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' })
    return res.end(JSON.stringify({ message: 'METHOD_NOT_ALLOWED' }))
  }
  let pathname: string
  let search: string
  try {
    const url = new URL(req.url ?? '', 'http://x')
    pathname = decodeURIComponent(url.pathname)
    search = url.search
  } catch {
    res.writeHead(400, { 'content-type': 'application/json' })
    return res.end(JSON.stringify({ message: 'BAD_REQUEST' }))
  }
  const file = path.resolve(staticDir, `.${path.posix.normalize(pathname)}`)
  if (file.startsWith(staticDir + path.sep) && existsSync(file) && statSync(file).isFile()) {
    return sendFile(res, file, req)
  }
  const route = siteRoute(pathname)
  if (route.kind === 'unprefixed') {
    // A missing file (an old asset, a probe) is not a page to send anyone to.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      res.writeHead(404, { 'content-type': TEXT_TYPE, 'cache-control': 'no-cache' })
      return res.end('Not found\n')
    }
    const lang = preferredLang({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] })
    return redirect(res, `/${lang}${pathname === '/' ? '/' : pathname}${search}`, {
      vary: 'Cookie, Accept-Language',
    })
  }
  if (route.kind === 'redirect') return redirect(res, route.location)
  const origin = originOf(req)
  const status = route.kind === 'notFound' ? 404 : 200
  const plain = () => sendPlainPage(req, res, route, { pathname, origin, status })
  // A preview of drafts (the panel's live preview): drawn in the browser with the editor's
  // session, never rendered here, cached or indexed.
  if (route.kind === 'page' && new URLSearchParams(search).has('preview'))
    return sendPlainPage(req, res, route, { pathname, origin, status, preview: true })
  if (ssr && (route.kind === 'page' || route.kind === 'notFound')) {
    const notFound = route.kind === 'notFound' ? route.lang : null
    return void ssr
      .handle(req, res, { pathname, search, acceptEncoding: req.headers['accept-encoding'], origin, notFound })
      .then((done) => done || plain())
      .catch(() => (res.headersSent ? res.end() : plain()))
  }
  return plain()
}

/* SEO: the sitemap (sitemap.ts) and robots.txt. */
export { PUBLIC_PATHS, buildSitemap }
const providerSlugs = createProviderSlugs({ cmsUrl, version: () => content.version() })

/** The site's public address, when configured (SITE_URL, else PUBLIC_URL: the one in e-mails). */
const configuredOrigin = config.siteUrl

/** The first value of a header that proxies may have listed (`a, b`). */
const firstOf = (value: string | string[] | undefined, fallback: string) =>
  (String(value || fallback).split(',')[0] ?? '').trim()

const originOf = (req: IncomingMessage) => {
  if (configuredOrigin) return configuredOrigin
  const proto = firstOf(req.headers['x-forwarded-proto'], 'http')
  const host = firstOf(req.headers['x-forwarded-host'] || req.headers.host, `localhost:${port}`)
  return `${proto}://${host}`
}

const serveSeo = async (req: IncomingMessage, res: ServerResponse) => {
  const pathname = (req.url || '/').split('?')[0]
  const origin = originOf(req)
  if (pathname === '/robots.txt') {
    res.writeHead(200, { 'content-type': TEXT_TYPE, 'cache-control': 'public, max-age=3600' })
    return res.end(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /en/admin\nDisallow: /ar/admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    )
  }
  const body = buildSitemap(origin, await providerSlugs())
  res.writeHead(200, { 'content-type': XML_TYPE, 'cache-control': 'public, max-age=300' })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The entry loader of rendered pages (src/boot/entryLoader.ts as built into dist-server), read
 * once: the pages and the CSP hash below are made from this same text.
 */
const entryLoader = readEntryLoader(config.serverDir)

/** Headers of the site's own answers: pages (static, rendered), files, sitemap. */
const SITE_HEADERS = (() => {
  const index = path.join(staticDir, 'index.html')
  const html = existsSync(index) ? readFileSync(index, 'utf8') : ''
  // The inline scripts of the plain page and of the rendered one (its entry loader).
  let rendered = ''
  try {
    if (entryLoader !== null) rendered = ssrTemplate(html, () => '', entryLoader)
  } catch {
    /* no module entry: nothing is rendered */
  }
  const scriptHashes = [...inlineScriptHashes(html), ...inlineScriptHashes(rendered)]
  return Object.entries(siteHeaders({ https, scriptHashes, extraSources: config.cspExtraSources }))
})()

const translate = createLocales(path.join(staticDir, 'locales'))

const content = createContentCache({ cmsUrl })
// SSR=false turns server rendering off (every page is then rendered in the browser only).
const ssr = config.ssr
  ? createSsr({
      distDir: staticDir,
      serverDir: config.serverDir,
      entryLoader,
      publicPaths: PUBLIC_PATHS,
      // The renders' queries are answered in this process (the cache, else the cms directly).
      graphqlUrl: 'http://origin.internal/api/graphql',
      fetchGraphql: content.fetch,
      version: content.version,
      siteName: (lang) => translate(lang, 'common:site.name'),
    })
  : null

/** The cms's stream of content changes is for the origins only, never forwarded from outside. */
const INTERNAL = /^\/api\/content-events(?:[/?]|$)/

const server = http.createServer((req, res) => {
  const route = routeOf(req.url || '/')
  if (route === 'seo' || route === 'static') for (const [name, value] of SITE_HEADERS) res.setHeader(name, value)
  if (route === 'seo') return void serveSeo(req, res)
  if (route === 'cms' && INTERNAL.test(req.url || '')) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
    return res.end(JSON.stringify({ message: 'NOT_FOUND', errors: [] }))
  }
  if (route === 'api') return proxy.web(req, res, { target: apiUrl })
  if (route === 'cms') return void (content.handle(req, res) || proxy.web(req, res, { target: cmsUrl }))
  return serveStatic(req, res)
})
server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => proxy.ws(req, socket, head, { target: cmsUrl }))
// Idle keep-alive connections are kept longer than clients keep theirs (undici: 4 s, browsers
// more): the client closes first, so it never reuses a socket the origin is closing (ECONNRESET).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

if (isMain) {
  content.start()
  // The landing pages are rendered once the cms answers, so the first visitors get them at once.
  // With the site's address known, its landing pages are rendered as soon as the content can be kept.
  if (ssr && configuredOrigin) void content.ready().then(() => ssr.warm(['/en/', '/ar/'], configuredOrigin))
  server.listen(port, () =>
    console.log(`web: http://localhost:${port} (cms ${cmsUrl}, api ${apiUrl}, static ${staticDir})`),
  )
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)))
}

export { server }
