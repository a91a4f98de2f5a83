import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { focusTemporarily, mainHeading, skipTarget } from '../components/SkipLink'

/** How long a new screen may take to show its heading (its code or its content loading). */
export const HEADING_WAIT_MS = 3000
const POLL_MS = 50

/** How long a menu closing after the navigation may try to take the focus back to its trigger. */
const RECLAIM_MS = 1000

/**
 * The new screen is there: no page spinner, nothing in the content still loading (`aria-busy`:
 * its heading and title may still change), and a main heading with text (or the wait is over).
 */
const shownHeading = () => {
  if (document.querySelector('[data-testid="page-spinner"], main [aria-busy="true"]')) return null
  const heading = mainHeading()
  return heading?.textContent?.trim() ? heading : null
}

/**
 * A menu whose item was followed closes after the navigation and hands the focus back to its
 * trigger (Chakra's Menu does): for a moment, until the user types or points, the focus returns
 * to the new screen's heading, as it does when the focus falls to <body>. Returns the way to stop
 * watching.
 */
const keepFocus = (to: HTMLElement, content: Element | null) => {
  const reclaim = (event: FocusEvent) => {
    const el = event.target
    if (el instanceof Element && el.matches('[aria-haspopup]') && !content?.contains(el))
      focusTemporarily(to, { preventScroll: true })
  }
  // A menu item removed while it held the focus drops it to <body>: back to the heading.
  const dropped = () =>
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body)
        focusTemporarily(to, { preventScroll: true })
    })
  const stop = () => {
    window.clearTimeout(timer)
    document.removeEventListener('focusin', reclaim)
    document.removeEventListener('focusout', dropped)
    document.removeEventListener('keydown', stop, true)
    document.removeEventListener('pointerdown', stop, true)
  }
  const timer = window.setTimeout(stop, RECLAIM_MS)
  document.addEventListener('focusin', reclaim)
  document.addEventListener('focusout', dropped)
  document.addEventListener('keydown', stop, true)
  document.addEventListener('pointerdown', stop, true)
  return stop
}

/**
 * Focus and announcement on navigation (WCAG 2.4.3, 4.1.3): when the path changes — not on the
 * first load, not when only the query or the #fragment does — the focus moves to the new
 * screen's main heading (else to the content) once it is shown, and the new document title is
 * read out in a polite live region. A screen that moved the focus itself (a dialog, a status
 * heading) keeps it.
 */
export function RouteFocus() {
  const { pathname } = useLocation()
  const [message, setMessage] = useState('')
  const shown = useRef(pathname)
  // What has the focus as the new screen is put in, before its own effects run (the link that
  // was followed, if it is still there).
  const before = useRef<Element | null>(null)
  // The title before the new screen's own effects set theirs.
  const oldTitle = useRef('')
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    before.current = document.activeElement
    oldTitle.current = document.title
  }, [pathname])

  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const started = Date.now()
    let timer = 0
    let stopReclaiming = () => {}
    const settle = () => {
      const target = skipTarget()
      const heading = shownHeading()
      if (!heading && Date.now() - started < HEADING_WAIT_MS) {
        timer = window.setTimeout(settle, POLL_MS)
        return
      }
      const focused = document.activeElement
      const screenMovedFocus =
        focused && focused !== document.body && focused !== before.current && target?.contains(focused)
      const to = heading ?? target
      if (to && !screenMovedFocus) {
        focusTemporarily(to, { preventScroll: true })
        stopReclaiming = keepFocus(to, target)
      }
      announce()
    }
    // The title is read out once the screen has set its own (its data may come after its heading).
    const announce = () => {
      if (document.title === oldTitle.current && Date.now() - started < HEADING_WAIT_MS) {
        timer = window.setTimeout(announce, POLL_MS)
        return
      }
      setMessage(document.title)
    }
    // The live region is emptied first, so the same title twice is still read out.
    setMessage('')
    timer = window.setTimeout(settle, POLL_MS)
    return () => {
      window.clearTimeout(timer)
      stopReclaiming()
    }
  }, [pathname])

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        margin: -1,
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {message}
    </div>
  )
}
