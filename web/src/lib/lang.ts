/** The two site languages (spec §2): every route lives under /{lang}/. */
export const LANGUAGES = ['en', 'ar'] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = 'en'

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang)
export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr')
export const chakraLocaleOf = (lang: Lang) => (lang === 'ar' ? 'ar-SA' : 'en-US')
export const otherLang = (lang: Lang): Lang => (lang === 'ar' ? 'en' : 'ar')
/** The switch link shows the other language's own name. */
export const switchLabel = (lang: Lang) => (lang === 'ar' ? 'English' : 'العربية')

/** The language prefix of a path, if valid. */
export const langOfPath = (pathname: string): Lang | undefined => {
  const first = pathname.split('/')[1]
  return isLang(first) ? first : undefined
}

/** The same path under another language prefix (a path without a prefix gets one). */
export const swapLangPrefix = (pathname: string, lang: Lang) => {
  const rest = langOfPath(pathname) ? pathname.replace(/^\/[^/]+/, '') : pathname
  return `/${lang}${rest.startsWith('/') ? rest : `/${rest}`}`
}

/** Links written without a prefix in the CMS (e.g. /cities/antalya) shown under the current one. */
export const localizeHref = (href: string, lang: Lang) => {
  if (/^[a-z]+:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return href
  if (langOfPath(href)) return href
  return `/${lang}/${href.replace(/^\/+/, '')}`
}
