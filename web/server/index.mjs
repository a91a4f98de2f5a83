#!/usr/bin/env node
/**
 * The site's single origin (DESIGN.md topology) for `npm start` and the tests:
 *   /api/v1/*                     → booking-api (BOOKING_API_URL, default http://127.0.0.1:4000)
 *   /admin, /api/*, /_next/*, /media/* → cms (CMS_URL, default http://127.0.0.1:3001)
 *   GET /api/graphql              → the cms as POST, anonymous answers cached (contentCache.mjs)
 *   /sitemap.xml, /robots.txt     → built here (public routes + providers read from the CMS)
 *   everything else               → the built SPA in web/dist (index.html for client routes)
 * The Docker image of the site runs this same server (Dockerfile target `web`), so production
 * routes exactly as tested; put any TLS-terminating proxy or CDN in front of it.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import httpProxy from 'http-proxy'

import { COMPRESSIBLE, acceptsCoding } from './precompress.mjs'

import { PUBLIC_PATHS, SITE_LANGS, preferredLang, siteRoute } from '../src/lib/siteRoutes.mjs'
import { createContentCache } from './contentCache.mjs'
import { createLocales, fillHead, plainHead } from './head.mjs'
import {
  baseHeaders,
  clientAddressOf,
  inlineScriptHashes,
  parseTrustProxy,
  siteHeaders,
  trustFunction,
} from './security.mjs'
import { createSsr, ssrTemplate } from './ssr.mjs'

/* global AbortSignal */

const here = path.dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT || 3000)
const cmsUrl = process.env.CMS_URL || 'http://127.0.0.1:3001'
const apiUrl = process.env.BOOKING_API_URL || 'http://127.0.0.1:4000'
const distDir = path.resolve(process.env.WEB_DIST || path.join(here, '../dist'))
const staticDir = existsSync(path.join(distDir, 'index.html')) ? distDir : path.join(here, '../fallback')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
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
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
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
const trust = trustFunction(parseTrustProxy(process.env.TRUST_PROXY))
const forwardClient = (proxyReq, req) => proxyReq.setHeader('x-forwarded-for', clientAddressOf(req, trust))
proxy.on('proxyReq', forwardClient)
proxy.on('proxyReqWs', forwardClient)

const https = /^https:/.test(process.env.SITE_URL || process.env.PUBLIC_URL || '')
const BASE_HEADERS = Object.entries(baseHeaders({ https }))
// Upstream answers keep their own headers (the cms's CSP for /admin, the API's helmet set) and
// get the common ones they lack.
proxy.on('proxyRes', (proxyRes) => {
  for (const [name, value] of BASE_HEADERS) proxyRes.headers[name] ??= value
})
proxy.on('error', (err, req, res) => {
  if (!res || typeof res.writeHead !== 'function' || res.headersSent) return res?.end?.()
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' })
  // The spec's error shape; the site maps the code to a message in the visitor's language.
  res.end(JSON.stringify({ message: 'SERVICE_UNAVAILABLE', errors: [] }))
  console.error(`web: upstream for ${req.url?.split('?')[0]} unreachable (${err.code || err.message})`)
})

export const routeOf = (url) => {
  const p = url.split('?')[0]
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
 * The precompressed copy of `file` the request accepts (server/precompress.mjs writes them at
 * build time), brotli first; null when there is none or the client takes neither.
 */
export const encodedVariant = (file, acceptEncoding = '') => {
  if (!COMPRESSIBLE.test(file)) return null
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (acceptsCoding(acceptEncoding, coding) && existsSync(file + ext)) return { coding, file: file + ext }
  }
  return null
}

const sendFile = (res, file, req) => {
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
const redirect = (res, location, headers = {}) => {
  res.writeHead(302, { location, 'cache-control': 'no-cache', ...headers })
  res.end()
}

/** index.html with the page's language and head, for a page the browser draws. */
const sendPlainPage = (req, res, route, { pathname, origin, status }) => {
  const index = path.join(staticDir, 'index.html')
  const { title, tags } = plainHead(route, { origin, pathname, t: translate })
  const body = Buffer.from(fillHead(readFileSync(index, 'utf8'), { lang: route.lang, title, tags }))
  const etag = `W/"plain-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag })
    return res.end()
  }
  res.writeHead(status, {
    ...(status === 200 ? { etag } : {}),
    'content-type': TYPES['.html'],
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
 * with their content (ssr.mjs), the other screens get index.html with their own head.
 */
const serveStatic = (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' })
    return res.end(JSON.stringify({ message: 'METHOD_NOT_ALLOWED' }))
  }
  let pathname
  let search
  try {
    const url = new URL(req.url, 'http://x')
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
      res.writeHead(404, { 'content-type': TYPES['.txt'], 'cache-control': 'no-cache' })
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
  if (ssr && (route.kind === 'page' || route.kind === 'notFound')) {
    const notFound = route.kind === 'notFound' ? route.lang : null
    return void ssr
      .handle(req, res, { pathname, search, acceptEncoding: req.headers['accept-encoding'], origin, notFound })
      .then((done) => done || plain())
      .catch(() => (res.headersSent ? res.end() : plain()))
  }
  return plain()
}

/*
 * SEO: a sitemap of every public page in both languages (the static public routes of
 * web/src/app/routes.tsx plus the providers read from the CMS, cached briefly) and robots.txt.
 */
export { PUBLIC_PATHS }
const SITEMAP_TTL_MS = 5 * 60_000
let providerCache = { at: 0, slugs: null }

const providerSlugs = async () => {
  if (providerCache.slugs && Date.now() - providerCache.at < SITEMAP_TTL_MS) return providerCache.slugs
  try {
    const res = await fetch(`${cmsUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Providers(limit: 200, sort: "order") { docs { slug } } }' }),
      signal: AbortSignal.timeout(10_000),
    })
    const json = await res.json()
    const slugs = (json?.data?.Providers?.docs ?? []).map((d) => d.slug).filter(Boolean)
    providerCache = { at: Date.now(), slugs }
    return slugs
  } catch (err) {
    console.error(`web: sitemap could not read providers (${err.message})`)
    return providerCache.slugs ?? []
  }
}

/** The site's public address, when configured (SITE_URL, else PUBLIC_URL: the one in e-mails). */
const configuredOrigin = (process.env.SITE_URL || process.env.PUBLIC_URL || '').replace(/\/+$/, '')

const originOf = (req) => {
  if (configuredOrigin) return configuredOrigin
  const proto = String(req.headers['x-forwarded-proto'] || 'http')
    .split(',')[0]
    .trim()
  const host = String(req.headers['x-forwarded-host'] || req.headers.host || `localhost:${port}`)
    .split(',')[0]
    .trim()
  return `${proto}://${host}`
}

const xmlEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const buildSitemap = (origin, slugs) => {
  const paths = [...PUBLIC_PATHS, ...slugs.map((slug) => `health-providers/${slug}`)]
  const urls = paths.map((p) => {
    const href = (lang) => xmlEscape(`${origin}/${lang}/${p}`)
    const alternates = [
      ...SITE_LANGS.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('\n')
    return SITE_LANGS.map((lang) => `  <url>\n    <loc>${href(lang)}</loc>\n${alternates}\n  </url>`).join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

const serveSeo = async (req, res) => {
  const pathname = (req.url || '/').split('?')[0]
  const origin = originOf(req)
  if (pathname === '/robots.txt') {
    res.writeHead(200, { 'content-type': TYPES['.txt'], 'cache-control': 'public, max-age=3600' })
    return res.end(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /en/admin\nDisallow: /ar/admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    )
  }
  const body = buildSitemap(origin, await providerSlugs())
  res.writeHead(200, { 'content-type': TYPES['.xml'], 'cache-control': 'public, max-age=300' })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Headers of the site's own answers: pages (static, rendered), files, sitemap. */
const SITE_HEADERS = (() => {
  const index = path.join(staticDir, 'index.html')
  const html = existsSync(index) ? readFileSync(index, 'utf8') : ''
  // The inline scripts of the plain page and of the rendered one (its entry loader).
  let rendered = ''
  try {
    rendered = ssrTemplate(html, () => '')
  } catch {
    /* no module entry: nothing is rendered */
  }
  const scriptHashes = [...inlineScriptHashes(html), ...inlineScriptHashes(rendered)]
  const extraSources = (process.env.CSP_EXTRA_SOURCES ?? 'https://embed.tawk.to https://*.tawk.to')
    .split(/[\s,]+/)
    .filter(Boolean)
  return Object.entries(siteHeaders({ https, scriptHashes, extraSources }))
})()

const translate = createLocales(path.join(staticDir, 'locales'))

const content = createContentCache({ cmsUrl })
// SSR=false turns server rendering off (every page is then rendered in the browser only).
const ssr =
  process.env.SSR === 'false'
    ? null
    : createSsr({
        distDir: staticDir,
        serverDir: path.resolve(process.env.WEB_SERVER_DIST || path.join(here, '../dist-server')),
        publicPaths: PUBLIC_PATHS,
        // The renders' queries are answered in this process (the cache, else the cms directly).
        graphqlUrl: 'http://origin.internal/api/graphql',
        fetchGraphql: content.fetch,
        version: content.version,
        siteName: (lang) => translate(lang, 'common:site.name'),
      })

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
server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: cmsUrl }))
// Idle keep-alive connections are kept longer than clients keep theirs (undici: 4 s, browsers
// more): the client closes first, so it never reuses a socket the origin is closing (ECONNRESET).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  content.start()
  // The landing pages are rendered once the cms answers, so the first visitors get them at once.
  // With the site's address known, its landing pages are rendered as soon as the content can be kept.
  if (ssr && configuredOrigin) void content.ready().then(() => ssr.warm(['/en/', '/ar/'], configuredOrigin))
  server.listen(port, () =>
    console.log(`web: http://localhost:${port} (cms ${cmsUrl}, api ${apiUrl}, static ${staticDir})`),
  )
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)))
}

export { server }
