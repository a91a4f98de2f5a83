/**
 * @jest-environment node
 */
/**
 * The origin's answers before any script runs (issue 18): redirects by cookie and
 * Accept-Language, 404 for unknown paths, the head of every screen in its language. Served from
 * a small build (index.html and the locale files) without server rendering.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dist = mkdtempSync(path.join(tmpdir(), 'origin-routing-'))
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="" /><title>Medical Tourism Turkey</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
)
const locales = {
  en: {
    common: {
      site: { name: 'Medical Tourism Turkey', description: 'Certified hospitals' },
      errors: { notFound: { message: 'Page not found', description: 'Gone' } },
    },
    account: { login: { title: 'Log in', description: 'Log in to your account' } },
    booking: { list: { title: 'Find a doctor', description: 'Search doctors' } },
  },
  ar: {
    common: {
      site: { name: 'السياحة العلاجية في تركيا', description: 'مستشفيات معتمدة' },
      errors: { notFound: { message: 'الصفحة غير موجودة', description: 'غير موجودة' } },
    },
    account: { login: { title: 'تسجيل الدخول', description: 'سجّل الدخول' } },
    booking: { list: { title: 'ابحث عن طبيب', description: 'ابحث عن أطباء' } },
  },
}
for (const [lang, files] of Object.entries(locales)) {
  mkdirSync(path.join(dist, 'locales', lang), { recursive: true })
  for (const [ns, json] of Object.entries(files))
    writeFileSync(path.join(dist, 'locales', lang, `${ns}.json`), JSON.stringify(json))
}
// A built entry loader: the CSP must allow it as the rendered pages inline it.
const serverDist = mkdtempSync(path.join(tmpdir(), 'origin-routing-server-'))
const LOADER = '(function(){/* the entry loader */})()'
writeFileSync(path.join(serverDist, 'entry-loader.js'), `${LOADER}\n`)
process.env.WEB_DIST = dist
process.env.WEB_SERVER_DIST = serverDist
process.env.SSR = 'false'
process.env.SITE_URL = 'https://site.example'
process.env.CMS_URL = 'http://127.0.0.1:9'

let server: Server
let base: string
beforeAll(async () => {
  // Imported once the environment above is set: the origin reads its configuration at load.
  ;({ server } = await import('./index'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers, redirect: 'manual' })

describe('redirects from the origin', () => {
  test('a path without a language goes to the cookie, then Accept-Language, then English', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/', {}, '/en/'],
      ['/about-us', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }, '/ar/about-us'],
      ['/about-us?x=1', { cookie: 'i18next=ar', 'accept-language': 'en' }, '/ar/about-us?x=1'],
      ['/', { cookie: 'i18next=en', 'accept-language': 'ar' }, '/en/'],
      ['/fr/faq', { 'accept-language': 'ru' }, '/en/fr/faq'],
    ]
    for (const [from, headers, to] of cases) {
      const res = await get(from, headers)
      expect(res.status, from).toBe(302)
      expect(res.headers.get('location'), from).toBe(to)
      expect(res.headers.get('vary')).toMatch(/Cookie, Accept-Language/)
    }
  })

  test('unknown medical-tourism pages go to the language root; a missing file is a plain 404', async () => {
    const res = await get('/ar/medical-tourism/nothing-here')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/ar/')
    expect((await get('/assets/old-chunk.js')).status).toBe(404)
  })
})

describe('status and head of the first HTML', () => {
  test('an unknown path under a language is a 404 in that language, noindex', async () => {
    for (const [lang, title] of [
      ['en', 'Page not found | Medical Tourism Turkey'],
      ['ar', 'الصفحة غير موجودة | السياحة العلاجية في تركيا'],
    ]) {
      const res = await get(`/${lang}/no-such-page`)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`))
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toContain('<meta name="robots" content="noindex" />')
      expect(html).not.toMatch(/rel="canonical"/)
      expect(html).toContain('<div id="root"></div>')
    }
  })

  test('a screen drawn in the browser has its title, description, canonical and hreflang', async () => {
    const res = await get('/ar/doctor-list')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    expect(html).toContain('<title>ابحث عن طبيب | السياحة العلاجية في تركيا</title>')
    expect(html).toContain('<meta name="description" content="ابحث عن أطباء" />')
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(html).toContain('<link rel="canonical" href="https://site.example/ar/doctor-list" />')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://site.example/en/doctor-list" />')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/en/doctor-list" />')
    expect(html).toContain('<meta property="og:title" content="ابحث عن طبيب | السياحة العلاجية في تركيا" />')
    expect(html).not.toMatch(/name="robots"/)
  })

  test('login, account and admin screens are noindex; a revalidation gets a 304', async () => {
    for (const pathname of ['/en/login', '/ar/account-profile', '/en/admin/users', '/en/medical-success']) {
      const res = await get(pathname)
      expect(res.status, pathname).toBe(200)
      expect(await res.text(), pathname).toContain('<meta name="robots" content="noindex" />')
    }
    const first = await get('/en/login')
    expect(await first.text()).toContain('<title>Log in | Medical Tourism Turkey</title>')
    const again = await get('/en/login', { 'if-none-match': first.headers.get('etag') ?? '' })
    expect(again.status).toBe(304)
  })
})

describe('security headers of the first HTML', () => {
  test("scripts: the origin's own, and the entry loader by the hash of the text rendered pages inline", async () => {
    const csp = (await get('/en/login')).headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256').update(LOADER).digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' https://embed.tawk.to https://*.tawk.to;`)
  })
})
