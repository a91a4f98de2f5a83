/** The logged-in user lives in localStorage under `user` (spec §3/§4). */
export interface StoredUser {
  id?: string | number
  email?: string
  accessToken?: string
  roles?: string[]
}

export const USER_KEY = 'user'

export const getUser = (): StoredUser | null => {
  try {
    const raw = window.localStorage.getItem(USER_KEY)
    if (!raw) return null
    const user = JSON.parse(raw) as unknown
    return user && typeof user === 'object' ? (user as StoredUser) : null
  } catch {
    return null
  }
}

export const isAdmin = (user: StoredUser | null) => Boolean(user?.roles?.includes('ROLE_ADMIN'))
