/**
 * Preview mode: the panel's live preview (cms/src/content/preview.ts) shows a page of the site in
 * a frame, at an address carrying `?preview=<token>`. The token is read once, when the site
 * starts, and checked with the cms (`GET /api/site-preview`, with the panel's session cookie):
 * while it is checked the content queries wait, so the published page does not flash before the
 * draft; once accepted they ask for drafts (`usePreviewQuery`), which the cms gives to a signed-in
 * editor only; refused, the site shows what is published, and says so.
 *
 * Without the parameter (every visitor, and every page the origin renders) the state is 'off':
 * nothing is fetched, no markup is added and the queries are sent exactly as before. No Apollo
 * here: this module is in the first load (app/App.tsx); the live part is lib/PreviewBridge.tsx.
 */
import type { DocumentNode } from 'graphql'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import type { PreviewAnswer } from './previewCheck'

export type PreviewState = 'off' | 'checking' | 'on' | 'refused'

export interface Preview {
  /** Drafts are shown: the cms accepted the token for the editor signed in to the panel. */
  active: boolean
  state: PreviewState
  /** When refused: why. */
  reason?: string
}

/** The search parameter of a preview address. */
export const PREVIEW_PARAM = 'preview'

const OFF: Preview = { active: false, state: 'off' }
const CHECKING: Preview = { active: false, state: 'checking' }
const ON: Preview = { active: true, state: 'on' }

const PreviewContext = createContext<Preview>(OFF)

/** Whether the site shows drafts ('off' outside a PreviewProvider). */
export const usePreview = () => useContext(PreviewContext)

/** Reads `?preview=` once (inside the router) and checks it; renders nothing of its own. */
export function PreviewProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation()
  const [token] = useState(() => new URLSearchParams(search).get(PREVIEW_PARAM) || null)
  const [preview, setPreview] = useState<Preview>(token ? CHECKING : OFF)
  // One request, also when StrictMode runs the effect twice.
  const asked = useRef<Promise<PreviewAnswer> | null>(null)

  useEffect(() => {
    if (!token) return
    let current = true
    // The check is its own chunk: only a preview address (the panel's frame) loads it.
    // A chunk that fails to download (offline, a newer deploy) is a refusal, not a wait for ever.
    asked.current ??= import('./previewCheck').then(
      ({ verifyPreview }) => verifyPreview(token),
      (): PreviewAnswer => ({ ok: false, reason: 'invalid' }),
    )
    void asked.current.then((answer) => {
      if (current) setPreview(answer.ok ? ON : { active: false, state: 'refused', reason: answer.reason })
    })
    return () => {
      current = false
    }
  }, [token])

  return <PreviewContext.Provider value={preview}>{children}</PreviewContext.Provider>
}

/**
 * The document and options of a content query that shows the draft while previewing: `draft`
 * is the same query with `$draft: Boolean` (lib/draftQuery.ts), asked from the network each time,
 * and asked again by lib/PreviewBridge.tsx without the page going back to its loading state.
 * Not previewing, the published query goes with its variables unchanged (the origin caches and
 * server-renders it by its URL); while the token is checked it waits (`skip`: Apollo then
 * reports no loading, hence `waiting`).
 */
export function usePreviewQuery<V extends Record<string, unknown>>(
  published: DocumentNode,
  draft: DocumentNode,
  variables: V,
) {
  const { active, state } = usePreview()
  if (active)
    return {
      query: draft,
      options: {
        variables: { ...variables, draft: true },
        fetchPolicy: 'network-only' as const,
        notifyOnNetworkStatusChange: false,
      },
      waiting: false,
    }
  if (state === 'checking') return { query: published, options: { variables, skip: true }, waiting: true }
  return { query: published, options: { variables }, waiting: false }
}
