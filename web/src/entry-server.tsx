/**
 * Server rendering of the public pages (web/server/ssr.ts loads the build of this file,
 * `dist-server/entry-server.js`). The same tree as the browser's, with a static router, the
 * request's GraphQL client and i18next holding both languages' files; the page's HTML, its head
 * and the GraphQL data it was made from go into index.html, and the browser hydrates it.
 *
 * Renders run one at a time (i18next is one instance with one active language): the origin
 * caches their HTML per path until the content changes, so few renders are ever needed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { prerenderStatic } from '@apollo/client/react/ssr'
import i18n from 'i18next'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { initReactI18next } from 'react-i18next'
import { StaticRouter } from 'react-router-dom'

import { AppProviders, BoundedRoutes } from './app/App'
import { I18N_OPTIONS, NAMESPACES } from './app/i18n'
import { type ServerRender, ServerRenderContext } from './lib/serverRender'
import { createApolloClient } from './lib/apollo'
import { LANGUAGES, type Lang } from './lib/lang'

export interface RenderResult {
  /** The markup inside `<div id="root">`. */
  html: string
  head: ServerRender['head']
  /** The GraphQL data the page was made from (the browser's Apollo cache starts with it). */
  apolloState: unknown
  /** A query failed (the page shows an error state): the origin sends the plain page instead. */
  failed: boolean
}

let ready: Promise<unknown> | null = null

/** i18next with every namespace of both languages read from `localesDir` (the built site's files). */
const initI18nOnce = (localesDir: string) =>
  (ready ??= i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    initAsync: false,
    lng: 'en',
    react: { useSuspense: false },
    resources: Object.fromEntries(
      LANGUAGES.map((lng) => [
        lng,
        Object.fromEntries(
          NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8'))]),
        ),
      ]),
    ),
  }))

let queue: Promise<unknown> = Promise.resolve()

/**
 * Renders `url` (a path under /{lang}/) for an anonymous visitor. The page's queries go to
 * `graphqlUrl` through `fetch` (the origin passes its in-process cache of public answers, which
 * asks the cms directly on a miss); `origin` is the site's public address, which the canonical
 * and structured data's absolute links start with (by default the origin of `graphqlUrl`).
 */
export function render(
  url: string,
  lang: Lang,
  {
    graphqlUrl,
    localesDir,
    signal,
    origin,
    fetch: fetchGraphql = fetch,
  }: { graphqlUrl: string; localesDir: string; signal?: AbortSignal; origin?: string; fetch?: typeof fetch },
) {
  const run = async (): Promise<RenderResult> => {
    signal?.throwIfAborted()
    await initI18nOnce(localesDir)
    await i18n.changeLanguage(lang)
    let failed = false
    const tracked: typeof fetch = async (input, init) => {
      const res = await fetchGraphql(input, { ...init, signal })
      const text = await res.text()
      if (!res.ok || text.includes('"errors"')) failed = true
      return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers })
    }
    const apolloClient = createApolloClient(graphqlUrl, tracked)
    const server: ServerRender = {
      apolloClient,
      head: {},
      origin: (origin ?? new URL(graphqlUrl).origin).replace(/\/+$/, ''),
    }
    const tree = (
      <StrictMode>
        <ServerRenderContext.Provider value={server}>
          <AppProviders>
            <StaticRouter location={url}>
              <BoundedRoutes />
            </StaticRouter>
          </AppProviders>
        </ServerRenderContext.Provider>
      </StrictMode>
    )
    const { result } = await prerenderStatic({
      tree,
      context: { client: apolloClient },
      // One document in order: no boundary is sent apart with a script to move it in place
      // (React does that for big boundaries, to stream; a prerendered page has no need).
      renderFunction: (element: React.ReactNode) =>
        prerenderToNodeStream(element, { progressiveChunkSize: Infinity, signal }),
      maxRerenders: 10,
    })
    const apolloState = apolloClient.extract()
    apolloClient.stop()
    return { html: result, head: server.head, apolloState, failed }
  }
  const next = queue.then(run, run)
  queue = next.catch(() => undefined)
  return next
}
