/// <reference types="vitest/config" />
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
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
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

const cms = process.env.CMS_URL || 'http://127.0.0.1:3201'
const api = process.env.BOOKING_API_URL || 'http://127.0.0.1:4201'

export default defineConfig({
  plugins: [react(), earlyLoads()],
  server: {
    port: 3301,
    proxy: {
      '/api/v1': api,
      '/api': cms,
      '/media': cms,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Chakra's state machines are slow to start on a loaded 2-core machine.
    testTimeout: 30_000,
  },
})
