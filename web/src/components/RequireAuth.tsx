import { Navigate, Outlet, useLocation } from 'react-router-dom'

import { getUser, hasExpiredUser } from '../lib/session'
import { useLang } from '../lib/LangContext'
import { useSession } from '../lib/sessionContext'

/** Where the login page returns to: the page that asked for it (path, query and hash). */
export interface LoginState {
  from?: string
  /** That page's navigation state, handed back to it after the login. */
  fromState?: unknown
  /** The session expired there (the login page says so; the page's drafts are kept). */
  expired?: boolean
}

/**
 * Account and booking routes need a signed-in user (the spec leaves this open; we require it):
 * anyone else goes to the login page, which comes back to the asked page afterwards, with its
 * navigation state. A patient whose session expired is told so there.
 */
export function RequireAuth() {
  const lang = useLang()
  const location = useLocation()
  const { loggedIn, expired } = useSession()
  if (!loggedIn || !getUser()) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` }
    if (location.state !== null && location.state !== undefined) state.fromState = location.state
    if (expired || hasExpiredUser()) state.expired = true
    return <Navigate to={`/${lang}/login`} replace state={state} />
  }
  return <Outlet />
}
