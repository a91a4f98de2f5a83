import type { Lang } from './lang'

export interface Screen {
  key: string
  /** `namespace:key` of the screen's title in the locale files. */
  title: string
  description?: string
  index: boolean
  prefix?: boolean
}

export type SiteRoute =
  | { kind: 'unprefixed' }
  | { kind: 'redirect'; lang: Lang; rest: string; location: string }
  | { kind: 'page'; lang: Lang; rest: string; index: true }
  | { kind: 'screen'; lang: Lang; rest: string; index: boolean; screen: Screen }
  | { kind: 'notFound'; lang: Lang; rest: string; index: false }

export type HeadTag = ['meta' | 'link', Record<string, string>]

export declare const SITE_LANGS: readonly Lang[]
export declare const PUBLIC_PATHS: readonly string[]
export declare const SCREENS: Record<string, Omit<Screen, 'key'>>
export declare const siteRoute: (pathname: string) => SiteRoute
export declare const preferredLang: (request?: { cookie?: string; acceptLanguage?: string }) => Lang
export declare const withLang: (pathname: string, lang: Lang) => string
export declare const documentTitle: (title: string | null | undefined, siteName: string) => string
export declare const headTags: (page: {
  origin: string
  pathname: string
  lang: Lang
  siteName?: string
  title?: string
  description?: string | null
  image?: string | null
  index?: boolean
  canonical?: string
}) => HeadTag[]
export declare const tagSelector: (tag: HeadTag) => string
