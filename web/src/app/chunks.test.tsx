import { fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'

import { renderWithProviders } from '../test/render'
import { ChunkLoadError, CHUNK_TIMEOUT_MS, lazyChunk, loadChunk, toChunkError } from '../lib/chunks'
import { ErrorBoundary } from './ErrorBoundary'

describe('chunk loading', () => {
  afterEach(() => jest.useRealTimers())

  it('a chunk that does not arrive within 120 s fails as a timeout', async () => {
    jest.useFakeTimers()
    const pending = loadChunk('providers', () => new Promise(() => undefined))
    const caught = pending.catch((e: unknown) => e)
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS)
    const error = (await caught) as ChunkLoadError
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error.message).toBe('Loading chunk providers failed')
    expect(error.type).toBe('timeout')
  })

  it('failed script and stylesheet loads become the spec messages; other errors stay', () => {
    const js = toChunkError('faq', new TypeError('Failed to fetch dynamically imported module: /assets/FaqPage.js'))
    expect(js).toMatchObject({ message: 'Loading chunk faq failed', type: 'load' })
    const css = toChunkError('faq', new Error('Unable to preload CSS for /assets/faq.css'))
    expect(css).toMatchObject({ message: 'Loading CSS chunk faq failed', css: true })
    const bug = new Error('x is undefined')
    expect(toChunkError('faq', bug)).toBe(bug)
  })

  it('a chunk loaded ahead renders at once; one loaded on demand suspends first', async () => {
    const Ahead = lazyChunk('ahead', async () => ({ default: () => <p>ahead content</p> }))
    expect(await Ahead.preload()).toHaveProperty('default')
    render(
      <Suspense fallback="loading">
        <Ahead />
      </Suspense>,
    )
    // No fallback was ever shown: the first commit has the content.
    expect(screen.getByText('ahead content')).toBeInTheDocument()
    expect(screen.queryByText('loading')).not.toBeInTheDocument()

    const OnDemand = lazyChunk('on-demand', async () => ({ default: () => <p>later content</p> }))
    render(
      <Suspense fallback="loading">
        <OnDemand />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('later content')).toBeInTheDocument()
  })

  it('the error boundary shows a translated page with a reload instead of a blank screen', async () => {
    const onReload = jest.fn()
    const Broken = lazyChunk('about', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderWithProviders(
      <ErrorBoundary onReload={onReload}>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </ErrorBoundary>,
      { lang: 'ar' },
    )
    expect(await screen.findByRole('heading', { name: 'تعذر تحميل جزء من الموقع' })).toBeInTheDocument()
    expect(screen.getByText(/Loading chunk about failed/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' }))
    expect(onReload).toHaveBeenCalled()
  })

  it('another render error shows the server-error page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const Throws = () => {
      throw new Error('boom')
    }
    await renderWithProviders(
      <ErrorBoundary>
        <Throws />
      </ErrorBoundary>,
    )
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(render).toBeDefined()
  })
})
