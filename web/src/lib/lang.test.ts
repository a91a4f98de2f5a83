import { langOfPath, localizeHref, swapLangPrefix, switchLabel } from './lang'

describe('language helpers', () => {
  it('swaps the prefix and keeps the path', () => {
    expect(swapLangPrefix('/en/health-providers/dunyagoz', 'ar')).toBe('/ar/health-providers/dunyagoz')
    expect(swapLangPrefix('/ar/', 'en')).toBe('/en/')
    expect(swapLangPrefix('/ar', 'en')).toBe('/en/')
    expect(swapLangPrefix('/about-us', 'ar')).toBe('/ar/about-us')
  })
  it('shows the other language by its own name', () => {
    expect(switchLabel('ar')).toBe('English')
    expect(switchLabel('en')).toBe('العربية')
  })
  it('reads the prefix', () => {
    expect(langOfPath('/ar/faq')).toBe('ar')
    expect(langOfPath('/fr/faq')).toBeUndefined()
  })
  it('shows CMS links under the current language', () => {
    expect(localizeHref('/cities/antalya', 'ar')).toBe('/ar/cities/antalya')
    expect(localizeHref('/en/faq', 'ar')).toBe('/en/faq')
    expect(localizeHref('https://example.com', 'ar')).toBe('https://example.com')
  })
})
