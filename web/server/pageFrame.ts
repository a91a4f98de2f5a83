/**
 * The frame of a server-rendered page (ssr.ts renders; this assembles): index.html made into the
 * frame once (its stylesheets inlined, no module preloads, the entry loader inlined), and each
 * rendered page put into it with its language, head tags, hoisted styles, markup and data.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { escapeHtml, scriptJson } from '@medtour/cms/shared/web'

import type { Lang } from '../src/lib/lang'
import { headTags } from '../src/lib/siteRoutes.mjs'
import { fillHead } from './head'

export { scriptJson }

/**
 * The entry loader of rendered pages: src/boot/entryLoader.ts, built and minified by `npm run
 * build` into dist-server/entry-loader.js (vite.loader.config.ts).
 */
export const ENTRY_LOADER_FILE = 'entry-loader.js'

/** The built entry loader in `serverDir`, ready to inline; null when it was not built. */
export const readEntryLoader = (serverDir: string): string | null => {
  const file = path.join(serverDir, ENTRY_LOADER_FILE)
  if (!existsSync(file)) return null
  const code = readFileSync(file, 'utf8').trim()
  if (/<\/script/i.test(code)) throw new Error(`${file} cannot be inlined: it contains </script`)
  return code
}

/**
 * index.html as the frame of rendered pages: its stylesheets inlined (they no longer wait behind
 * anything), no module preloads, and the entry script started once the page has been shown by
 * `loader` (the built src/boot/entryLoader.ts: after the load event and the banner's paint, or
 * after 3 s at most; at once for a signed-in visitor, whose page the browser renders anew), which
 * reads the entry's address from its script's `data-entry`. The page is readable and its links
 * work before any script has run; the largest paint does not compete with the scripts for the
 * network or the main thread. The loader's text is the same on every page, so one CSP hash
 * (security.ts `inlineScriptHashes`) allows it.
 */
export const ssrTemplate = (template: string, readAsset: (file: string) => string, loader: string): string => {
  const entries: string[] = []
  const page = template
    .replace(
      /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
      (_, file: string) => `<style>${readAsset(file)}</style>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      entries.push(src)
      return ''
    })
  const [entry] = entries
  if (entry === undefined) throw new Error('index.html has no module entry')
  // The address as index.html wrote it (an attribute's text already): the browser reads it back.
  const script = `<script data-entry="${entry}">${loader}</script>`
  return page.replace('</body>', () => `${script}\n  </body>`)
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g

/**
 * Emotion writes each rule's `<style>` next to the first markup that uses it — but a rule first
 * used in a render attempt that suspended (a lazy chunk, a query) is written where it is next
 * used, possibly the footer, so the browser could paint the page before reading it and then move
 * the text (a layout shift). All of them go to the end of `<head>`, in the order written: every
 * rule is there before the first paint, and the cascade is the same. The component rules (key
 * `css`, some 130 on a page) become one `<style data-emotion="css id id …">`, as emotion's own
 * server extraction writes them: one style sheet for the browser to match each element against
 * instead of one per rule (bench/web: the page's style work on a phone). The global ones
 * (`css-global …`) stay as they are, first: the browser's `<Global>` takes each over by its name,
 * and the emotion cache takes the merged one over by its ids.
 */
export const hoistStyles = (html: string): { body: string; styles: string } => {
  const globals: string[] = []
  const ids: string[] = []
  const rules: string[] = []
  const body = html.replace(EMOTION_STYLE, (style, key: string, css: string) => {
    const [name, ...names] = key.split(' ')
    if (name === 'css' && names.length) {
      ids.push(...names)
      rules.push(css)
    } else globals.push(style)
    return ''
  })
  const merged = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : ''
  return { body, styles: globals.join('') + merged }
}

/** The head a page asked for while rendering (src/lib/serverRender.ts `ServerRender['head']`). */
export interface RenderedHead {
  title?: string
  description?: string
  heroImage?: string
  /** The hero's sizes (`srcset`/`sizes` of its `<img>`), so the preload fetches the one it will show. */
  heroImageSrcSet?: string
  heroImageSizes?: string
  canonical?: string
  index?: boolean
}

/** What the server bundle's render() gives back (src/entry-server.tsx `RenderResult`). */
export interface RenderResult {
  html: string
  head: RenderedHead
  apolloState: unknown
  failed: boolean
}

/**
 * The frame (ssrTemplate) with a rendered page in it: its language, title and head tags
 * (head.ts, for `origin` and `pathname`), its styles, its markup and its data.
 */
export const fillTemplate = (
  template: string,
  {
    lang,
    html: rendered,
    head,
    apolloState,
    origin = '',
    pathname = `/${lang}/`,
    index = true,
    siteName = '',
  }: {
    lang: Lang
    html: string
    head: RenderedHead
    apolloState: unknown
    origin?: string
    pathname?: string
    index?: boolean
    siteName?: string
  },
): string => {
  const { body: html, styles } = hoistStyles(rendered)
  const tags = headTags({
    origin,
    pathname,
    lang,
    siteName,
    title: head.title,
    description: head.description,
    image: head.heroImage,
    index: head.index ?? index,
    canonical: head.canonical,
  })
  let page = fillHead(template, { lang, title: head.title, tags, rendered: true })
  page = page.replace('</head>', () => `${styles}</head>`)
  if (head.heroImage)
    page = page.replace(
      '</title>',
      `</title>\n    <link rel="preload" as="image" href="${escapeHtml(head.heroImage)}"${
        head.heroImageSrcSet
          ? ` imagesrcset="${escapeHtml(head.heroImageSrcSet)}" imagesizes="${escapeHtml(head.heroImageSizes ?? '100vw')}"`
          : ''
      } fetchpriority="high" />`,
    )
  return page.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-ssr="">${html}</div>` +
      `<script type="application/json" id="__APOLLO_STATE__">${scriptJson(apolloState)}</script>`,
  )
}
