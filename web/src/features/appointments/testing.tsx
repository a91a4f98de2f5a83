/** Test fixtures of the survey and appointment screens (used by *.test.tsx only). */
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { travelServices } from '@medtour/seed/data/globals'
import type { Appointment } from './api/appointment'
import { PREFERENCES_QUERY } from '../../lib/preferenceQuestions'
import { TRAVEL_SERVICES_QUERY, type TravelServicesGlobal } from './api/travelServices'

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const appointmentFixture = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 7,
  userId: 3,
  doctorId: 2,
  appointmentDate: '2026-11-30T05:30:00.000Z',
  durationMinutes: 30,
  status: 'PENDING',
  lang: 'en',
  patientTimeZone: 'Asia/Riyadh',
  notes: 'Knee pain',
  statusReason: null,
  rescheduleCount: 0,
  consentAt: null,
  times: {
    utc: '2026-11-30T05:30Z',
    istanbul: '30/11/2026 08:30',
    patient: '30/11/2026 08:30',
    patientTimeZone: 'Asia/Riyadh',
  },
  doctor: { id: 2, name: 'Burak Kaya', title: 'Op. Dr.' },
  attachments: [],
  travelPreferences: null,
  allowedTransitions: ['CANCELLED'],
  createdAt: '2026-11-22T07:35:23.808Z',
  updatedAt: '2026-11-22T07:35:23.808Z',
  ...overrides,
})

const question = (key: string, title: string, description: string, link?: { name: string; link: string }) => ({
  __typename: 'PreferenceQuestion',
  id: key.slice(1),
  key,
  title,
  description,
  additionalLink: {
    __typename: 'PreferenceQuestion_AdditionalLink',
    name: link?.name ?? null,
    link: link?.link ?? null,
  },
})

export const QUESTIONS = {
  en: [
    question('q1', 'My budget is tight', 'Affordable treatment matters most.'),
    question('q2', 'No preference', 'Tourism is not a priority now.'),
    question('q3', 'Beach first', 'I prefer the beach over sightseeing. We suggest Antalya.', {
      name: 'Discover Antalya',
      link: '/cities/antalya',
    }),
    question('q4', 'History first', 'Historic sightseeing over the beach. We suggest Istanbul.', {
      name: 'Discover Istanbul',
      link: '/cities/istanbul',
    }),
  ],
  ar: [
    question('q1', 'ميزانيتي محدودة', 'أهم ما يعنيني هو علاج بتكلفة معقولة.'),
    question('q3', 'البحر أولًا', 'أفضّل التعافي على شاطئ البحر. نقترح عليك أنطاليا.', {
      name: 'اكتشف أنطاليا',
      link: '/cities/antalya',
    }),
  ],
}

export const questionMocks = (lang: 'en' | 'ar' = 'en'): MockLink.MockedResponse[] => [
  {
    request: { query: PREFERENCES_QUERY, variables: { locale: lang } },
    result: { data: { PreferenceQuestions: { __typename: 'PreferenceQuestions', docs: QUESTIONS[lang] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
]

/**
 * The CMS global `travel-services` as GraphQL answers it, from the seed's content (so the tests
 * also hold the site to what a fresh seed stores). Banners are CMS media addresses.
 */
export const travelServicesGlobal = (lang: 'en' | 'ar' = 'en'): TravelServicesGlobal & { __typename: string } => ({
  __typename: 'TravelService',
  packages: travelServices.map((p) => ({
    __typename: 'TravelService_Packages',
    key: p.key,
    title: p.title[lang],
    prompt: p.prompt[lang],
    banner: {
      __typename: 'Media',
      url: `http://localhost:3000/api/media/file/${p.banner}.jpg`,
      alt: p.title[lang],
      width: 1200,
      height: 480,
      focalX: 35,
      focalY: 65,
      sizes: {
        __typename: 'Media_Sizes',
        thumbnail: {
          __typename: 'Media_Sizes_Thumbnail',
          url: `http://localhost:3000/api/media/file/${p.banner}-400x160.jpg`,
          width: 400,
          height: 160,
        },
        // The original is narrower than the banner size: none was made.
        banner: { __typename: 'Media_Sizes_Banner', url: null, width: null, height: null },
      },
    },
    fields: p.fields.map((f) => ({
      __typename: 'TravelService_Packages_Fields',
      name: f.name,
      label: f.label[lang],
      kind: f.kind,
      required: f.required ?? false,
      min: f.min ?? null,
      max: f.max ?? null,
      options: (f.options ?? []).map((o) => ({
        __typename: 'TravelService_Packages_Fields_Options',
        value: o.value,
        label: o.label[lang],
      })),
    })),
  })),
})

/** GraphQL answers the global with `global` (by default the seed's words). */
export const travelServicesMock = (
  lang: 'en' | 'ar' = 'en',
  global: TravelServicesGlobal | null = travelServicesGlobal(lang),
): MockLink.MockedResponse => ({
  request: { query: TRAVEL_SERVICES_QUERY, variables: { locale: lang } },
  result: { data: { TravelService: global } },
  maxUsageCount: Number.POSITIVE_INFINITY,
})

/** The CMS cannot answer the global. */
export const travelServicesFailure = (lang: 'en' | 'ar' = 'en'): MockLink.MockedResponse => ({
  request: { query: TRAVEL_SERVICES_QUERY, variables: { locale: lang } },
  error: new Error('Failed to fetch'),
  maxUsageCount: Number.POSITIVE_INFINITY,
})

export const withApollo = (
  ui: ReactNode,
  lang: 'en' | 'ar' = 'en',
  mocks = [...questionMocks(lang), travelServicesMock(lang)],
) => <MockedProvider mocks={mocks}>{ui}</MockedProvider>

/** Shows where the app navigated: path, query and navigation state. */
export function LocationProbe() {
  const location = useLocation()
  return (
    <pre data-testid="probe">
      {JSON.stringify({ path: location.pathname, search: location.search, state: location.state ?? null })}
    </pre>
  )
}

export const probed = (text: string | null) =>
  JSON.parse(text ?? '{}') as { path: string; search: string; state: Record<string, unknown> | null }

/**
 * A fetch stand-in routed by method and path; answers 404 NOT_FOUND for anything not listed.
 * `calls` keeps every request (method, path with query, parsed JSON body).
 */
export function mockApi(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: { method: string; url: string; body: unknown }[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = (init?.method ?? 'GET').toUpperCase()
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ method, url, body })
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`]
    return handler ? handler(body) : jsonResponse(404, { message: 'NOT_FOUND' })
  })
  return { calls, spy }
}

/** Navigates on mount with a navigation state (MemoryRouter's entries of the shared helper are paths). */
export function Launch({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(to, { state, replace: true })
  }, [navigate, to, state])
  return null
}
