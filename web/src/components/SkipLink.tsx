import { chakra } from '@chakra-ui/react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** The id of the site's `<main>` (SiteLayout), the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * What a layout inside `<main>` puts on its content column (the account and admin pages, whose
 * side navigation comes first): the skip link and the route focus go there instead of `<main>`.
 */
export const SKIP_TARGET_PROPS = { 'data-skip-target': '', _focus: { outline: 'none', boxShadow: 'none' } }

/** The innermost skip target of the page: a layout's content column, else `<main>`. */
export function skipTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID)
  const inner = main?.querySelectorAll<HTMLElement>('[data-skip-target]')
  return inner?.length ? inner[inner.length - 1]! : main
}

/**
 * Makes an element that is not a tab stop (a heading, the content) focusable by script until it
 * has had the focus and lost it, so clicks in the content do not focus it afterwards.
 */
function focusableOnce(el: HTMLElement) {
  if (el.hasAttribute('tabindex')) return el
  el.setAttribute('tabindex', '-1')
  el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true })
  return el
}

export function focusTemporarily(el: HTMLElement, options?: FocusOptions) {
  focusableOnce(el).focus(options)
}

/** The screen's main heading (in the skip target, else anywhere in `<main>`), if it has one. */
export function mainHeading(): HTMLElement | null {
  const target = skipTarget()
  return target?.querySelector<HTMLElement>('h1') ?? target?.closest('main')?.querySelector<HTMLElement>('h1') ?? null
}

/**
 * Where a menu drawer closed by following one of its links returns the focus (its `finalFocusEl`):
 * the new screen's heading, as the route focus does, rather than the drawer's trigger.
 */
export function screenFocusTarget(): HTMLElement | null {
  const el = mainHeading() ?? skipTarget()
  return el ? focusableOnce(el) : null
}

/**
 * "Skip to main content" (WCAG 2.4.1): the page's first tab stop, shown only while it has the
 * focus; it moves the focus to the content (without a #fragment in the address).
 */
export function SkipLink() {
  const { t } = useTranslation()
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = skipTarget()
    if (!target) return
    event.preventDefault()
    focusTemporarily(target)
  }
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="popover"
      px="4"
      py="3"
      rounded="md"
      bg="white"
      color="brand.900"
      fontWeight="semibold"
      shadow="lg"
      // Off screen (not display:none, so it stays the first tab stop) until it has the focus.
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      {t('a11y.skipToContent')}
    </chakra.a>
  )
}
