/**
 * The GraphQL client, created only inside lazily loaded modules so Apollo stays out of the
 * first load. Objects are not normalized: the same document exists per locale, so a shared
 * cache entry would mix English and Arabic. Queries go as GET, so the site's origin can answer
 * them from its cache with an ETag and the browser can revalidate (web/server/contentCache.ts);
 * a preview's draft queries go as POST (./draftsAsPost.ts).
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'

import { draftsAsPost } from './draftsAsPost'

/** The id of the JSON block a server-rendered page carries its GraphQL data in. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__'

/**
 * The data a server-rendered page was made from (web/server/ssr.ts), read once: the first
 * client starts with it, so hydration renders what the server did without asking again.
 */
const takeServerState = () => {
  if (typeof document === 'undefined') return undefined
  const block = document.getElementById(APOLLO_STATE_ID)
  if (!block) return undefined
  block.remove()
  try {
    return JSON.parse(block.textContent || '{}') as Record<string, unknown>
  } catch {
    return undefined
  }
}

export const createApolloClient = (uri = '/api/graphql', fetchImpl?: typeof fetch) => {
  const cache = new InMemoryCache({ dataIdFromObject: () => undefined })
  const state = takeServerState()
  if (state) cache.restore(state as never)
  return new ApolloClient({
    link: new HttpLink({ uri, useGETForQueries: true, fetch: draftsAsPost(fetchImpl) }),
    cache,
  })
}

/** Media URLs from the CMS as site-relative paths (the site proxies /api/media/file/*). */
export const mediaUrl = (url?: string | null) => {
  if (!url) return undefined
  const match = /^https?:\/\/[^/]+(\/.*)$/.exec(url)
  return match && /^\/(api\/media|media)\//.test(match[1]!) ? match[1] : url
}
