import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { SESSION_EXPIRED_EVENT } from '../lib/api'
import { type StoredUser, USER_KEY, getUser, saveUser } from '../lib/session'

interface Session {
  loggedIn: boolean
  setLoggedIn: (value: boolean) => void
}

const SessionContext = createContext<Session>({ loggedIn: false, setLoggedIn: () => undefined })

/**
 * The logged-in flag (spec §4): true at start when a user is stored; the header, login and
 * profile pages change it. Another tab's login or logout (storage event) and an expired token
 * (the API client's `session-expired` event) update it too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(() => getUser() !== null)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_KEY || event.key === null) setLoggedIn(getUser() !== null)
    }
    const onExpired = () => setLoggedIn(false)
    window.addEventListener('storage', onStorage)
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired)
    }
  }, [])
  const value = useMemo(() => ({ loggedIn, setLoggedIn }), [loggedIn])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = () => useContext(SessionContext)

/** Login stores the user object with its access token (spec §4). */
export function useLogin() {
  const { setLoggedIn } = useSession()
  return useCallback(
    (user: StoredUser) => {
      saveUser(user)
      setLoggedIn(true)
    },
    [setLoggedIn],
  )
}

/**
 * Logout clears all local storage, marks the user logged out and goes to / (spec §4). Session
 * storage goes too: it holds the treatments wizard's answers, medical notes included.
 */
export function useLogout() {
  const { setLoggedIn } = useSession()
  const navigate = useNavigate()
  return useCallback(() => {
    try {
      window.localStorage.clear()
      window.sessionStorage.clear()
    } catch {
      /* nothing stored */
    }
    setLoggedIn(false)
    navigate('/')
  }, [setLoggedIn, navigate])
}
