import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import SiteLayout from './SiteLayout'

// The layout's CMS query answers nothing here: the header shows without its menu.
jest.mock('@apollo/client/react', () => ({
  ApolloProvider: ({ children }: { children: unknown }) => children,
  useQuery: () => ({ data: undefined }),
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
