/**
 * The two i18next plugins the site needs, written for it (about a tenth of the size of
 * i18next-http-backend and i18next-browser-languagedetector, which carried options the site does
 * not use into every page's first load):
 *
 * - `localesBackend` reads `/locales/{lng}/{ns}.json` with fetch (the request index.html has
 *   already started, when it preloaded the file). A network failure, a timeout, a 429 or a 5xx
 *   asks i18next to retry (its `maxRetries` and `retryTimeout`, which double the wait each time);
 *   any other failure does not. i18next itself keeps to `maxParallelReads`.
 * - `languageDetector` looks, in the spec's order (§4), at the path's first segment, `<html lang>`,
 *   the `i18next` cookie, localStorage and sessionStorage `i18nextLng`, then the browser's
 *   languages, and gives i18next every candidate found in that order (it takes the first it
 *   supports, `ar-SA` as `ar`). A chosen language is kept in localStorage `i18nextLng` and in the
 *   `i18next` cookie (path /).
 */
import type { BackendModule, LanguageDetectorModule } from 'i18next'

export const STORAGE_KEY = 'i18nextLng'
export const COOKIE_NAME = 'i18next'
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const RETRY_STATUS = (status: number) => status === 408 || status === 429 || status >= 500

export const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`
    fetch(url).then(
      async (res) => {
        if (!res.ok) return callback(new Error(`${url}: HTTP ${res.status}`), RETRY_STATUS(res.status))
        try {
          callback(null, await res.json())
        } catch (err) {
          callback(err as Error, false)
        }
      },
      // The request did not reach the origin (offline, reset): worth another try.
      (err: Error) => callback(err, true),
    )
  },
}

const storage = (kind: 'localStorage' | 'sessionStorage') => {
  try {
    return window[kind].getItem(STORAGE_KEY)
  } catch {
    return null // storage switched off
  }
}

const cookie = (name: string) => {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** Every language the page and the browser name, most telling first (the spec's order). */
export const detectLanguages = (): string[] => {
  const found = [
    /^\/([a-zA-Z-]+)/.exec(window.location.pathname)?.[1],
    document.documentElement.getAttribute('lang'),
    cookie(COOKIE_NAME),
    storage('localStorage'),
    storage('sessionStorage'),
    ...(navigator.languages ?? []),
    navigator.language,
  ]
  return found.filter((lng, i): lng is string => !!lng && found.indexOf(lng) === i)
}

export const keepLanguage = (lng: string) => {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng)
  } catch {
    /* private mode: the cookie still holds it */
  }
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(lng)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init() {},
  detect: detectLanguages,
  cacheUserLanguage: (lng) => {
    if (lng !== 'cimode') keepLanguage(lng)
  },
}
