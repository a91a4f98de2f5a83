/**
 * The built site's JavaScript: every chunk's size raw, gzip and brotli, and the initial JS — the
 * entry and the chunks index.html preloads, which every page loads before its own route chunks.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

export const bundleReport = (distDir) => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const initial = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  )
  const assets = path.join(distDir, 'assets')
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => {
      const data = readFileSync(path.join(assets, name))
      return {
        name,
        initial: initial.has(name),
        raw: kb(data.length),
        gzip: kb(zlib.gzipSync(data, { level: 9 }).length),
        brotli: kb(zlib.brotliCompressSync(data).length),
      }
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip)
  const initialGzipKb = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0)
  return { chunks, initialGzipKb, initialCount: initial.size }
}
