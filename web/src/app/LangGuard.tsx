import { LocaleProvider } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom'

import { FullScreenSpinner } from '../components/FullScreenSpinner'
import { chakraLocaleOf, dirOf, isLang, swapLangPrefix } from '../lib/lang'
import { LangContext } from '../lib/LangContext'
import { currentLang } from './i18n'

/** `/` is home: go to the current language's root, replacing history. */
export function RootRedirect() {
  const { search, hash } = useLocation()
  return <Navigate to={`/${currentLang()}/${search}${hash}`} replace />
}

/**
 * The `/{lang}/` prefix: a path without a valid prefix is redirected under the current language
 * (history replaced); a valid one sets i18next, `<html dir lang>` and Chakra's locale (mirroring).
 */
export function LangGuard() {
  const { lang } = useParams()
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const { i18n } = useTranslation()
  const valid = isLang(lang)
  const active = valid && i18n.resolvedLanguage === lang

  useEffect(() => {
    if (valid && !active) void i18n.changeLanguage(lang)
  }, [valid, active, lang, i18n])

  useEffect(() => {
    if (!valid) return
    document.documentElement.lang = lang
    document.documentElement.dir = dirOf(lang)
  }, [valid, lang])

  // Another tab changed the language: follow it on the same path (the chat widget follows the language).
  const here = useRef({ pathname, search })
  here.current = { pathname, search }
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== 'i18nextLng' || !isLang(event.newValue) || event.newValue === lang) return
      navigate(`${swapLangPrefix(here.current.pathname, event.newValue)}${here.current.search}`, {
        replace: true,
      })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [lang, navigate])

  if (!valid) return <Navigate to={`/${currentLang()}${pathname}${search}${hash}`} replace />
  if (!active) return <FullScreenSpinner />
  return (
    <LangContext.Provider value={lang}>
      <LocaleProvider locale={chakraLocaleOf(lang)}>
        <Outlet />
      </LocaleProvider>
    </LangContext.Provider>
  )
}
