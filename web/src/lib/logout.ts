/**
 * Logout, apart from the session context (lib/sessionContext.tsx) because it calls the API: the
 * context is in every page's first load, the API client only in the screens that use it.
 */
import { useCallback } from 'react'

import { type ContentOf, apiCall } from './api'
import { useEndLocalSession } from './sessionContext'

/**
 * Logout ends the session on the server (the token is refused from then on, on every door),
 * then on this device, and goes to / (spec §4). The server call takes the token before storage
 * is cleared and is not waited for: the visitor is logged out here even when the network is down.
 */
export function useLogout() {
  const endLocalSession = useEndLocalSession()
  return useCallback(() => {
    // Ends the session on the server too (POST /auth/logout): the token is refused from then on.
    void apiCall<ContentOf<'/auth/logout', 'post'>>({ method: 'POST', url: '/auth/logout' })
    endLocalSession('/')
  }, [endLocalSession])
}
