import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { focusTemporarily, mainHeading, skipTarget } from '../components/SkipLink'

/** How long a new screen may take to show its heading (its code or its content loading). */
export const HEADING_WAIT_MS = 3000
const POLL_MS = 50

/** The new screen is there: no page spinner, and a main heading with text (or the wait is over). */
const shownHeading = () => {
  if (document.querySelector('[data-testid="page-spinner"]')) return null
  const heading = mainHeading()
  return heading?.textContent?.trim() ? heading : null
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
  useLayoutEffect(() => {
    if (shown.current !== pathname) before.current = document.activeElement
  }, [pathname])

  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const started = Date.now()
    let timer = 0
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
      if (to && !screenMovedFocus) focusTemporarily(to, { preventScroll: true })
      setMessage(document.title)
    }
    // The live region is emptied first, so the same title twice is still read out.
    setMessage('')
    timer = window.setTimeout(settle, POLL_MS)
    return () => window.clearTimeout(timer)
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
