import { useEffect, useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { isLang } from './lang'
import { useServerRender } from './serverRender'
import { type HeadTag, documentTitle, headTags, siteRoute, tagSelector } from './siteRoutes.mjs'

/** The tags the site keeps in step with the page (siteRoutes.mjs writes the same ones on the origin). */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join(',')

/** Puts `tags` in the document's head, updating the ones there and removing managed ones not in the set. */
export const applyHead = (tags: HeadTag[]) => {
  const kept = new Set<Element>()
  for (const tag of tags) {
    const [name, attrs] = tag
    let el = document.head.querySelector(tagSelector(tag))
    if (!el) {
      el = document.createElement(name)
      document.head.appendChild(el)
    }
    for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value)
    kept.add(el)
  }
  for (const el of document.head.querySelectorAll(MANAGED)) if (!kept.has(el)) el.remove()
}

interface PageHead {
  pathname: string
  siteName: string
  title: string
  description?: string | null
  canonical?: string
  index?: boolean
}

/** The head of the page at `pathname` (index from the route unless the page says otherwise). */
const syncHead = ({ pathname, siteName, title, description, canonical, index }: PageHead) => {
  const route = siteRoute(pathname)
  const lang = 'lang' in route ? route.lang : 'en'
  applyHead(
    headTags({
      origin: window.location.origin,
      pathname,
      lang: isLang(lang) ? lang : 'en',
      siteName,
      title,
      description,
      canonical,
      index: index ?? ('index' in route ? route.index : false),
    }),
  )
}

/**
 * The route's own links (canonical, hreflang, robots) as soon as the path changes, before the
 * new page's data — and its `usePageMeta` — arrive: no page keeps the previous one's canonical.
 */
export function useRouteHead(pathname: string) {
  const { t } = useTranslation()
  const siteName = t('site.name')
  useLayoutEffect(() => {
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content')
    syncHead({ pathname, siteName, title: document.title, description })
  }, [pathname, siteName])
}

/**
 * Document title, meta description and the head's links and cards of a page, in the page's
 * language (SEO, issue 3 §6; issue 18). `canonical` points a duplicate (an unknown provider
 * showing the listing) at the original; `index: false` keeps a page out of search engines.
 */
export function usePageMeta({
  title,
  description,
  canonical,
  index,
}: {
  title?: string | null
  description?: string | null
  canonical?: string
  index?: boolean
}) {
  const { t } = useTranslation()
  const site = t('site.name')
  const server = useServerRender()
  // On the server effects do not run: the head is handed to the page's HTML instead.
  if (server && title !== undefined) {
    server.head.title = documentTitle(title, site)
    server.head.description = description || t('site.description')
  }
  if (server && canonical) server.head.canonical = canonical
  if (server && index !== undefined) server.head.index = index
  useEffect(() => {
    if (title === undefined) return
    const full = documentTitle(title, site)
    document.title = full
    syncHead({
      pathname: window.location.pathname,
      siteName: site,
      title: full,
      description: description || t('site.description'),
      canonical,
      index,
    })
  }, [title, description, site, t, canonical, index])
}
