import { type ReactNode, createContext, useContext, useEffect, useMemo, useState } from 'react'

import { USER_KEY, getUser } from '../lib/session'

interface Session {
  loggedIn: boolean
  setLoggedIn: (value: boolean) => void
}

const SessionContext = createContext<Session>({ loggedIn: false, setLoggedIn: () => undefined })

/** The logged-in flag (spec §4): true at start when a user is stored; header, login and profile change it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(() => getUser() !== null)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_KEY || event.key === null) setLoggedIn(getUser() !== null)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const value = useMemo(() => ({ loggedIn, setLoggedIn }), [loggedIn])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = () => useContext(SessionContext)
