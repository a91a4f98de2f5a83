/** i18next for tests: the real translation files, bundled instead of fetched. */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { NAMESPACES } from '../app/i18n'

const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
})

export const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [path, data] of Object.entries(files)) {
  const [, lang, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path)!
  ;(resources[lang!] ??= {})[ns!] = data
}

export const initTestI18n = () =>
  i18n.isInitialized
    ? Promise.resolve(i18n)
    : i18n
        .use(initReactI18next)
        .init({
          resources,
          lng: 'en',
          supportedLngs: ['en', 'ar'],
          fallbackLng: 'en',
          ns: [...NAMESPACES],
          defaultNS: 'common',
          interpolation: { escapeValue: false },
          react: { useSuspense: false },
        })
        .then(() => i18n)
