import { ChakraProvider } from '@chakra-ui/react'
import { Suspense } from 'react'
import { BrowserRouter, useLocation } from 'react-router-dom'

import { FullScreenSpinner } from '../components/FullScreenSpinner'
import { ErrorBoundary } from './ErrorBoundary'
import { AppRoutes } from './routes'
import { SessionProvider } from './session'
import { system } from './theme'

function BoundedRoutes() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenSpinner />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  )
}

export function App() {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <BrowserRouter>
          <BoundedRoutes />
        </BrowserRouter>
      </SessionProvider>
    </ChakraProvider>
  )
}
