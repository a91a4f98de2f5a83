/** The site origin's routing and SEO files (node:test; run by scripts/test.mjs's unit step). */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'

import { PUBLIC_PATHS, buildSitemap, routeOf } from './index.mjs'

describe('site origin', () => {
  test('routes the sitemap and robots to the SEO handler, media to the CMS', () => {
    assert.equal(routeOf('/sitemap.xml'), 'seo')
    assert.equal(routeOf('/robots.txt'), 'seo')
    assert.equal(routeOf('/media/banner.jpg'), 'cms')
    assert.equal(routeOf('/api/media/file/x.jpg'), 'cms')
    assert.equal(routeOf('/api/v1/contact'), 'api')
    assert.equal(routeOf('/ar/faq'), 'static')
  })

  test('lists every public page and provider in both languages with alternates', () => {
    const xml = buildSitemap('https://site.example', ['medical-park', 'estethica'])
    for (const lang of ['en', 'ar']) {
      for (const p of PUBLIC_PATHS)
        assert.ok(xml.includes(`<loc>https://site.example/${lang}/${p}</loc>`), `${lang}/${p}`)
      assert.ok(xml.includes(`<loc>https://site.example/${lang}/health-providers/estethica</loc>`))
    }
    assert.ok(xml.includes('hreflang="x-default" href="https://site.example/en/faq"'))
    assert.equal(xml.match(/<url>/g).length, (PUBLIC_PATHS.length + 2) * 2)
  })
})

describe('compressed static files', () => {
  test('picks brotli, then gzip, from what the browser accepts and what was precompressed', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const zlib = await import('node:zlib')
    const { encodedVariant } = await import('./index.mjs')
    const { precompress } = await import('./precompress.mjs')
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const js = path.join(dir, 'app.js')
    writeFileSync(js, 'console.log("hello");\n'.repeat(200))
    writeFileSync(path.join(dir, 'tiny.js'), 'x')
    writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(4096))
    assert.equal(precompress(dir), 1, 'only the compressible file above the size floor')
    assert.equal(zlib.brotliDecompressSync((await import('node:fs')).readFileSync(`${js}.br`)).length, 22 * 200)
    assert.deepEqual(encodedVariant(js, 'gzip, deflate, br'), { coding: 'br', file: `${js}.br` })
    assert.deepEqual(encodedVariant(js, 'gzip'), { coding: 'gzip', file: `${js}.gz` })
    assert.deepEqual(encodedVariant(js, 'br;q=0, gzip'), { coding: 'gzip', file: `${js}.gz` })
    assert.equal(encodedVariant(js, ''), null)
    assert.equal(encodedVariant(path.join(dir, 'tiny.js'), 'br'), null)
    assert.equal(encodedVariant(path.join(dir, 'photo.jpg'), 'br'), null)
  })
})
