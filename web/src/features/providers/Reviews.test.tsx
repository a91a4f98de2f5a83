import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'

import { renderWithProviders } from '../../test/render'
import { REVIEWS_QUERY } from './api/providerQueries'
import { ProviderReviews } from './Reviews'
import { REVIEW_DELAY_MS } from './useDeferred'

/** The tests' clock: a month (31 days) after the reviews were written. */
const NOW = new Date('2026-02-01T12:00:00.000Z')
const WRITTEN = '2026-01-01T12:00:00.000Z'

const review = (id: number, language: string, text: string, reviewLink: string | null = null) => ({
  __typename: 'Review',
  id,
  authorName: `Author ${id}`,
  rating: 4.5,
  text,
  time: WRITTEN,
  locationName: 'Istanbul',
  reviewLink,
  language,
})

const result = (provider: number, language: string, docs: unknown[]): MockLink.MockedResponse => ({
  request: { query: REVIEWS_QUERY, variables: { provider, language } },
  result: { data: { Reviews: { __typename: 'Reviews', docs } } },
})

const wrap = (mocks: MockLink.MockedResponse[], ui: ReactNode) => <MockedProvider mocks={mocks}>{ui}</MockedProvider>

describe('provider reviews', () => {
  afterEach(() => jest.useRealTimers())

  it('shows the reviews of the language 800 ms after the page, placeholders until then', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    await renderWithProviders(
      wrap([result(2, 'ar', [review(1, 'ar', 'رائع جدا')])], <ProviderReviews providerId={2} lang="ar" />),
      {
        lang: 'ar',
      },
    )
    expect(screen.getByTestId('reviews-loading')).toBeVisible()
    // Asked for at once (a rendered page carries them), not shown before the delay.
    const text = await screen.findByText('رائع جدا')
    expect(text).not.toBeVisible()
    await act(async () => {
      jest.advanceTimersByTime(REVIEW_DELAY_MS)
    })
    expect(text).toBeVisible()
    expect(screen.queryByTestId('reviews-loading')).toBeNull()
  })

  it('falls back to English when the language has none', async () => {
    await renderWithProviders(
      wrap(
        [result(3, 'ar', []), result(3, 'en', [review(2, 'en', 'Great clinic')])],
        <ProviderReviews providerId={3} lang="ar" />,
      ),
      { lang: 'ar' },
    )
    expect(await screen.findByText('Great clinic', {}, { timeout: 3000 })).toBeInTheDocument()
  })

  it("says when a review was written from its date, in the page's language, linked to the review", async () => {
    jest.useFakeTimers({ advanceTimers: true, now: NOW })
    await renderWithProviders(
      wrap(
        [result(5, 'en', [review(3, 'en', 'Great clinic', 'https://maps.google.com/review/3')])],
        <ProviderReviews providerId={5} lang="en" />,
      ),
    )
    const time = await screen.findByText('last month', {}, { timeout: 3000 })
    await waitFor(() => expect(time).toBeVisible(), { timeout: 3000 })
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', WRITTEN)
    expect(time).toHaveAttribute('title', '1 January 2026')
    expect(time).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('link', { name: 'last month' })).toHaveAttribute('href', 'https://maps.google.com/review/3')
    expect(screen.queryByText('a month ago')).not.toBeInTheDocument()
  })

  it('says it in Arabic on the Arabic page, inside an English review', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: NOW })
    await renderWithProviders(
      wrap(
        [result(6, 'ar', []), result(6, 'en', [review(4, 'en', 'Great clinic')])],
        <ProviderReviews providerId={6} lang="ar" />,
      ),
      { lang: 'ar' },
    )
    const time = await screen.findByText('الشهر الماضي', {}, { timeout: 3000 })
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', WRITTEN)
    expect(time).toHaveAttribute('title', '1 يناير 2026')
    expect(time).toHaveAttribute('lang', 'ar')
    expect(time).toHaveAttribute('dir', 'rtl')
    // The card keeps the review's language; no link without one.
    expect(time.closest('[lang="en"]')).toHaveTextContent('Great clinic')
    expect(within(screen.getByTestId('reviews')).queryByRole('link')).not.toBeInTheDocument()
  })

  it("counts from the reader's clock", async () => {
    jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-01-04T12:00:00.000Z') })
    await renderWithProviders(
      wrap([result(7, 'en', [review(5, 'en', 'Great clinic')])], <ProviderReviews providerId={7} lang="en" />),
    )
    expect(await screen.findByText('3 days ago', {}, { timeout: 3000 })).toBeInTheDocument()
  })
})
