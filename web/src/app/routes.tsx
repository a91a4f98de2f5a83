/**
 * The one route table. Every screen is a lazy chunk; the next issue adds its screens
 * (doctor-list, treatments…, account-*, login…, admin/*) here as further lazy routes.
 * Until then they fall to the generic 404 page, except admin paths (AdminGate).
 */
import { Suspense } from 'react'
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom'

import { FullScreenSpinner } from '../components/FullScreenSpinner'
import { NotFoundPage, ServerErrorPage } from '../features/errors/ErrorPage'
import { AdminGate } from './AdminGate'
import { LangGuard, RootRedirect } from './LangGuard'
import { useLang } from './LangContext'
import { lazyChunk } from './chunks'
import infoPages from './infoPages.json'

const SiteLayout = lazyChunk('site-layout', () => import('./layout/SiteLayout'))
const HomePage = lazyChunk('home', () => import('../features/home/HomePage'))
const InfoPage = lazyChunk('info-page', () => import('../features/pages/InfoPage'))
const FaqPage = lazyChunk('faq', () => import('../features/pages/FaqPage'))
const ProvidersPage = lazyChunk('providers', () => import('../features/providers/ProvidersPage'))
const ProviderPage = lazyChunk('provider', () => import('../features/providers/ProviderPage'))
const ThankYouPage = lazyChunk('thank-you', () => import('../features/contact/ThankYouPage'))
const SectionPage = lazyChunk('section', () => import('../features/pages/SectionPage'))

/**
 * The information pages of the CMS `pages` collection, by their `path` (FAQ has its own screen).
 * One list for the router and the origin's sitemap (web/server/index.mjs).
 */
export const INFO_PAGE_PATHS: readonly string[] = infoPages

function ToLangRoot() {
  return <Navigate to={`/${useLang()}/`} replace />
}

const page = (element: React.ReactNode) => <Suspense fallback={<FullScreenSpinner />}>{element}</Suspense>

export const routeTable: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LangGuard />,
    children: [
      {
        path: 'admin',
        element: <AdminGate />,
        children: [{ element: page(<SiteLayout />), children: [{ path: '*', element: <NotFoundPage /> }] }],
      },
      {
        element: page(<SiteLayout />),
        children: [
          { index: true, element: page(<HomePage />) },
          ...INFO_PAGE_PATHS.map((path) => ({ path, element: page(<InfoPage key={path} path={path} />) })),
          { path: 'faq', element: page(<FaqPage />) },
          { path: 'medical-tourism/*', element: <ToLangRoot /> },
          { path: 'turkey', element: page(<SectionPage section="turkey" />) },
          { path: 'cities', element: page(<SectionPage section="cities" />) },
          { path: 'health-providers', element: page(<ProvidersPage />) },
          { path: 'health-providers/:slug', element: page(<ProviderPage />) },
          { path: 'health-providers/*', element: page(<ProvidersPage />) },
          { path: 'thank-you', element: page(<ThankYouPage />) },
          { path: '500', element: <ServerErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(routeTable)
}
