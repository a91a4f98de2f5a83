import './arabicFont.css'

import { type ReactNode, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/App'
import { initI18n } from './app/i18n'
import { preloadRenderedPage } from './app/routes'
import { getUser } from './lib/session'

// A module or stylesheet preload that fails rejects the lazy import: chunks.ts turns it into a
// ChunkLoadError and the error boundary shows the reload page.
const i18nReady = initI18n()

const root = document.getElementById('root')!

/**
 * Marks `<html data-hydrated>` once the page is live (the journeys wait for it): after the first
 * commit and the work React still has queued — it hydrates each Suspense boundary of a rendered
 * page in a later pass — when the browser next has nothing to do.
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    const mark = () => document.documentElement.setAttribute('data-hydrated', 'true')
    if (typeof window.requestIdleCallback !== 'function') return void window.setTimeout(mark, 50)
    const id = window.requestIdleCallback(() => window.requestIdleCallback(mark, { timeout: 1000 }), { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }, [])
  return children
}

const app = (
  <StrictMode>
    <Live>
      <App />
    </Live>
  </StrictMode>
)

// A public page the origin rendered (web/server/ssr.ts) is hydrated once the translations and
// the page's modules are in, so the first render matches the server's in one pass. The server
// renders for visitors: a signed-in user's page differs (app bar, no footer), so it is rendered
// anew in the browser — also once everything is in, so the rendered page stays on screen until
// the user's own replaces it in one commit, with no loading spinner between them.
if (root.hasAttribute('data-ssr')) {
  const ready = Promise.all([i18nReady, preloadRenderedPage(window.location.pathname).catch(() => undefined)])
  void ready.then(() => (getUser() === null ? hydrateRoot(root, app) : createRoot(root).render(app)))
} else {
  createRoot(root).render(app)
}
