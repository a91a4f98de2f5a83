/**
 * The public layout, loaded lazily with the GraphQL client (Apollo stays out of the first load):
 * the skip link, header, page, footer, per-path SEO links, scroll to top, the live-chat widget,
 * toasts, and in preview mode its bar and live updates (lib/preview.tsx).
 */
import type { ApolloClient } from '@apollo/client'
import { ApolloProvider, useQuery } from '@apollo/client/react'
import { Box } from '@chakra-ui/react'
import { Suspense, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'

import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { PreviewBanner } from '../../components/PreviewBanner'
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink'
import { AppToaster } from '../../components/toaster'
import { TalkToUs } from '../../features/chat/TalkToUs'
import { createApolloClient } from '../../lib/apollo'
import { dirOf } from '../../lib/lang'
import { useLang } from '../../lib/LangContext'
import { usePreview } from '../../lib/preview'
import { PreviewBridge } from '../../lib/PreviewBridge'
import { useServerRender } from '../../lib/serverRender'
import { useRouteHead } from '../../lib/usePageMeta'
import { useSession } from '../../lib/sessionContext'
import { Footer } from './Footer'
import { Header } from './Header'
import { LAYOUT_QUERY, type LayoutData } from './layoutQuery'
import { AppBar } from './AppBar'
import { showAppBar, showFooter, showHeader } from './layoutRules'

// The browser's one client; its cache starts with the data a server-rendered page was made from.
const client = createApolloClient()

function Layout() {
  const lang = useLang()
  const { pathname } = useLocation()
  const { loggedIn } = useSession()
  const { data } = useQuery<LayoutData>(LAYOUT_QUERY, { variables: { locale: lang } })

  // Scroll to the top on every path change.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  useRouteHead(pathname)

  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      {showHeader(pathname, loggedIn) && <Header nav={data?.Navigation} />}
      {showAppBar(pathname, loggedIn) && <AppBar />}
      {/* At least a screen tall: the footer starts below the fold while the page loads, so the
          page's content arriving does not push it (no layout shift). */}
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" minH="100vh" _focus={{ outline: 'none', boxShadow: 'none' }}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {showFooter(pathname, loggedIn) && data && <Footer footer={data.Footer} social={data.SocialLink} />}
      <TalkToUs config={data ? data.LiveChat : undefined} />
      <AppToaster dir={dirOf(lang)} />
      <PreviewBanner />
    </Box>
  )
}

export default function SiteLayout() {
  const server = useServerRender()
  const { active } = usePreview()
  return (
    <ApolloProvider client={(server?.apolloClient as ApolloClient | undefined) ?? client}>
      <Layout />
      {active && <PreviewBridge />}
    </ApolloProvider>
  )
}
