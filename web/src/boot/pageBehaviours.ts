/**
 * What a rendered page does on its own, before (and without) the app (entryLoader.ts runs it
 * inline; the app's components do the same with the same modules once it is live):
 * - the header turns solid after a scroll of more than 50 px (solidHeader.ts);
 * - the hamburger opens the mobile menu (mobileMenu.ts);
 * - the language switch switches (languageSwitch.ts), and takes the focus back after the load
 *   it caused;
 * - reviews say when they were written at reading time (`<time data-relative>`), and show after
 *   the spec's 800 ms (`data-reveal-after`, Reviews.tsx).
 * Nothing here runs once the app is live (`<html data-hydrated>`).
 */
import { relativeTime } from '@medtour/cms/shared/relativeTime'

import { focusSwitchAfterReload, switchLanguage } from '../app/languageSwitch'
import { MENU_DIALOG, MENU_TOGGLE, attachMobileMenu, closeMobileMenu } from '../app/layout/mobileMenu'
import { watchSolid } from '../app/layout/solidHeader'
import { isLang } from '../lib/lang'
import { reloadTo } from '../lib/navigation'

const live = () => document.documentElement.hasAttribute('data-hydrated')

const LATER = '[data-reveal-after]'

/**
 * Each `[data-reveal-after=ms]` element shows, and its `[data-hide-after=ms]` sibling hides, after
 * `ms` (unless the app is live by then: it decides); the times in it are said at that moment,
 * when they are read, in either case.
 */
export const revealLater = (root: ParentNode = document): void => {
  for (const el of root.querySelectorAll<HTMLElement>(LATER)) {
    const ms = Number(el.dataset.revealAfter)
    const placeholder = el.parentElement?.querySelector<HTMLElement>(':scope > [data-hide-after]')
    window.setTimeout(
      () => {
        // Said even when the app went live meanwhile: hydration keeps the text the page came
        // with (the app's would be the same), so the times would say the cached render's words.
        sayRelativeTimes(el)
        if (live()) return
        el.hidden = false
        if (placeholder) placeholder.hidden = true
      },
      Number.isFinite(ms) ? ms : 0,
    )
  }
}

/**
 * Says each `<time data-relative>` under `root` in its `lang`, as at `now` (`pick` chooses which).
 * The page's first run leaves those shown later to revealLater: the first use of the language's
 * date formats costs the phone time it spends better drawing the page.
 */
export const sayRelativeTimes = (
  root: ParentNode = document,
  now = new Date(),
  pick: (time: HTMLTimeElement) => boolean = () => true,
): void => {
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    if (!pick(time)) continue
    const lang = time.lang
    if (isLang(lang) && time.dateTime) time.textContent = relativeTime(time.dateTime, lang, now)
  }
}

export const startPageBehaviours = (): void => {
  const header = document.querySelector<HTMLElement>('header[data-site-header]')
  if (header) watchSolid(header)
  attachMobileMenu(
    document.querySelector<HTMLElement>(MENU_TOGGLE),
    document.querySelector<HTMLDialogElement>(MENU_DIALOG),
  )
  sayRelativeTimes(document, new Date(), (time) => !time.closest(LATER))
  revealLater()
  const languageSwitch = document.querySelector<HTMLAnchorElement>('a[data-language-switch]')
  focusSwitchAfterReload(languageSwitch)
  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-language-switch]') : null
      if (!(link instanceof HTMLAnchorElement) || live() || event.defaultPrevented) return
      const target = link.hreflang
      if (!isLang(target)) return
      event.preventDefault()
      switchLanguage({
        target,
        href: link.href,
        reload: reloadTo,
        onBeforeSwitch: () => closeMobileMenu(document.querySelector<HTMLDialogElement>(MENU_DIALOG)),
      })
    },
    true,
  )
}
