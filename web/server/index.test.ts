/**
 * @jest-environment node
 */
/** The site origin's routing and SEO files (Jest, project web, in Node). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { PUBLIC_PATHS, buildSitemap, encodedVariant, routeOf } from './index'
import { precompress } from './precompress'
import { previewHeaders, siteHeaders } from './security'

describe('site origin', () => {
  test('routes the sitemap and robots to the SEO handler, media to the CMS', () => {
    expect(routeOf('/sitemap.xml')).toBe('seo')
    expect(routeOf('/robots.txt')).toBe('seo')
    expect(routeOf('/media/banner.jpg')).toBe('cms')
    expect(routeOf('/api/media/file/x.jpg')).toBe('cms')
    expect(routeOf('/api/v1/contact')).toBe('api')
    expect(routeOf('/ar/faq')).toBe('static')
  })

  test('lists every public page and provider in both languages with alternates', () => {
    const xml = buildSitemap('https://site.example', ['medical-park', 'estethica'])
    for (const lang of ['en', 'ar']) {
      for (const p of PUBLIC_PATHS)
        expect(xml.includes(`<loc>https://site.example/${lang}/${p}</loc>`), `${lang}/${p}`).toBeTruthy()
      expect(xml.includes(`<loc>https://site.example/${lang}/health-providers/estethica</loc>`)).toBeTruthy()
    }
    expect(xml.includes('hreflang="x-default" href="https://site.example/en/faq"')).toBeTruthy()
    expect(xml.match(/<url>/g)?.length).toBe((PUBLIC_PATHS.length + 2) * 2)
  })
})

describe('compressed static files', () => {
  test('picks brotli, then gzip, from what the browser accepts and what was precompressed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const js = path.join(dir, 'app.js')
    writeFileSync(js, 'console.log("hello");\n'.repeat(200))
    writeFileSync(path.join(dir, 'tiny.js'), 'x')
    writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(4096))
    expect(precompress(dir), 'only the compressible file above the size floor').toBe(1)
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).length).toBe(22 * 200)
    expect(encodedVariant(js, 'gzip, deflate, br')).toStrictEqual({ coding: 'br', file: `${js}.br` })
    expect(encodedVariant(js, 'gzip')).toStrictEqual({ coding: 'gzip', file: `${js}.gz` })
    expect(encodedVariant(js, 'br;q=0, gzip')).toStrictEqual({ coding: 'gzip', file: `${js}.gz` })
    expect(encodedVariant(js, '')).toBe(null)
    expect(encodedVariant(path.join(dir, 'tiny.js'), 'br')).toBe(null)
    expect(encodedVariant(path.join(dir, 'photo.jpg'), 'br')).toBe(null)
  })
})

describe('previews of drafts', () => {
  test('may be framed by the site itself only, and are never stored or indexed', () => {
    const csp = siteHeaders({ https: true, scriptHashes: [] })['content-security-policy']!
    expect(csp).toContain("frame-ancestors 'none'")
    const headers = previewHeaders(csp)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy']).not.toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']!.replace("frame-ancestors 'self'", '')).toBe(
      csp.replace("frame-ancestors 'none'", ''),
    )
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['cache-control']).toBe('no-store')
    expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  })
})
