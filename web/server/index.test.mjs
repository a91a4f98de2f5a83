// @vitest-environment node
import { PUBLIC_PATHS, buildSitemap, routeOf } from './index.mjs'

describe('site origin', () => {
  it('routes the sitemap and robots to the SEO handler, media to the CMS', () => {
    expect(routeOf('/sitemap.xml')).toBe('seo')
    expect(routeOf('/robots.txt')).toBe('seo')
    expect(routeOf('/media/banner.jpg')).toBe('cms')
    expect(routeOf('/api/media/file/x.jpg')).toBe('cms')
    expect(routeOf('/api/v1/contact')).toBe('api')
    expect(routeOf('/ar/faq')).toBe('static')
  })

  it('lists every public page and provider in both languages with alternates', () => {
    const xml = buildSitemap('https://site.example', ['medical-park', 'estethica'])
    for (const lang of ['en', 'ar']) {
      for (const p of PUBLIC_PATHS) expect(xml).toContain(`<loc>https://site.example/${lang}/${p}</loc>`)
      expect(xml).toContain(`<loc>https://site.example/${lang}/health-providers/estethica</loc>`)
    }
    expect(xml).toContain('hreflang="x-default" href="https://site.example/en/faq"')
    expect(xml.match(/<url>/g)).toHaveLength((PUBLIC_PATHS.length + 2) * 2)
  })
})
