import { useEffect, useState } from 'react'

/** The spec's review delay (§7, §9): reviews are asked for 800 ms after the page's main content. */
export const REVIEW_DELAY_MS = 800

export function useDeferred(delayMs = REVIEW_DELAY_MS) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delayMs)
    return () => window.clearTimeout(timer)
  }, [delayMs])
  return ready
}
