/**
 * The GraphQL client, created only inside lazily loaded modules so Apollo stays out of the
 * first load. Objects are not normalized: the same document exists per locale, so a shared
 * cache entry would mix English and Arabic. Queries go as GET, so the site's origin can answer
 * them from its cache with an ETag and the browser can revalidate (web/server/contentCache.mjs).
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'

export const createApolloClient = (uri = '/api/graphql') =>
  new ApolloClient({
    link: new HttpLink({ uri, useGETForQueries: true }),
    cache: new InMemoryCache({ dataIdFromObject: () => undefined }),
  })

/** Media URLs from the CMS as site-relative paths (the site proxies /api/media/file/*). */
export const mediaUrl = (url?: string | null) => {
  if (!url) return undefined
  const match = /^https?:\/\/[^/]+(\/.*)$/.exec(url)
  return match && /^\/(api\/media|media)\//.test(match[1]!) ? match[1] : url
}
