import { Navigate, Outlet } from 'react-router-dom'

import { getUser, isAdmin } from '../lib/session'
import { useLang } from '../lib/LangContext'
import { useSession } from '../lib/sessionContext'

/** Admin paths exist only for ROLE_ADMIN (spec §2, §6); anyone else goes to the language root. */
export function AdminGate() {
  const lang = useLang()
  useSession() // re-render on login, logout and expiry
  if (!isAdmin(getUser())) return <Navigate to={`/${lang}/`} replace />
  return <Outlet />
}
