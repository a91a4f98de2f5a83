/**
 * Preview mode end to end in the browser: the address's token checked with the cms, the content
 * queries as the origin receives them (GET /api/graphql through the site's own client), the bar,
 * and the panel's messages refreshing the page.
 */
import { ApolloProvider } from '@apollo/client/react'
import { act, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'

import { PreviewBanner } from '../components/PreviewBanner'
import FaqPage from '../features/pages/FaqPage'
import ProviderPage from '../features/providers/ProviderPage'
import { createApolloClient } from '../lib/apollo'
import type { Lang } from '../lib/lang'
import { PreviewProvider, usePreview } from '../lib/preview'
import { PREVIEW_REFETCH_DELAY_MS, PreviewBridge, SAVED_REFETCH_DELAY_MS } from '../lib/PreviewBridge'
import { resources } from '../test/i18n'
import { renderWithProviders } from '../test/render'

const BAR = (lang: Lang) => (resources[lang]!.common as { preview: { on: string; refused: string } }).preview

interface Sent {
  operationName: string
  variables: Record<string, unknown>
  query: string
  method: string
}

/** How the origin tells a draft query (web/server/contentCache.ts): never cached nor server-rendered. */
const looksLikeDraft = (op: Sent) => /\bdraft\s*:/.test(op.query) || JSON.stringify(op.variables).includes('"draft"')

/** The content the cms answers: published, or the editor's draft (its version moves on as they type). */
let draftVersion = 1
/** While set, GraphQL answers wait for it. */
let held: Promise<void> | null = null
const titleOf = (variables: Record<string, unknown>) =>
  variables.draft === true ? `Draft v${draftVersion}` : 'Published title'

const answer = ({ operationName, variables }: Sent) => {
  switch (operationName) {
    case 'Page':
      return {
        Pages: {
          __typename: 'Pages',
          docs: [
            {
              __typename: 'Page',
              id: 12,
              path: variables.path,
              title: titleOf(variables),
              description: null,
              intro: null,
              body: null,
              banner: null,
            },
          ],
        },
      }
    case 'Faqs':
      return {
        Faqs: {
          __typename: 'Faqs',
          docs: [{ __typename: 'Faq', id: 1, question: `Q: ${titleOf(variables)}`, answer: 'A.' }],
        },
      }
    case 'ProviderDetail':
      return {
        Providers: {
          __typename: 'Providers',
          docs: [
            {
              __typename: 'Provider',
              id: 7,
              slug: variables.slug,
              name: titleOf(variables),
              brief: null,
              rating: null,
              totalReviews: null,
              priceRange: null,
              address: null,
              nextAvailable: null,
              image: null,
              description: null,
              speciality: null,
              totalRating: null,
              ratingSource: null,
              ratingCheckedOn: null,
              content: null,
              certifications: [],
              excellenceAreas: [],
              figures: [],
              treatmentLists: [],
            },
          ],
        },
      }
    case 'ProviderReviews':
      return { Reviews: { __typename: 'Reviews', docs: [] } }
    case 'RelatedDoctors':
      return { Doctors: { __typename: 'Doctors', totalDocs: 0, docs: [] } }
    default:
      throw new Error(`unexpected query ${operationName}`)
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The site's origin: the cms's preview check and GraphQL as GET, with what was asked. */
function mockOrigin(preview: Response = json(200, {})) {
  const checks: { url: string; init?: RequestInit }[] = []
  const graphql: Sent[] = []
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.origin)
    if (url.pathname === '/api/site-preview') {
      checks.push({ url: url.pathname + url.search, init })
      return preview
    }
    if (url.pathname === '/api/graphql') {
      // Published queries go as GET (cacheable by the origin); drafts as POST (lib/draftsAsPost.ts).
      const method = init?.method ?? 'GET'
      const posted =
        method === 'POST'
          ? (JSON.parse(String(init?.body)) as {
              operationName?: string
              variables?: Record<string, unknown>
              query: string
            })
          : null
      const op: Sent = posted
        ? { operationName: posted.operationName ?? '', variables: posted.variables ?? {}, query: posted.query, method }
        : {
            operationName: url.searchParams.get('operationName') ?? '',
            variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>,
            query: url.searchParams.get('query') ?? '',
            method,
          }
      graphql.push(op)
      await held
      return json(200, { data: answer(op) })
    }
    throw new Error(`unexpected request ${url}`)
  })
  return { checks, graphql }
}

const GRANT = (locale: Lang) =>
  json(200, { ok: true, collection: 'faqs', id: 1, locale, expiresAt: '2026-05-01T10:15:00Z' })

/** What the public layout adds (app/layout/SiteLayout.tsx): the bar, and live updates while previewing. */
function Layout({ children }: { children: ReactNode }) {
  const { active } = usePreview()
  return (
    <>
      <main>{children}</main>
      <PreviewBanner />
      {active && <PreviewBridge />}
    </>
  )
}

const show = async (lang: Lang, path: string) => {
  const client = createApolloClient()
  await renderWithProviders(
    <ApolloProvider client={client}>
      <PreviewProvider>
        <Routes>
          <Route
            path="/:lang/faq"
            element={
              <Layout>
                <FaqPage />
              </Layout>
            }
          />
          <Route
            path="/:lang/health-providers/:slug"
            element={
              <Layout>
                <ProviderPage />
              </Layout>
            }
          />
        </Routes>
      </PreviewProvider>
    </ApolloProvider>,
    { lang, path },
  )
  return client
}

const message = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }))
  })

describe('preview mode on the site', () => {
  beforeEach(() => {
    draftVersion = 1
    held = null
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('off: no check, no bar, and the queries go exactly as before (no draft anywhere)', async () => {
    const { checks, graphql } = mockOrigin()
    await show('en', '/en/faq')
    expect(await screen.findByRole('heading', { level: 1, name: 'Published title' })).toBeInTheDocument()
    expect(await screen.findByText('Q: Published title')).toBeInTheDocument()
    expect(checks).toEqual([])
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(graphql.map(({ operationName, variables }) => ({ operationName, variables }))).toEqual([
      { operationName: 'Page', variables: { path: 'faq', locale: 'en' } },
      { operationName: 'Faqs', variables: { locale: 'en' } },
    ])
    expect(graphql.filter(looksLikeDraft)).toEqual([])
    expect(graphql.every((op) => op.method === 'GET')).toBe(true)
  })

  it.each(['en', 'ar'] as const)(
    'a valid token (%s): the bar, and only draft queries (no published page first)',
    async (lang) => {
      const token = 'eyJjIjoiZmFxcyJ9.sig+/='
      const { checks, graphql } = mockOrigin(GRANT(lang))
      await show(lang, `/${lang}/faq?preview=${encodeURIComponent(token)}`)
      expect(await screen.findByRole('heading', { level: 1, name: 'Draft v1' })).toBeInTheDocument()
      expect(await screen.findByText('Q: Draft v1')).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(BAR(lang).on)
      expect(checks).toEqual([
        {
          url: `/api/site-preview?token=${encodeURIComponent(token)}`,
          init: expect.objectContaining({ credentials: 'include' }),
        },
      ])
      expect(graphql.map(({ operationName, variables }) => ({ operationName, variables }))).toEqual([
        { operationName: 'Page', variables: { path: 'faq', locale: lang, draft: true } },
        { operationName: 'Faqs', variables: { locale: lang, draft: true } },
      ])
      for (const op of graphql) expect(op.query).toMatch(/\$draft: Boolean.*draft: \$draft/s)
      // With the panel's session: a POST carries the Origin header the cms asks of a cookie.
      for (const op of graphql) expect(op.method).toBe('POST')
    },
  )

  it("a provider's draft, in Arabic", async () => {
    const { graphql } = mockOrigin(GRANT('ar'))
    await show('ar', '/ar/health-providers/medical-park?preview=t.s')
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft v1' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(BAR('ar').on)
    expect(graphql[0]).toMatchObject({
      operationName: 'ProviderDetail',
      variables: { slug: 'medical-park', locale: 'ar', draft: true },
    })
    expect(graphql[0]!.query).toContain('draft: $draft')
  })

  it.each(['en', 'ar'] as const)('a refused token (%s): the refused bar over the published page', async (lang) => {
    const { graphql } = mockOrigin(json(401, { ok: false, reason: 'expired' }))
    await show(lang, `/${lang}/faq?preview=old.token`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Published title' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(BAR(lang).refused)
    expect(graphql.map(({ operationName, variables }) => ({ operationName, variables }))).toEqual([
      { operationName: 'Page', variables: { path: 'faq', locale: lang } },
      { operationName: 'Faqs', variables: { locale: lang } },
    ])
    expect(graphql.filter(looksLikeDraft)).toEqual([])
  })

  it("the panel's changes refresh the page 2.5 s after the last one; other origins' messages do not", async () => {
    const { graphql } = mockOrigin(GRANT('en'))
    const client = await show('en', '/en/faq?preview=t.s')
    expect(await screen.findByText('Q: Draft v1')).toBeInTheDocument()
    const refetch = jest.spyOn(client, 'refetchQueries')
    const asked = graphql.length
    draftVersion = 2
    let release = () => {}
    held = new Promise((resolve) => (release = resolve))
    jest.useFakeTimers()

    message('https://elsewhere.example', { type: 'payload-live-preview', data: { title: 'x' } })
    message(window.location.origin, { type: 'something-else' })
    act(() => jest.advanceTimersByTime(3 * PREVIEW_REFETCH_DELAY_MS))
    expect(refetch).not.toHaveBeenCalled()

    message(window.location.origin, { type: 'payload-live-preview', data: { title: 'Draft' } })
    act(() => jest.advanceTimersByTime(1000))
    message(window.location.origin, { type: 'payload-live-preview', data: { title: 'Draft v' } })
    act(() => jest.advanceTimersByTime(PREVIEW_REFETCH_DELAY_MS - 1))
    expect(refetch).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(refetch).toHaveBeenCalledTimes(1)
    expect(refetch).toHaveBeenCalledWith({ include: 'active' })

    jest.useRealTimers()
    // The page stays on screen while it is asked again (no loading spinner, no jump).
    await waitFor(() => expect(graphql.length).toBe(asked + 2))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByRole('heading', { level: 1, name: 'Draft v1' })).toBeInTheDocument()
    release()
    expect(await screen.findByText('Q: Draft v2')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Draft v2' })).toBeInTheDocument()
    const again = graphql.slice(asked)
    expect(again.map((op) => op.operationName).sort()).toEqual(['Faqs', 'Page'])
    expect(again.every((op) => op.variables.draft === true)).toBe(true)
  })

  it('a save announced by the panel (autosave too) refreshes the page at once', async () => {
    mockOrigin(GRANT('en'))
    const client = await show('en', '/en/faq?preview=t.s')
    expect(await screen.findByText('Q: Draft v1')).toBeInTheDocument()
    const refetch = jest.spyOn(client, 'refetchQueries').mockResolvedValue([] as never)
    jest.useFakeTimers()
    message(window.location.origin, { type: 'payload-live-preview', data: { title: 'Draft v2' } })
    message(window.location.origin, { type: 'payload-document-event' })
    act(() => jest.advanceTimersByTime(SAVED_REFETCH_DELAY_MS - 1))
    expect(refetch).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(refetch).toHaveBeenCalledTimes(1)
    // The change's own 2.5 s timer was replaced: no second request.
    act(() => jest.advanceTimersByTime(3 * PREVIEW_REFETCH_DELAY_MS))
    expect(refetch).toHaveBeenCalledTimes(1)
    message('https://elsewhere.example', { type: 'payload-document-event' })
    act(() => jest.advanceTimersByTime(3 * PREVIEW_REFETCH_DELAY_MS))
    expect(refetch).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })

  it('tells the panel around the frame that the page is ready for its changes', async () => {
    mockOrigin(GRANT('en'))
    const panel = { postMessage: jest.fn() }
    jest.spyOn(window, 'parent', 'get').mockReturnValue(panel as unknown as Window)
    await show('en', '/en/faq?preview=t.s')
    await waitFor(() =>
      expect(panel.postMessage).toHaveBeenCalledWith(
        { type: 'payload-live-preview', ready: true },
        window.location.origin,
      ),
    )
  })
})
