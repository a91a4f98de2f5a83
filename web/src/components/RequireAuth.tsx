import { Navigate, Outlet, useLocation } from 'react-router-dom'

import { getUser } from '../lib/session'
import { useLang } from '../lib/LangContext'
import { useSession } from '../lib/sessionContext'

/** Where the login page returns to: the page that asked for it (path, query and hash). */
export interface LoginState {
  from?: string
}

/**
 * Account and booking routes need a signed-in user (the spec leaves this open; we require it):
 * anyone else goes to the login page, which comes back to the asked page afterwards.
 */
export function RequireAuth() {
  const lang = useLang()
  const location = useLocation()
  const { loggedIn } = useSession()
  if (!loggedIn || !getUser()) {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={`/${lang}/login`} replace state={{ from } satisfies LoginState} />
  }
  return <Outlet />
}
