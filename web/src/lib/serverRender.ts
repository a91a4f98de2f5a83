/**
 * What a page rendered on the server (web/server/ssr.ts via src/entry-server.tsx) needs from the
 * tree and gives back: the request's GraphQL client, and the head the page asks for. In the
 * browser there is none (null), and the tree behaves as before.
 */
import { createContext, useContext } from 'react'

export interface ServerRender {
  /** The request's ApolloClient (typed loosely so Apollo stays out of the entry chunk). */
  apolloClient: unknown
  /**
   * Filled while rendering: the page's document title and meta description, its image, and
   * where it differs from its route's defaults, its canonical path and whether it is indexed.
   * `heroImage` is the banner's `src`; when the banner has a `srcset`, `heroImageSrcSet` and
   * `heroImageSizes` are its `srcset` and `sizes` (a preload of the banner needs them as
   * `imagesrcset` and `imagesizes` to fetch the file the `<img>` will use).
   */
  head: {
    title?: string
    description?: string
    heroImage?: string
    heroImageSrcSet?: string
    heroImageSizes?: string
    canonical?: string
    index?: boolean
  }
  /**
   * The site's public origin (`https://host`, no trailing slash), for the absolute links of the
   * page's structured data. The origin server passes it (`render({ origin })`); without one,
   * entry-server.tsx uses the origin of the GraphQL endpoint it renders with (the origin server
   * itself). A build-time value (Vite's `import.meta.env`) was not used: the address is known
   * only where the site runs.
   */
  origin: string
}

export const ServerRenderContext = createContext<ServerRender | null>(null)

export const useServerRender = () => useContext(ServerRenderContext)

/**
 * The origin absolute links are made from: the server render's, else the browser's own. The
 * two agree when the page is taken over (the origin server names the address it was asked at).
 */
export const useSiteOrigin = () => {
  const server = useServerRender()
  return server ? server.origin : window.location.origin
}
