import { gql } from '@apollo/client'
import { act, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter, useNavigate } from 'react-router-dom'

import { PreviewProvider, usePreview, usePreviewQuery } from './preview'
import { SITE_PREVIEW_URL, verifyPreview } from './previewCheck'

const GRANT = { ok: true, collection: 'providers', id: 7, locale: 'ar', expiresAt: '2026-05-01T10:15:00.000Z' }

const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

const mockFetch = (answer: Response | Error) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)))

function Shown() {
  const preview = usePreview()
  const navigate = useNavigate()
  return (
    <>
      <output data-testid="preview">{JSON.stringify(preview)}</output>
      <button onClick={() => navigate('/en/faq?preview=other')}>go</button>
    </>
  )
}

const mount = (path: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <PreviewProvider>
          <Shown />
        </PreviewProvider>
      </MemoryRouter>
    </StrictMode>,
  )

const shown = () => JSON.parse(screen.getByTestId('preview').textContent!) as ReturnType<typeof usePreview>

describe('preview mode', () => {
  afterEach(() => jest.restoreAllMocks())

  it('is off without ?preview=: nothing is fetched and nothing is added to the page', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch')
    const { container } = mount('/en/health-providers/medical-park?utm=x')
    expect(shown()).toEqual({ active: false, state: 'off' })
    // Only the child's own markup.
    expect(container.firstElementChild).toBe(screen.getByTestId('preview'))
    await act(async () => undefined)
    expect(fetch).not.toHaveBeenCalled()
    expect(shown()).toEqual({ active: false, state: 'off' })
  })

  it('checks the token with the cms once, with the panel cookie, and shows drafts when accepted', async () => {
    const token = 'eyJjIjoicHJvdmlkZXJzIn0.a+b/c='
    const fetch = mockFetch(reply(200, GRANT))
    mount(`/ar/health-providers/medical-park?preview=${encodeURIComponent(token)}`)
    expect(shown()).toEqual({ active: false, state: 'checking' })
    await waitFor(() => expect(shown()).toEqual({ active: true, state: 'on' }))
    // Once, though StrictMode runs the effect twice.
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(`${SITE_PREVIEW_URL}?token=${encodeURIComponent(token)}`)
    expect(init).toMatchObject({ credentials: 'include' })
  })

  it('reads the address once: a later ?preview= changes nothing', async () => {
    const fetch = mockFetch(reply(200, GRANT))
    mount('/en/faq')
    await act(async () => screen.getByRole('button', { name: 'go' }).click())
    expect(shown()).toEqual({ active: false, state: 'off' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['an expired token', reply(401, { ok: false, reason: 'expired' }), 'expired'],
    ['an invalid token', reply(401, { ok: false, reason: 'invalid' }), 'invalid'],
    ['an editor signed out of the panel', reply(403, { ok: false, reason: 'signed-out' }), 'signed-out'],
    ['a failed request', new TypeError('Failed to fetch'), 'invalid'],
    ['an answer that is not the contract', reply(502, '<html>Bad gateway</html>'), 'invalid'],
    ['an unknown reason', reply(403, { ok: false, reason: 'teapot' }), 'invalid'],
  ])('is refused for %s', async (_, answer, reason) => {
    mockFetch(answer)
    mount('/en/faq?preview=abc.def')
    await waitFor(() => expect(shown()).toEqual({ active: false, state: 'refused', reason }))
  })

  it('verifyPreview gives the grant as the cms sent it', async () => {
    mockFetch(reply(200, GRANT))
    await expect(verifyPreview('t')).resolves.toEqual(GRANT)
  })
})

describe('usePreviewQuery', () => {
  const PUBLISHED = gql`
    query Page($path: String!) {
      Pages(where: { path: { equals: $path } }) {
        docs {
          id
        }
      }
    }
  `
  const DRAFT = gql`
    query Page($path: String!, $draft: Boolean) {
      Pages(where: { path: { equals: $path } }, draft: $draft) {
        docs {
          id
        }
      }
    }
  `
  let args: ReturnType<typeof usePreviewQuery> | undefined
  function Query() {
    args = usePreviewQuery(PUBLISHED, DRAFT, { path: 'faq', locale: 'en' })
    return null
  }
  const mountQuery = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <PreviewProvider>
          <Query />
        </PreviewProvider>
      </MemoryRouter>,
    )

  afterEach(() => jest.restoreAllMocks())

  it('off: the published query with its variables as they were', () => {
    mountQuery('/en/faq')
    expect(args).toEqual({ query: PUBLISHED, options: { variables: { path: 'faq', locale: 'en' } }, waiting: false })
  })

  it('waits while the token is checked, then asks for the draft from the network', async () => {
    mockFetch(reply(200, GRANT))
    mountQuery('/en/faq?preview=abc')
    expect(args).toEqual({
      query: PUBLISHED,
      options: { variables: { path: 'faq', locale: 'en' }, skip: true },
      waiting: true,
    })
    await waitFor(() => expect(args?.query).toBe(DRAFT))
    expect(args).toEqual({
      query: DRAFT,
      options: {
        variables: { path: 'faq', locale: 'en', draft: true },
        fetchPolicy: 'network-only',
        notifyOnNetworkStatusChange: false,
      },
      waiting: false,
    })
  })

  it('refused: the published query, as for anyone', async () => {
    mockFetch(reply(401, { ok: false, reason: 'expired' }))
    mountQuery('/en/faq?preview=abc')
    await waitFor(() => expect(args?.waiting).toBe(false))
    expect(args).toEqual({ query: PUBLISHED, options: { variables: { path: 'faq', locale: 'en' } }, waiting: false })
  })
})
