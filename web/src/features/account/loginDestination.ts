import type { StoredUser } from '../../lib/session'
import { isAdmin } from '../../lib/session'

/** What the login page may be handed in its navigation state. */
export interface LoginPageState {
  /** The page that asked for a login (RequireAuth): where to go back to. */
  from?: string
  /** That page's navigation state, handed back when going back to it. */
  fromState?: unknown
  /** The session expired on that page (RequireAuth): the login page says so. */
  expired?: boolean
  /** An e-mail address to prefill (after activation or a reset). */
  email?: string
}

/** Only paths of this site are followed (never another origin, never the login page itself). */
const isSafeReturn = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  !/^\/(en|ar)\/login(?:[/?#]|$)/.test(path)

/** Where a signed-in user goes: the asked page, else their appointments (admins: the admin area). */
export const destinationAfterLogin = (lang: string, user: StoredUser | null, from?: unknown) => {
  if (isSafeReturn(from)) return from
  return isAdmin(user) ? `/${lang}/admin/specialities` : `/${lang}/account-appointments`
}
