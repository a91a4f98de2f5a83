/**
 * i18next as the spec says (§4, §7): detection order path, html tag, cookie, localStorage,
 * sessionStorage, navigator; the choice is kept in localStorage `i18nextLng` and the cookie
 * `i18next` (path /); fallback en; translation files over HTTP per language and namespace,
 * retried up to 5 times from 350 ms doubling, at most 10 reads in parallel (the detector and the
 * file reader are in i18nPlugins.ts).
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { DEFAULT_LANG, LANGUAGES, type Lang, isLang } from '../lib/lang'
import { languageDetector, localesBackend } from './i18nPlugins'
import { NAMESPACES } from './namespaces'

export { NAMESPACES } from './namespaces'

export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly' as const,
  fallbackLng: DEFAULT_LANG,
  // All namespaces load in parallel at start (they are small): a namespace first needed deep in a
  // page would otherwise suspend and remount the whole page.
  ns: [...NAMESPACES],
  defaultNS: 'common',
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
}

export const initI18n = () =>
  i18n
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init(I18N_OPTIONS)
    .then(() => i18n)

/** The active site language (never a regional variant). */
export const currentLang = (): Lang => {
  const lng = (i18n.resolvedLanguage || i18n.language || '').slice(0, 2)
  return isLang(lng) ? lng : DEFAULT_LANG
}

export default i18n
