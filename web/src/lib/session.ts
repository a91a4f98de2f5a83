import type { ContentOf } from './apiContract'

/**
 * The login answer (POST /auth/login): the public user with its Bearer access token and the
 * time it expires, as the booking API's contract describes it.
 */
export type LoginUser = ContentOf<'/auth/login', 'post'>

/**
 * The logged-in user lives in localStorage under `user` (spec §3/§4): the login answer as it
 * came, with a profile save's changed fields merged in. No field is the site's own. Read back
 * from storage every field may be missing (an entry an older site wrote), hence `Partial`.
 */
export type StoredUser = Partial<LoginUser>

export const USER_KEY = 'user'

const expired = (user: StoredUser) => {
  if (!user.expiresAt) return false
  const at = Date.parse(user.expiresAt)
  return Number.isFinite(at) && at <= Date.now()
}

const readStoredUser = (): StoredUser | null => {
  try {
    const raw = window.localStorage.getItem(USER_KEY)
    if (!raw) return null
    const user = JSON.parse(raw) as unknown
    return user && typeof user === 'object' ? (user as StoredUser) : null
  } catch {
    return null
  }
}

export const getUser = (): StoredUser | null => {
  const user = readStoredUser()
  return user && !expired(user) ? user : null
}

/** True when a user is stored whose token has run out (the session expired, nobody logged out). */
export const hasExpiredUser = () => {
  const user = readStoredUser()
  return user !== null && expired(user)
}

/** Fired on this tab when the stored user changes (other tabs get the storage event). */
export const USER_CHANGED_EVENT = 'user-changed'

/** Fired on this tab when the API refuses the stored token (lib/api.ts): the session expired. */
export const SESSION_EXPIRED_EVENT = 'session-expired'

export const saveUser = (user: StoredUser) => {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user))
  window.dispatchEvent(new Event(USER_CHANGED_EVENT))
}

/** Keeps the token and merges changed profile fields (after a profile update). */
export const updateStoredUser = (changes: Partial<StoredUser>) => {
  const user = getUser()
  if (user) saveUser({ ...user, ...changes })
}

export const clearUser = () => {
  try {
    window.localStorage.removeItem(USER_KEY)
  } catch {
    /* nothing stored */
  }
}

export const isAdmin = (user: StoredUser | null) => Boolean(user?.roles?.includes('ROLE_ADMIN'))

/** The patient's time zone: the profile's, else the browser's. */
export const userTimeZone = (user: StoredUser | null = getUser()) =>
  user?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
