/**
 * The entry loader of server-rendered pages (src/boot/entryLoader.ts), built on its own into
 * dist-server/entry-loader.js: one minified script without imports or exports, which the origin
 * inlines into every rendered page (web/server/ssr.ts). `npm run build` runs it after the site
 * and the server bundle:  vite build --config vite.loader.config.ts
 */
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-server',
    // Beside the server bundle built just before.
    emptyOutDir: false,
    sourcemap: false,
    minify: true,
    lib: {
      entry: 'src/boot/entryLoader.ts',
      formats: ['iife'],
      // IIFE bundles need a name; the loader exports nothing, so no global is written.
      name: 'entryLoader',
      fileName: () => 'entry-loader.js',
    },
  },
})
