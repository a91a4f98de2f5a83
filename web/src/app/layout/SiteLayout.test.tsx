import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'

import { PreviewProvider } from '../../lib/preview'
import { PREVIEW_REFETCH_DELAY_MS } from '../../lib/PreviewBridge'
import { renderWithProviders } from '../../test/render'
import SiteLayout from './SiteLayout'

const mockRefetchQueries = jest.fn(() => Promise.resolve([]))

// The layout's CMS query answers nothing here: the header shows without its menu.
jest.mock('@apollo/client/react', () => ({
  ApolloProvider: ({ children }: { children: unknown }) => children,
  useQuery: () => ({ data: undefined }),
  useApolloClient: () => ({ refetchQueries: mockRefetchQueries }),
}))
jest.mock('../../lib/apollo', () => ({ createApolloClient: () => ({}) }))
jest.mock('../../features/chat/liveChat', () => ({ applyLiveChat: jest.fn() }))

const page = (
  <Routes>
    <Route path="/:lang" element={<SiteLayout />}>
      <Route path="faq" element={<h1>Questions</h1>} />
      <Route
        path="account-profile"
        element={
          <div>
            <nav aria-label="side">
              <a href="/en/x">side link</a>
            </nav>
            <section data-testid="column" data-skip-target="">
              <h1>Profile</h1>
            </section>
          </div>
        }
      />
    </Route>
  </Routes>
)

describe('SiteLayout: skip link', () => {
  it('is the first tab stop, shows on focus and moves the focus to <main>', async () => {
    const user = userEvent.setup()
    await renderWithProviders(page, { lang: 'en', path: '/en/faq' })
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveFocus()
    const main = screen.getByRole('main')
    expect(skip).toHaveAttribute('href', `#${main.id}`)
    expect(main.id).toBe('main-content')
    await user.keyboard('{Enter}')
    expect(main).toHaveFocus()
    // Not a tab stop of its own once the focus moves on.
    await user.tab()
    expect(main).not.toHaveAttribute('tabindex')
  })

  it("goes past a layout's side navigation to its content column", async () => {
    await renderWithProviders(page, { lang: 'en', path: '/en/account-profile' })
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }))
    expect(screen.getByTestId('column')).toHaveFocus()
  })

  it('speaks Arabic on Arabic pages', async () => {
    await renderWithProviders(page, { lang: 'ar', path: '/ar/faq' })
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeInTheDocument()
  })
})

describe('SiteLayout: preview mode', () => {
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    mockRefetchQueries.mockClear()
  })

  it('adds nothing without ?preview=', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch')
    const { container } = await renderWithProviders(<PreviewProvider>{page}</PreviewProvider>, {
      lang: 'en',
      path: '/en/faq',
    })
    expect(container.querySelector('[data-preview]')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows its bar after the page and passes the panel's changes on to the queries", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ ok: true, collection: 'pages', id: 12, locale: 'ar', expiresAt: '2026-05-01T10:15:00Z' }),
      )
    await renderWithProviders(<PreviewProvider>{page}</PreviewProvider>, { lang: 'ar', path: '/ar/faq?preview=t.s' })
    const bar = await screen.findByText('معاينة لتغييرات غير منشورة — لا يراها إلا الموظفون المسجّل دخولهم إلى اللوحة.')
    expect(bar).toHaveAttribute('role', 'status')
    // In the page's flow after <main> and the footer, so it never covers the end of the content.
    expect(screen.getByRole('main').compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('main').contains(bar)).toBe(false)

    jest.useFakeTimers()
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'payload-live-preview' } }),
      )
    })
    act(() => jest.advanceTimersByTime(PREVIEW_REFETCH_DELAY_MS))
    expect(mockRefetchQueries).toHaveBeenCalledWith({ include: 'active' })
  })
})
