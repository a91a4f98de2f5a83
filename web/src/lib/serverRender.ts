/**
 * What a page rendered on the server (web/server/ssr.mjs via src/entry-server.tsx) needs from the
 * tree and gives back: the request's GraphQL client, and the head the page asks for. In the
 * browser there is none (null), and the tree behaves as before.
 */
import { createContext, useContext } from 'react'

export interface ServerRender {
  /** The request's ApolloClient (typed loosely so Apollo stays out of the entry chunk). */
  apolloClient: unknown
  /** Filled while rendering: the page's document title and meta description. */
  head: { title?: string; description?: string; heroImage?: string }
}

export const ServerRenderContext = createContext<ServerRender | null>(null)

export const useServerRender = () => useContext(ServerRenderContext)
