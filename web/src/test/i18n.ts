/** i18next for tests: the real translation files, read from public/locales instead of fetched. */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { NAMESPACES } from '../app/i18n'

const LOCALES = path.join(__dirname, '../../public/locales')

export const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const lang of readdirSync(LOCALES)) {
  for (const file of readdirSync(path.join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
    ;(resources[lang] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(path.join(LOCALES, lang, file), 'utf8'),
    )
  }
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
