import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { Link, Route, Routes, useNavigate } from 'react-router-dom'

import { MAIN_CONTENT_ID } from '../components/SkipLink'
import { renderWithProviders } from '../test/render'
import { RouteFocus } from './RouteFocus'

function Page({ title, focusOwn = false }: { title: string; focusOwn?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => {
    document.title = `${title} | Site`
  }, [title])
  return (
    <>
      <h1>{title}</h1>
      <Link to="/en/faq">to faq</Link>
      <Link to="/en/faq?step=2">faq step 2</Link>
      <Link to="/en/faq#q3">faq question 3</Link>
      <button type="button" onClick={() => navigate('/en/status')}>
        go
      </button>
      {focusOwn && <StatusHeading />}
    </>
  )
}

function StatusHeading() {
  useEffect(() => document.getElementById('own')?.focus(), [])
  return (
    <h2 id="own" tabIndex={-1}>
      status
    </h2>
  )
}

function Site() {
  return (
    <>
      <header>
        <Link to="/en/about">header about</Link>
      </header>
      <main id={MAIN_CONTENT_ID}>
        <nav>
          <Link to="/en/about">side about</Link>
        </nav>
        <Routes>
          <Route path="/en/" element={<Page title="Home" />} />
          <Route path="/en/about" element={<Page title="About us" />} />
          <Route path="/en/faq" element={<Page title="FAQ" />} />
          <Route path="/en/status" element={<Page title="Status" focusOwn />} />
        </Routes>
      </main>
      <RouteFocus />
    </>
  )
}

const announcer = () => screen.getByTestId('route-announcer')

describe('RouteFocus', () => {
  it('leaves the focus alone on the first load', async () => {
    await renderWithProviders(<Site />, { path: '/en/' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)))
    expect(document.body).toHaveFocus()
    expect(announcer()).toBeEmptyDOMElement()
  })

  it('on a new path moves the focus from the followed link to the main heading and announces the title', async () => {
    await renderWithProviders(<Site />, { path: '/en/' })
    const link = screen.getByRole('link', { name: 'header about' })
    link.focus()
    fireEvent.click(link)
    const heading = await screen.findByRole('heading', { level: 1, name: 'About us' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveAttribute('tabindex', '-1')
    expect(announcer()).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(announcer()).toHaveTextContent('About us | Site'))
    // The heading is not a tab stop once it has lost the focus.
    act(() => link.focus())
    expect(heading).not.toHaveAttribute('tabindex')
  })

  it('also from a link that stays on screen inside <main> (a side navigation)', async () => {
    await renderWithProviders(<Site />, { path: '/en/faq' })
    const side = screen.getByRole('link', { name: 'side about' })
    side.focus()
    fireEvent.click(side)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toHaveFocus())
  })

  it('does nothing when only the query or the #fragment changes', async () => {
    await renderWithProviders(<Site />, { path: '/en/faq' })
    const step = screen.getByRole('link', { name: 'faq step 2' })
    step.focus()
    fireEvent.click(step)
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)))
    expect(step).toHaveFocus()
    const fragment = screen.getByRole('link', { name: 'faq question 3' })
    fragment.focus()
    fireEvent.click(fragment)
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)))
    expect(fragment).toHaveFocus()
    expect(announcer()).toBeEmptyDOMElement()
  })

  it('keeps the focus a new screen gave itself, and still announces it', async () => {
    await renderWithProviders(<Site />, { path: '/en/' })
    const go = screen.getByRole('button', { name: 'go' })
    go.focus()
    fireEvent.click(go)
    await waitFor(() => expect(announcer()).toHaveTextContent('Status | Site'))
    expect(screen.getByRole('heading', { level: 2, name: 'status' })).toHaveFocus()
  })
})
