import { type RefObject, useCallback, useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { otherLang, swapLangPrefix, switchLabel } from '../lib/lang'
import { reloadTo } from '../lib/navigation'
import { LANGUAGE_SWITCH_DELAY_MS } from './layout/layoutRules'
import { useLang } from '../lib/LangContext'
import { focusSwitchAfterReload, switchLanguage as switchTo } from './languageSwitch'

export { SWITCH_FOCUS_KEY } from './languageSwitch'

/** After the reload a language switch brought, the shown switch (of the header or the app bar) has the focus again. */
export function useSwitchFocusAfterReload(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    focusSwitchAfterReload(ref.current)
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
  const switchLanguage = useCallback(
    () => switchTo({ target, href, onBeforeSwitch, reload, delayMs }),
    [onBeforeSwitch, target, href, reload, delayMs],
  )
  return { label: switchLabel(lang), target, href, switchLanguage }
}
