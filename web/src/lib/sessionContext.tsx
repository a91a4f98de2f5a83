import {
  type ReactNode,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { useNavigate } from 'react-router-dom'

import { type LoginUser, SESSION_EXPIRED_EVENT, USER_CHANGED_EVENT, USER_KEY, getUser, saveUser } from './session'

interface Session {
  loggedIn: boolean
  setLoggedIn: (value: boolean) => void
  /** Changes whenever the stored user does (a profile save renames the app bar at once). */
  userVersion: number
  /** True once the API refused the token (the session expired) until the next login. */
  expired: boolean
}

const SessionContext = createContext<Session>({
  loggedIn: false,
  setLoggedIn: () => undefined,
  userVersion: 0,
  expired: false,
})

/**
 * The logged-in flag (spec §4): true at start when a user is stored; the header, login and
 * profile pages change it. Another tab's login or logout (storage event) and an expired token
 * (the API client's `session-expired` event) update it too; the latter also marks the session
 * `expired`, so the login page can say why the patient is there.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedInState] = useState(() => getUser() !== null)
  const [userVersion, setUserVersion] = useState(0)
  const [expired, setExpired] = useState(false)
  const setLoggedIn = useCallback((value: boolean) => {
    setLoggedInState(value)
    if (value) setExpired(false)
  }, [])
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_KEY || event.key === null) {
        setLoggedIn(getUser() !== null)
        setUserVersion((v) => v + 1)
      }
    }
    const onExpired = () => {
      setExpired(true)
      setLoggedIn(false)
    }
    const onChanged = () => setUserVersion((v) => v + 1)
    window.addEventListener('storage', onStorage)
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired)
    window.addEventListener(USER_CHANGED_EVENT, onChanged)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired)
      window.removeEventListener(USER_CHANGED_EVENT, onChanged)
    }
  }, [setLoggedIn])
  const value = useMemo(
    () => ({ loggedIn, setLoggedIn, userVersion, expired }),
    [loggedIn, setLoggedIn, userVersion, expired],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = () => useContext(SessionContext)

/** Login stores the user object with its access token, the login answer (spec §4). */
export function useLogin() {
  const { setLoggedIn } = useSession()
  return useCallback(
    (user: LoginUser) => {
      saveUser(user)
      setLoggedIn(true)
    },
    [setLoggedIn],
  )
}

/**
 * Ends the session on this device: clears all local storage, marks the user logged out and goes
 * to `to`. Session storage goes too: it holds the treatments wizard's answers, medical notes
 * included. Logout uses it, and so does deleting the account (whose token the server already
 * refuses, so there is no session to end there).
 */
export function useEndLocalSession() {
  const { setLoggedIn } = useSession()
  const navigate = useNavigate()
  return useCallback(
    (to: string) => {
      try {
        window.localStorage.clear()
        window.sessionStorage.clear()
      } catch {
        /* nothing stored */
      }
      // One transition: a guarded page (RequireAuth) must not see "logged out" before the move
      // and send the user to the login page instead.
      startTransition(() => {
        setLoggedIn(false)
        void navigate(to)
      })
    },
    [setLoggedIn, navigate],
  )
}
