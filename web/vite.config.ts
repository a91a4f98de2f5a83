import type { ClientRequest, IncomingMessage } from 'node:http'

import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

import { NAMESPACES } from './src/app/namespaces'

/**
 * Landing pages whose lazy chunks index.html preloads when opened on them (a path pattern and
 * the modules it renders), so they download beside the entry instead of after it has run.
 */
const ROUTE_PRELOADS: [pattern: string, modules: string[]][] = [
  ['^/(en|ar)(/.*)?$', ['src/app/layout/SiteLayout.tsx']],
  ['^/(en|ar)/?$', ['src/features/home/HomePage.tsx']],
  ['^/(en|ar)/health-providers/?$', ['src/features/providers/ProvidersPage.tsx']],
  ['^/(en|ar)/health-providers/[^/]+/?$', ['src/features/providers/ProviderPage.tsx']],
]

/**
 * Fills index.html's early-loading lists: the translation files, and (in a build) each landing
 * pattern's chunks with everything they import that the entry does not already load.
 */
const earlyLoads = (): Plugin => ({
  name: 'early-loads',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => {
      const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file) || html.includes(`/${file}"`)) return seen
        seen.add(file)
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen)
        return seen
      }
      const preloads = ROUTE_PRELOADS.map(([pattern, modules]) => {
        const files = new Set<string>()
        for (const module of modules) {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)))
          if (ctx.bundle && !chunk) throw new Error(`early-loads: no chunk for ${module}`)
          if (chunk) closure(chunk.fileName, files)
        }
        return [pattern, [...files].map((f) => `/${f}`)]
      })
      return html
        .replace('__I18N_NAMESPACES__', JSON.stringify(NAMESPACES))
        .replace('__ROUTE_PRELOADS__', JSON.stringify(ctx.bundle ? preloads : []))
    },
  },
})

/**
 * Chakra's lists of all its recipes (theme/recipes.js, theme/slot-recipes.js) feed only its
 * default system, which the site does not use (src/lib/theme.ts makes its own). Their static
 * imports of every recipe would place each recipe in the first load, beside the components that
 * are loaded later; emptied, a recipe goes with the screens whose modules register it
 * (src/lib/laterRecipes.ts).
 */
const chakraRecipesApart = (): Plugin => ({
  name: 'chakra-recipes-apart',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (/@chakra-ui\/react\/dist\/esm\/theme\/slot-recipes\.js$/.test(id)) return 'export const slotRecipes = {}\n'
    if (/@chakra-ui\/react\/dist\/esm\/theme\/recipes\.js$/.test(id)) return 'export const recipes = {}\n'
    return null
  },
})

/** A GET GraphQL query (query, variables, operationName in the URL) sent on as Payload's POST. */
const graphqlGetAsPost = (proxyReq: ClientRequest, req: IncomingMessage) => {
  if (req.method !== 'GET') return
  const params = new URL(req.url ?? '/', 'http://dev').searchParams
  const body = JSON.stringify({
    query: params.get('query'),
    variables: JSON.parse(params.get('variables') || '{}'),
    operationName: params.get('operationName') || undefined,
  })
  proxyReq.method = 'POST'
  proxyReq.path = '/api/graphql'
  proxyReq.setHeader('content-type', 'application/json')
  proxyReq.setHeader('content-length', Buffer.byteLength(body))
  proxyReq.write(body)
}

const cms = process.env.CMS_URL || 'http://127.0.0.1:3201'
const api = process.env.BOOKING_API_URL || 'http://127.0.0.1:4201'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), earlyLoads(), chakraRecipesApart()],
  server: {
    port: 3301,
    proxy: {
      '/api/v1': api,
      // The site sends its GraphQL queries as GET (the origin caches them and asks the cms by POST,
      // web/server/contentCache.ts); the dev server does the same conversion, uncached.
      '/api/graphql': { target: cms, configure: (proxy) => proxy.on('proxyReq', graphqlGetAsPost) },
      '/api': cms,
      '/media': cms,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The server-rendering bundle (dist-server) needs no copy of public/: it reads dist's files.
    copyPublicDir: !isSsrBuild,
  },
}))
