/**
 * The one route table (spec §2). Every screen is a lazy chunk. Account, booking and survey
 * screens need a signed-in user (RequireAuth → login → back); admin screens need ROLE_ADMIN
 * (AdminGate → language root). Unknown paths show the generic 404 page.
 */
import { Suspense } from 'react'
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom'

import { FullScreenSpinner } from '../components/FullScreenSpinner'
import { ADMIN_RESOURCES, type AdminResource } from '../features/admin/resourceNames'
import { NotFoundPage, ServerErrorPage } from '../features/errors/ErrorPage'
import { siteRoute } from '../lib/siteRoutes.mjs'
import { AdminGate } from './AdminGate'
import { RequireAuth } from '../components/RequireAuth'
import { LangGuard, RootRedirect } from './LangGuard'
import { useLang } from '../lib/LangContext'
import { lazyChunk } from '../lib/chunks'
import infoPages from '../lib/infoPages.json'

const SiteLayout = lazyChunk('site-layout', () => import('./layout/SiteLayout'))
const HomePage = lazyChunk('home', () => import('../features/home/HomePage'))
const InfoPage = lazyChunk('info-page', () => import('../features/pages/InfoPage'))
const FaqPage = lazyChunk('faq', () => import('../features/pages/FaqPage'))
const ProvidersPage = lazyChunk('providers', () => import('../features/providers/ProvidersPage'))
const ProviderPage = lazyChunk('provider', () => import('../features/providers/ProviderPage'))
const ThankYouPage = lazyChunk('thank-you', () => import('../features/contact/ThankYouPage'))
const ContactPage = lazyChunk('contact', () => import('../features/contact/ContactPage'))
const SectionPage = lazyChunk('section', () => import('../features/pages/SectionPage'))

const LoginPage = lazyChunk('login', () => import('../features/account/LoginPage'))
const RegisterPage = lazyChunk('register', () => import('../features/account/RegisterPage'))
const ActivatePage = lazyChunk('activate', () => import('../features/account/ActivatePage'))
const ForgotPasswordPage = lazyChunk('forgot-password', () => import('../features/account/ForgotPasswordPage'))
const ResetPage = lazyChunk('reset', () => import('../features/account/ResetPage'))

const AccountLayout = lazyChunk('account-layout', () => import('../features/account/AccountLayout'))
const ProfilePage = lazyChunk('account-profile', () => import('../features/account/ProfilePage'))
const AppointmentsPage = lazyChunk('account-appointments', () => import('../features/appointments/AppointmentsPage'))
const AppointmentDetailsPage = lazyChunk(
  'account-appointment-details',
  () => import('../features/appointments/AppointmentDetailsPage'),
)
const SpecialitiesPage = lazyChunk('account-specialities', () => import('../features/account/SpecialitiesPage'))
const MyTreatmentRequestsPage = lazyChunk(
  'account-treatment-requests',
  () => import('../features/treatments/MyRequestsPage'),
)
const ChangePasswordPage = lazyChunk('account-change-password', () => import('../features/account/ChangePasswordPage'))

const DoctorListPage = lazyChunk('doctor-list', () => import('../features/booking/DoctorListPage'))
const DoctorProfilePage = lazyChunk('doctor-profile', () => import('../features/booking/DoctorProfilePage'))
const PatientDetailsPage = lazyChunk('patient-details', () => import('../features/booking/PatientDetailsPage'))
const MedicalSuccessPage = lazyChunk('medical-success', () => import('../features/booking/MedicalSuccessPage'))

const ServicesSurveyPage = lazyChunk('services-survey', () => import('../features/appointments/ServicesSurveyPage'))
const ServicesSurveySummaryPage = lazyChunk(
  'services-survey-summary',
  () => import('../features/appointments/ServicesSurveySummaryPage'),
)
const TravelSuccessPage = lazyChunk('travel-success', () => import('../features/appointments/TravelSuccessPage'))

const TreatmentsPage = lazyChunk('treatments', () => import('../features/treatments/TreatmentsPage'))
const TreatmentsSummaryPage = lazyChunk(
  'treatments-summary',
  () => import('../features/treatments/TreatmentsSummaryPage'),
)
const TreatmentSuccessPage = lazyChunk('treatment-success', () => import('../features/treatments/TreatmentSuccessPage'))

const AdminLayout = lazyChunk('admin-layout', () => import('../features/admin/AdminLayout'))
const AdminResourcePage = lazyChunk('admin-resource', () => import('../features/admin/AdminResourcePage'))

/**
 * The information pages of the CMS `pages` collection, by their `path` (FAQ has its own screen).
 * One list (`lib/infoPages.json`, exported as `@medtour/web/info-pages`) for the router, the
 * origin's sitemap and server rendering (web/server/index.ts) and the e2e accessibility gate.
 */
export const INFO_PAGE_PATHS: readonly string[] = infoPages

// The admin tables are declared by the admin feature and collected here.
export { ADMIN_RESOURCES, type AdminResource }

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
        children: [
          {
            element: page(<SiteLayout />),
            children: [
              {
                element: page(<AdminLayout />),
                children: [
                  { index: true, element: <Navigate to="specialities" replace /> },
                  ...ADMIN_RESOURCES.map((resource) => ({
                    path: resource,
                    element: page(<AdminResourcePage key={resource} resource={resource} />),
                  })),
                ],
              },
              { path: '*', element: <ToLangRoot /> },
            ],
          },
        ],
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
          { path: 'contact', element: page(<ContactPage />) },

          { path: 'login', element: page(<LoginPage />) },
          { path: 'register', element: page(<RegisterPage />) },
          { path: 'activate', element: page(<ActivatePage />) },
          { path: 'forgot-password', element: page(<ForgotPasswordPage />) },
          { path: 'reset', element: page(<ResetPage />) },

          { path: 'doctor-list', element: page(<DoctorListPage />) },
          { path: 'doctor-profile', element: page(<DoctorProfilePage />) },
          { path: 'medical-success', element: page(<MedicalSuccessPage />) },
          { path: 'travel-success', element: page(<TravelSuccessPage />) },

          { path: 'treatments', element: page(<TreatmentsPage />) },
          { path: 'treatments-summary', element: page(<TreatmentsSummaryPage />) },
          { path: 'treatment-success', element: page(<TreatmentSuccessPage />) },

          {
            element: <RequireAuth />,
            children: [
              { path: 'patient-details', element: page(<PatientDetailsPage />) },
              { path: 'services-survey', element: page(<ServicesSurveyPage />) },
              { path: 'services-survey-summary', element: page(<ServicesSurveySummaryPage />) },
              {
                element: page(<AccountLayout />),
                children: [
                  { path: 'account-profile', element: page(<ProfilePage />) },
                  { path: 'account-appointments', element: page(<AppointmentsPage />) },
                  { path: 'account-appointment-details', element: page(<AppointmentDetailsPage />) },
                  { path: 'account-treatment-requests', element: page(<MyTreatmentRequestsPage />) },
                  { path: 'account-specialities', element: page(<SpecialitiesPage />) },
                  { path: 'account-change-password', element: page(<ChangePasswordPage />) },
                ],
              },
            ],
          },
          { path: '500', element: <ServerErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

/** The pages the origin renders (web/server/ssr.ts) by the path after the language. */
const RENDERED_PAGES = new Map<string, { preload: () => Promise<Record<string, unknown>> }>([
  ['', HomePage],
  ...INFO_PAGE_PATHS.map((path) => [path, InfoPage] as const),
  ['faq', FaqPage],
  ['turkey', SectionPage],
  ['cities', SectionPage],
  ['health-providers', ProvidersPage],
])

/**
 * Loads the modules of a page the origin renders (web/server/ssr.ts: home, the information
 * pages, FAQ, the sections, the providers and a provider) with their own lazy parts, so its
 * hydration needs no second pass (main.tsx); other paths load nothing ahead.
 */
export const preloadRenderedPage = (pathname: string): Promise<unknown> => {
  const rest = /^\/(?:en|ar)(?:\/(.*?))?\/?$/.exec(pathname)?.[1] ?? ''
  const page = /^\/(en|ar)(\/|$)/.test(pathname)
    ? (RENDERED_PAGES.get(rest) ?? (/^health-providers\/[^/]+$/.test(rest) ? ProviderPage : undefined))
    : undefined
  // The not-found page the origin rendered (a 404) hydrates in the layout.
  if (!page) return siteRoute(pathname).kind === 'notFound' ? SiteLayout.preload() : Promise.resolve()
  const withParts = (module: Record<string, unknown>) =>
    typeof module.preloadParts === 'function' ? (module.preloadParts as () => Promise<unknown>)() : undefined
  return Promise.all([SiteLayout.preload(), page.preload().then(withParts)])
}

export function AppRoutes() {
  return useRoutes(routeTable)
}
