/** i18next for tests: the real translation files, bundled instead of fetched. */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import arCommon from '../../public/locales/ar/common.json'
import arContact from '../../public/locales/ar/contact.json'
import arProviders from '../../public/locales/ar/providers.json'
import enCommon from '../../public/locales/en/common.json'
import enContact from '../../public/locales/en/contact.json'
import enProviders from '../../public/locales/en/providers.json'

export const resources = {
  en: { common: enCommon, providers: enProviders, contact: enContact },
  ar: { common: arCommon, providers: arProviders, contact: arContact },
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
          ns: ['common', 'providers', 'contact'],
          defaultNS: 'common',
          interpolation: { escapeValue: false },
          react: { useSuspense: false },
        })
        .then(() => i18n)
