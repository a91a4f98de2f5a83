/**
 * Live updates in preview mode (rendered by the layout only while drafts are shown): the panel
 * posts `{ type: 'payload-live-preview', data }` to the frame on every change of its form, and
 * autosaves the draft about 2 s later; so 2.5 s after the last message the page's queries are
 * asked again, and show the saved draft. The panel sends its messages once the page says it is
 * ready (Payload's live preview waits for `{ type: 'payload-live-preview', ready: true }`).
 * After each save (autosave included) the panel also posts `{ type: 'payload-document-event' }`:
 * the draft is in the database then, so the page asks again at once.
 */
import { useApolloClient } from '@apollo/client/react'
import { useEffect } from 'react'

/** The panel's messages' type (Payload's live preview). */
export const LIVE_PREVIEW_MESSAGE = 'payload-live-preview'

/** The panel's message after a save. */
export const DOCUMENT_EVENT_MESSAGE = 'payload-document-event'

/** After the last message: the autosave's 2 s, and time for it to land. */
export const PREVIEW_REFETCH_DELAY_MS = 2500
/** After a save. */
export const SAVED_REFETCH_DELAY_MS = 100

export function PreviewBridge() {
  const client = useApolloClient()

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data = event.data as { type?: unknown; ready?: unknown } | null | undefined
      const saved = data?.type === DOCUMENT_EVENT_MESSAGE
      if (!saved && (data?.type !== LIVE_PREVIEW_MESSAGE || data.ready)) return
      clearTimeout(timer)
      timer = setTimeout(
        () => {
          void client.refetchQueries({ include: 'active' }).catch(() => undefined)
        },
        saved ? SAVED_REFETCH_DELAY_MS : PREVIEW_REFETCH_DELAY_MS,
      )
    }
    window.addEventListener('message', onMessage)
    // The panel: the page around the frame, or the window that opened the preview's popup.
    const panel = (window.opener as Window | null) ?? (window.parent !== window ? window.parent : null)
    panel?.postMessage({ type: LIVE_PREVIEW_MESSAGE, ready: true }, window.location.origin)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
    }
  }, [client])

  return null
}
