/**
 * @jest-environment node
 */
/** The site's one list of routes (lib/siteRoutes.mjs), used by the origin and the browser, and the router. */
import type { RouteObject } from 'react-router-dom'

import { routeTable } from './routes'
import { SCREENS, headTags, preferredLang, siteRoute, withLang } from '../lib/siteRoutes.mjs'

/** Every concrete path of the router under /:lang (without params or splats). */
const routerPaths = (routes: RouteObject[], base = ''): string[] =>
  routes.flatMap((route) => {
    const here = route.path ? (base ? `${base}/${route.path}` : route.path) : base
    return [...(route.path ? [here] : []), ...routerPaths(route.children ?? [], here)]
  })

describe('siteRoute', () => {
  test('sorts paths into pages, screens, redirects and not found', () => {
    expect(siteRoute('/en/')).toMatchObject({ kind: 'page', lang: 'en', rest: '', index: true })
    expect(siteRoute('/ar')).toMatchObject({ kind: 'page', lang: 'ar', rest: '' })
    expect(siteRoute('/ar/faq/')).toMatchObject({ kind: 'page', rest: 'faq' })
    expect(siteRoute('/en/cities/istanbul')).toMatchObject({ kind: 'page' })
    expect(siteRoute('/en/health-providers/no-such-clinic')).toMatchObject({ kind: 'page', index: true })
    expect(siteRoute('/en/medical-tourism/nothing-here')).toStrictEqual({
      kind: 'redirect',
      lang: 'en',
      rest: 'medical-tourism/nothing-here',
      location: '/en/',
    })
    expect(siteRoute('/ar/medical-tourism')).toMatchObject({ kind: 'redirect', location: '/ar/' })
    expect(siteRoute('/en/medical-tourism/why-medical-tourism')).toMatchObject({ kind: 'page' })
    expect(siteRoute('/en/doctor-list')).toMatchObject({ kind: 'screen', index: true })
    expect(siteRoute('/ar/login')).toMatchObject({
      kind: 'screen',
      index: false,
      screen: { title: 'account:login.title' },
    })
    expect(siteRoute('/en/admin/users')).toMatchObject({ kind: 'screen', index: false, screen: { key: 'admin' } })
    expect(siteRoute('/en/account-profile')).toMatchObject({ kind: 'screen', index: false })
    for (const path of ['/en/no-such-page', '/ar/turkey/nowhere', '/en/FAQ', '/en/cities/paris', '/en/login/x'])
      expect(siteRoute(path), path).toMatchObject({ kind: 'notFound', index: false })
    for (const path of ['/', '/about-us', '/fr/faq', '/english/', '/EN/faq'])
      expect(siteRoute(path), path).toStrictEqual({ kind: 'unprefixed' })
  })

  test("knows every route of the site's router, and every screen it lists is a route", () => {
    const lang = routeTable.find((route) => route.path === '/:lang')!
    const paths = routerPaths(lang.children ?? []).filter((path) => !path.includes(':') && !path.includes('*'))
    expect(paths.length).toBeGreaterThan(30)
    for (const path of paths) expect(siteRoute(`/en/${path}`).kind, path).not.toBe('notFound')
    for (const screen of Object.keys(SCREENS)) expect(paths, screen).toContain(screen)
  })
})

describe('preferredLang', () => {
  test('the cookie first, then Accept-Language by weight, then English', () => {
    expect(preferredLang({ cookie: 'a=1; i18next=ar', acceptLanguage: 'en' })).toBe('ar')
    expect(preferredLang({ cookie: 'i18next=en', acceptLanguage: 'ar' })).toBe('en')
    expect(preferredLang({ cookie: 'i18next=fr', acceptLanguage: 'ar-SA,ar;q=0.9,en;q=0.8' })).toBe('ar')
    expect(preferredLang({ acceptLanguage: 'ru-RU, en;q=0.5, ar;q=0.7' })).toBe('ar')
    expect(preferredLang({ acceptLanguage: 'ar;q=0, en;q=0.1' })).toBe('en')
    expect(preferredLang({ acceptLanguage: 'ru, de' })).toBe('en')
    expect(preferredLang()).toBe('en')
  })

  test('withLang swaps or adds the prefix', () => {
    expect(withLang('/en/faq', 'ar')).toBe('/ar/faq')
    expect(withLang('/ar', 'en')).toBe('/en')
    expect(withLang('/about-us', 'ar')).toBe('/ar/about-us')
  })
})

describe('headTags', () => {
  const base = { origin: 'https://site.example', lang: 'ar' as const, siteName: 'S', title: 'T | S', description: 'D' }

  test('an indexed page: canonical, hreflang en/ar/x-default, Open Graph and Twitter with its image', () => {
    const tags = headTags({ ...base, pathname: '/ar/faq', image: '/api/media/file/a.jpg' })
    const find = (key: string, value: string) => tags.find(([, attrs]) => attrs[key] === value)?.[1]
    expect(find('rel', 'canonical')?.href).toBe('https://site.example/ar/faq')
    expect(find('hreflang', 'en')?.href).toBe('https://site.example/en/faq')
    expect(find('hreflang', 'ar')?.href).toBe('https://site.example/ar/faq')
    expect(find('hreflang', 'x-default')?.href).toBe('https://site.example/en/faq')
    expect(find('property', 'og:image')?.content).toBe('https://site.example/api/media/file/a.jpg')
    expect(find('property', 'og:locale')?.content).toBe('ar_AR')
    expect(find('property', 'og:title')?.content).toBe('T | S')
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find('name', 'robots')).toBeUndefined()
  })

  test('a duplicate points at its original; a private page is noindex without canonical', () => {
    const duplicate = headTags({ ...base, pathname: '/en/health-providers/x', canonical: '/en/health-providers' })
    expect(duplicate.find(([, a]) => a.rel === 'canonical')?.[1].href).toBe('https://site.example/en/health-providers')
    const hidden = headTags({ ...base, pathname: '/en/login', index: false })
    expect(hidden.find(([, a]) => a.name === 'robots')?.[1].content).toBe('noindex')
    expect(hidden.some(([, a]) => a.rel === 'canonical' || a.hreflang)).toBe(false)
    expect(hidden.find(([, a]) => a.name === 'twitter:card')?.[1].content).toBe('summary')
  })
})
