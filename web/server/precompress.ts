/**
 * Brotli and gzip copies of the built site's text files (`x.js` → `x.js.br`, `x.js.gz`), made once
 * at build time at the highest levels, so the origin sends compressed bytes without compressing
 * per request (index.ts `sendFile` picks the variant the browser accepts).
 *   node --import tsx server/precompress.ts [dir]   (default web/dist; `npm run build` runs it)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|map)$/i
/** True when an Accept-Encoding header takes `coding` (named, and not with q=0). */
export const acceptsCoding = (acceptEncoding: string | undefined | null, coding: string): boolean =>
  String(acceptEncoding || '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      return name === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    })

/** Below this the headers cost more than the saving. */
const MIN_BYTES = 1024

/** Writes `.br` and `.gz` beside `file`; returns their sizes. */
export const compressFile = (file: string): { raw: number; br: number; gz: number } => {
  const data = readFileSync(file)
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
  return { raw: data.length, br: br.length, gz: gz.length }
}

/** Compresses every compressible file under `dir` (recursively); returns how many. */
export const precompress = (dir: string): number => {
  let count = 0
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry))
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile() || statSync(file).size < MIN_BYTES) continue
    compressFile(file)
    count += 1
  }
  return count
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'))
  const started = Date.now()
  const count = precompress(dir)
  console.log(`precompress: ${count} files in ${dir} (${Date.now() - started} ms)`)
}
