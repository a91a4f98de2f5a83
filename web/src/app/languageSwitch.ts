/**
 * The language switch's behaviour (spec §2), without React: the app's switch (useLanguageSwitch)
 * and a rendered page that has not started the app yet (src/boot/pageBehaviours.ts) do the same.
 * It closes the mobile menu, waits 300 ms, keeps the new language (localStorage and the `i18next`
 * cookie) and loads the same path with the prefix swapped; the page that loads gives the focus
 * back to the switch (WCAG 2.4.3).
 */
import type { Lang } from '../lib/lang'
import { keepLanguage } from './i18nPlugins'
import { LANGUAGE_SWITCH_DELAY_MS } from './layout/layoutRules'

/** Set while the page reloads in the other language: the switch takes the focus back. */
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

export interface SwitchOptions {
  target: Lang
  href: string
  /** Runs at once (closes the mobile menu). */
  onBeforeSwitch?: () => void
  /** Loads the new address (a full load by default). */
  reload: (href: string) => void
  delayMs?: number
}

export const switchLanguage = ({
  target,
  href,
  onBeforeSwitch,
  reload,
  delayMs = LANGUAGE_SWITCH_DELAY_MS,
}: SwitchOptions): void => {
  onBeforeSwitch?.()
  session.set(SWITCH_FOCUS_KEY, '1')
  window.setTimeout(() => {
    keepLanguage(target)
    reload(href)
  }, delayMs)
}

/** After the load a switch brought, `el` (the shown switch) takes the focus; true when it did. */
export const focusSwitchAfterReload = (el: HTMLElement | null | undefined): boolean => {
  if (!el || session.get(SWITCH_FOCUS_KEY) !== '1' || !el.getClientRects().length) return false
  session.set(SWITCH_FOCUS_KEY, null)
  el.focus()
  return true
}
