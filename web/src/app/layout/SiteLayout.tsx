/**
 * The public layout, loaded lazily with the GraphQL client (Apollo stays out of the first load):
 * the skip link, header, page, footer, per-path SEO links, scroll to top, the live-chat widget and
 * toasts.
 */
import type { ApolloClient } from '@apollo/client'
import { ApolloProvider, useQuery } from '@apollo/client/react'
import { Box } from '@chakra-ui/react'
import { Suspense, useEffect, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'

import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink'
import { AppToaster } from '../../components/toaster'
import { TalkToUs } from '../../features/chat/TalkToUs'
import { createApolloClient } from '../../lib/apollo'
import { dirOf, swapLangPrefix } from '../../lib/lang'
import { useLang } from '../../lib/LangContext'
import { useServerRender } from '../../lib/serverRender'
import { useSession } from '../../lib/sessionContext'
import { Footer } from './Footer'
import { Header } from './Header'
import { LAYOUT_QUERY, type LayoutData } from './layoutQuery'
import { AppBar } from './AppBar'
import { showAppBar, showFooter, showHeader } from './layoutRules'

// The browser's one client; its cache starts with the data a server-rendered page was made from.
const client = createApolloClient()

/** Canonical and hreflang alternates (en, ar, x-default) of the current path. */
export function useSeoLinks(pathname: string) {
  useEffect(() => {
    const origin = window.location.origin
    const set = (selector: string, attrs: Record<string, string>) => {
      let link = document.head.querySelector<HTMLLinkElement>(selector)
      if (!link) {
        link = document.createElement('link')
        document.head.appendChild(link)
      }
      for (const [k, v] of Object.entries(attrs)) link.setAttribute(k, v)
    }
    set('link[rel="canonical"]', { rel: 'canonical', href: origin + pathname })
    for (const hreflang of ['en', 'ar'] as const)
      set(`link[rel="alternate"][hreflang="${hreflang}"]`, {
        rel: 'alternate',
        hreflang,
        href: origin + swapLangPrefix(pathname, hreflang),
      })
    set('link[rel="alternate"][hreflang="x-default"]', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: origin + swapLangPrefix(pathname, 'en'),
    })
  }, [pathname])
}

function Layout() {
  const lang = useLang()
  const { pathname } = useLocation()
  const { loggedIn } = useSession()
  const { data } = useQuery<LayoutData>(LAYOUT_QUERY, { variables: { locale: lang } })

  // Scroll to the top on every path change.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  useSeoLinks(pathname)

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
    </Box>
  )
}

export default function SiteLayout() {
  const server = useServerRender()
  return (
    <ApolloProvider client={(server?.apolloClient as ApolloClient | undefined) ?? client}>
      <Layout />
    </ApolloProvider>
  )
}
