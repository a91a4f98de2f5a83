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
