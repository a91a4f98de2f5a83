/**
 * When a page the origin rendered starts the site's scripts (entryLoader.ts runs this inline, in
 * the page, before any script of the build).
 *
 * The page is readable and its links work before any script has run; the entry script is added
 * once the page has been shown, so the largest paint does not compete with the scripts for the
 * network or the main thread:
 * - at once for a signed-in visitor (whose page the browser renders anew);
 * - otherwise after the load event and, when the page preloads its banner image, after the
 *   banner's largest paint was reported (1 s after load at most), then one frame later;
 * - in any case after 3 s.
 * The entry is added once, whichever comes first.
 */

/**
 * The addresses the banner may be painted from: the preload's `href` and, when it has an
 * `imagesrcset`, each of its candidates (the browser paints the one it chose for the window).
 */
const bannerAddresses = (hero: HTMLLinkElement): string[] => {
  const addresses = (hero.getAttribute('imagesrcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
    .map((address) => {
      try {
        return new URL(address, document.baseURI).href
      } catch {
        return ''
      }
    })
  return [hero.href, ...addresses].filter(Boolean)
}

/** Adds the module script `entry` (an address) to the page once it has been shown. */
export const startEntryWhenShown = (entry: string): void => {
  let started = false
  const go = () => {
    if (started) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = entry
    document.head.appendChild(script)
  }
  try {
    if (localStorage.getItem('user')) go()
  } catch {
    /* no storage (a privacy mode): treated as signed out */
  }
  const hero = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')
  const banner = hero ? bannerAddresses(hero) : []
  let painted = !hero
  let loaded = false
  const next = () => {
    if (painted && loaded) requestAnimationFrame(() => setTimeout(go, 0))
  }
  if (hero) {
    try {
      new PerformanceObserver((list) => {
        for (const paint of list.getEntries()) {
          if ('url' in paint && typeof paint.url === 'string' && banner.includes(paint.url)) {
            painted = true
            next()
          }
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    } catch {
      // No largest-paint timing in this browser: the load event alone decides.
      painted = true
    }
  }
  addEventListener('load', () => {
    loaded = true
    next()
    setTimeout(() => {
      painted = true
      next()
    }, 1000)
  })
  setTimeout(go, 3000)
}
