/**
 * The sitemap: every public page in both languages (the static public routes of
 * web/src/app/routes.tsx plus the published providers read from the CMS). The providers are kept
 * until the cms announces a change of content (the content cache's generation); while the change
 * stream is not open, for 5 minutes at most.
 */
import { PUBLIC_PATHS, SITE_LANGS } from '../src/lib/siteRoutes.mjs'
import { errorMessage } from './errors'

export const SITEMAP_TTL_MS = 5 * 60_000

/** `value[key]` when `value` is an object, else undefined. */
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** The providers' slugs in a GraphQL answer (`{ data: { Providers: { docs: [{ slug }] } } }`). */
const slugsOf = (json: unknown): string[] => {
  const docs = field(field(field(json, 'data'), 'Providers'), 'docs') ?? []
  if (!Array.isArray(docs)) throw new Error('the answer has no list of providers')
  return docs
    .map((doc: unknown) => field(doc, 'slug'))
    .filter((slug): slug is string => typeof slug === 'string' && !!slug)
}

/**
 * The published providers' slugs, read from the cms (anonymous: published ones only) and kept
 * while `version()` (the content cache's generation) is unchanged; on a failed read, the last
 * known list.
 */
export const createProviderSlugs = ({
  cmsUrl,
  version,
  fetchImpl = fetch,
  now = Date.now,
}: {
  cmsUrl: string
  version: () => string | null
  fetchImpl?: typeof fetch
  now?: () => number
}) => {
  let cache: { at: number; version: string | null; slugs: string[] | null } = { at: 0, version: null, slugs: null }
  const fresh = () => {
    if (!cache.slugs) return false
    const current = version()
    return current !== null ? cache.version === current : now() - cache.at < SITEMAP_TTL_MS
  }
  return async (): Promise<string[]> => {
    if (fresh()) return cache.slugs!
    const current = version()
    try {
      const res = await fetchImpl(`${cmsUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Providers(limit: 200, sort: "_order") { docs { slug } } }' }),
        signal: AbortSignal.timeout(10_000),
      })
      const slugs = slugsOf(await res.json())
      cache = { at: now(), version: current, slugs }
      return slugs
    } catch (err) {
      console.error(`web: sitemap could not read providers (${errorMessage(err)})`)
      return cache.slugs ?? []
    }
  }
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const buildSitemap = (origin: string, slugs: readonly string[]): string => {
  const paths = [...PUBLIC_PATHS, ...slugs.map((slug) => `health-providers/${slug}`)]
  const urls = paths.map((p) => {
    const href = (lang: string) => xmlEscape(`${origin}/${lang}/${p}`)
    const alternates = [
      ...SITE_LANGS.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('\n')
    return SITE_LANGS.map((lang) => `  <url>\n    <loc>${href(lang)}</loc>\n${alternates}\n  </url>`).join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
