import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'

import { otherLang, swapLangPrefix, switchLabel } from '../lib/lang'
import { reloadTo } from '../lib/navigation'
import { LANGUAGE_SWITCH_DELAY_MS } from './layout/layoutRules'
import { useLang } from '../lib/LangContext'
import { storeLang } from './i18n'

interface Options {
  /** Runs at once (closes the mobile menu). */
  onBeforeSwitch?: () => void
  /** Loads the new address (a full reload by default). */
  reload?: (href: string) => void
  delayMs?: number
}

/**
 * The language switch (spec §2): shows the other language's name, closes the mobile menu,
 * waits 300 ms, stores the new language and reloads the same path with the prefix swapped.
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
    window.setTimeout(() => {
      storeLang(target)
      reload(href)
    }, delayMs)
  }, [onBeforeSwitch, target, href, reload, delayMs])
  return { label: switchLabel(lang), target, href, switchLanguage }
}
