import { type RefObject, useCallback, useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { otherLang, swapLangPrefix, switchLabel } from '../lib/lang'
import { reloadTo } from '../lib/navigation'
import { LANGUAGE_SWITCH_DELAY_MS } from './layout/layoutRules'
import { useLang } from '../lib/LangContext'
import { storeLang } from './i18n'

/** Set while the page reloads in the other language: the switch takes the focus back (WCAG 2.4.3). */
export const SWITCH_FOCUS_KEY = 'a11y:focus-language-switch'

const session = {
  get: (key: string) => {
    try {
      return window.sessionStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) window.sessionStorage.removeItem(key)
      else window.sessionStorage.setItem(key, value)
    } catch {
      // Storage refused (private mode): the focus starts at the top of the page, as on any load.
    }
  },
}

/** After the reload a language switch brought, the shown switch (of the header or the app bar) has the focus again. */
export function useSwitchFocusAfterReload(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el || session.get(SWITCH_FOCUS_KEY) !== '1' || !el.getClientRects().length) return
    session.set(SWITCH_FOCUS_KEY, null)
    el.focus()
  }, [ref])
}

interface Options {
  /** Runs at once (closes the mobile menu). */
  onBeforeSwitch?: () => void
  /** Loads the new address (a full reload by default). */
  reload?: (href: string) => void
  delayMs?: number
}

/**
 * The language switch (spec §2): shows the other language's name, closes the mobile menu,
 * waits 300 ms, stores the new language and reloads the same path with the prefix swapped; the
 * reloaded page gives the focus back to the switch (useSwitchFocusAfterReload).
 */
export function useLanguageSwitch({
  onBeforeSwitch,
  reload = reloadTo,
  delayMs = LANGUAGE_SWITCH_DELAY_MS,
}: Options = {}) {
  const lang = useLang()
  const { pathname, search, hash } = useLocation()
  const target = otherLang(lang)
  const href = `${swapLangPrefix(pathname, target)}${search}${hash}`
  const switchLanguage = useCallback(() => {
    onBeforeSwitch?.()
    session.set(SWITCH_FOCUS_KEY, '1')
    window.setTimeout(() => {
      storeLang(target)
      reload(href)
    }, delayMs)
  }, [onBeforeSwitch, target, href, reload, delayMs])
  return { label: switchLabel(lang), target, href, switchLanguage }
}
