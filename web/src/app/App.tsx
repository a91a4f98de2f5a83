import { ChakraProvider } from '@chakra-ui/react'
import { type ReactNode, Suspense } from 'react'
import { BrowserRouter, useLocation } from 'react-router-dom'

import { FullScreenSpinner } from '../components/FullScreenSpinner'
import { ErrorBoundary } from './ErrorBoundary'
import { RouteFocus } from './RouteFocus'
import { AppRoutes } from './routes'
import { PreviewProvider } from '../lib/preview'
import { SessionProvider } from '../lib/sessionContext'
import { system } from '../lib/theme'

/**
 * The route table inside the error boundary and the loading fallback (browser and server), with
 * the focus and announcement of each new screen, and preview mode (the first address's
 * `?preview=`, read inside the router; without one it adds nothing and fetches nothing).
 */
export function BoundedRoutes() {
  const { pathname } = useLocation()
  return (
    <PreviewProvider>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullScreenSpinner />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
      <RouteFocus />
    </PreviewProvider>
  )
}

/** The providers around the router, shared by the browser and the server (src/entry-server.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>{children}</SessionProvider>
    </ChakraProvider>
  )
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <BoundedRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
