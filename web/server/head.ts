/**
 * The head of the site's first HTML, written by the origin before any script runs: `<html lang
 * dir>`, the title and the tags of src/lib/siteRoutes.mjs (description, canonical, hreflang,
 * robots, Open Graph, Twitter) — the same the browser keeps in step on navigation.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { escapeHtml } from '@medtour/cms/shared/web'

import type { Lang } from '../src/lib/lang'
import { documentTitle, headTags, type HeadTag, type SiteRoute } from '../src/lib/siteRoutes.mjs'

/** A text of the built translations: `t(lang, 'ns:key.path')`, '' when missing. */
export type Translate = (lang: Lang, key: string) => string

const tagHtml = ([tag, attrs]: HeadTag) =>
  `<${tag} ${Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`

/**
 * `html` (index.html or the rendered frame) with the page's language, title and head tags; the
 * template's own description is replaced by the page's.
 */
export const fillHead = (
  html: string,
  { lang, title, tags, rendered = false }: { lang: Lang; title?: string; tags: HeadTag[]; rendered?: boolean },
): string => {
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  let page = html.replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dir}"${rendered ? ' data-ssr=""' : ''}>`)
  page = page.replace(/\s*<meta name="description"[^>]*>/, '')
  const titleTag = title ? `<title>${escapeHtml(title)}</title>` : null
  return page.replace(/<title>[^<]*<\/title>/, (original) =>
    [...tags.map(tagHtml), titleTag ?? original].join('\n    '),
  )
}

/** A parsed locale file: nested objects of texts. */
type LocaleNode = { readonly [key: string]: unknown }

const isNode = (value: unknown): value is LocaleNode => typeof value === 'object' && value !== null

/**
 * The built site's translations (dist/locales/{lang}/{ns}.json), read once per build: `t(lang,
 * 'ns:key.path')` is the text, or '' when it is missing.
 */
export const createLocales = (localesDir: string): Translate => {
  const files = new Map<string, { mtime: number; json: LocaleNode }>()
  const read = (lang: Lang, ns: string): LocaleNode => {
    const file = path.join(localesDir, lang, `${ns}.json`)
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0
    const cached = files.get(file)
    if (cached?.mtime === mtime) return cached.json
    let json: LocaleNode = {}
    try {
      const parsed: unknown = mtime ? JSON.parse(readFileSync(file, 'utf8')) : {}
      if (isNode(parsed)) json = parsed
    } catch {
      /* an unreadable file: no text */
    }
    files.set(file, { mtime, json })
    return json
  }
  return (lang, key) => {
    const [ns = 'common', rest = ''] = key.includes(':') ? key.split(':', 2) : ['common', key]
    const value = rest
      .split('.')
      .reduce<unknown>((node, part) => (isNode(node) ? node[part] : undefined), read(lang, ns))
    return typeof value === 'string' ? value : ''
  }
}

/** A route the origin answers with a page of its own (not a redirect). */
export type PageRoute = Extract<SiteRoute, { kind: 'page' | 'screen' | 'notFound' }>

/**
 * The head of a page the browser draws (a screen, an unrendered content page, the not-found
 * page): its title and description from the locale files, its robots from its route.
 */
export const plainHead = (
  route: PageRoute,
  { origin, pathname, t }: { origin: string; pathname: string; t: Translate },
): { title: string; tags: HeadTag[] } => {
  const siteName = t(route.lang, 'common:site.name')
  const screen = route.kind === 'screen' ? route.screen : null
  const titleKey = screen?.title ?? (route.kind === 'notFound' ? 'common:errors.notFound.message' : null)
  const title = documentTitle(titleKey ? t(route.lang, titleKey) : '', siteName)
  const description =
    (screen?.description && t(route.lang, screen.description)) ||
    (route.kind === 'notFound' ? t(route.lang, 'common:errors.notFound.description') : '') ||
    t(route.lang, 'common:site.description')
  return {
    title,
    tags: headTags({ origin, pathname, lang: route.lang, siteName, title, description, index: route.index }),
  }
}
