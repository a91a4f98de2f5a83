/**
 * What the site answers at a path, for the origin (web/server) and the browser alike: one list
 * of the routes under `/{lang}/` (the router in src/app/routes.tsx is checked against it by
 * siteRoutes.test.ts), their titles for the first HTML, whether search engines may index them,
 * and the head every page carries (title, description, canonical and hreflang links, Open Graph
 * and Twitter cards, robots).
 */
import INFO_PAGES from './infoPages.json' with { type: 'json' }
import SCREENS from './screens.json' with { type: 'json' }

export const SITE_LANGS = ['en', 'ar']

/** The pages the origin renders with their content (the sitemap lists them with every provider). */
export const PUBLIC_PATHS = ['', ...INFO_PAGES, 'faq', 'turkey', 'cities', 'health-providers', 'contact']

const PREFIXED = /^\/(en|ar)(?:\/(.*))?$/

/** The screen of the browser app at `rest` (the path after the language), or null. */
const screenOf = (rest) => {
  if (Object.hasOwn(SCREENS, rest)) return { key: rest, ...SCREENS[rest] }
  const prefix = rest.split('/')[0]
  return Object.hasOwn(SCREENS, prefix) && SCREENS[prefix].prefix ? { key: prefix, ...SCREENS[prefix] } : null
}

/**
 * The kind of answer for `pathname` (decoded, without the query):
 * - `unprefixed`: no language prefix — redirected under the visitor's language;
 * - `redirect`: to `location` (unknown `medical-tourism/*` sub-paths go to the language root);
 * - `page`: a content page (rendered with its content; an unknown provider shows the listing);
 * - `screen`: a screen drawn in the browser (its title and robots from screens.json);
 * - `notFound`: anything else under a language (404).
 */
export const siteRoute = (pathname) => {
  const match = PREFIXED.exec(pathname)
  if (!match) return { kind: 'unprefixed' }
  const lang = match[1]
  const rest = (match[2] ?? '').replace(/\/+$/, '')
  if (PUBLIC_PATHS.includes(rest) || rest.startsWith('health-providers/'))
    return { kind: 'page', lang, rest, index: true }
  if (rest === 'medical-tourism' || rest.startsWith('medical-tourism/'))
    return { kind: 'redirect', lang, rest, location: `/${lang}/` }
  const screen = screenOf(rest)
  if (screen) return { kind: 'screen', lang, rest, index: screen.index, screen }
  return { kind: 'notFound', lang, rest, index: false }
}

/** The language a visitor without one in the path gets: the `i18next` cookie, then Accept-Language, then en. */
export const preferredLang = ({ cookie = '', acceptLanguage = '' } = {}) => {
  const chosen = /(?:^|;\s*)i18next=([^;]*)/.exec(cookie)?.[1]?.trim().slice(0, 2).toLowerCase()
  if (SITE_LANGS.includes(chosen)) return chosen
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), order }
    })
    .filter((entry) => SITE_LANGS.includes(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return ranked[0]?.lang ?? 'en'
}

/** `pathname` under the other language (or the same one). */
export const withLang = (pathname, lang) =>
  PREFIXED.test(pathname) ? pathname.replace(/^\/(en|ar)/, `/${lang}`) : `/${lang}${pathname}`

/** The document title of a page: "Page | Site", or the site's name alone. */
export const documentTitle = (title, siteName) => (title ? `${title} | ${siteName}` : siteName)

/**
 * The head tags every page carries, as [tag, attributes] pairs (the origin writes them into the
 * first HTML, the browser updates them on navigation): description, canonical and hreflang links
 * (en, ar, x-default) for indexable pages, robots noindex for the others, Open Graph and Twitter.
 */
export const headTags = ({ origin, pathname, lang, siteName, title, description, image, index = true, canonical }) => {
  const url = (path) => `${origin}${path}`
  const canonicalPath = canonical ?? pathname
  const tags = [['meta', { name: 'description', content: description ?? '' }]]
  if (index) {
    tags.push(['link', { rel: 'canonical', href: url(canonicalPath) }])
    for (const hreflang of SITE_LANGS)
      tags.push(['link', { rel: 'alternate', hreflang, href: url(withLang(canonicalPath, hreflang)) }])
    tags.push(['link', { rel: 'alternate', hreflang: 'x-default', href: url(withLang(canonicalPath, 'en')) }])
  } else {
    tags.push(['meta', { name: 'robots', content: 'noindex' }])
  }
  const imageUrl = image ? (/^https?:\/\//.test(image) ? image : url(image)) : null
  tags.push(
    ['meta', { property: 'og:type', content: 'website' }],
    ['meta', { property: 'og:site_name', content: siteName ?? '' }],
    ['meta', { property: 'og:title', content: title ?? '' }],
    ['meta', { property: 'og:description', content: description ?? '' }],
    ['meta', { property: 'og:url', content: url(canonicalPath) }],
    ['meta', { property: 'og:locale', content: lang === 'ar' ? 'ar_AR' : 'en_US' }],
    ['meta', { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' }],
    ['meta', { name: 'twitter:title', content: title ?? '' }],
    ['meta', { name: 'twitter:description', content: description ?? '' }],
  )
  if (imageUrl)
    tags.push(
      ['meta', { property: 'og:image', content: imageUrl }],
      ['meta', { name: 'twitter:image', content: imageUrl }],
    )
  return tags
}

/** The selector that finds a head tag again (the browser updates tags in place). */
export const tagSelector = ([tag, attrs]) => {
  if (tag === 'link')
    return attrs.hreflang ? `link[rel="alternate"][hreflang="${attrs.hreflang}"]` : `link[rel="${attrs.rel}"]`
  return attrs.property ? `meta[property="${attrs.property}"]` : `meta[name="${attrs.name}"]`
}

export { SCREENS }
