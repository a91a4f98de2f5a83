import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { act, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { renderWithProviders } from '../../test/render'
import { REVIEWS_QUERY } from './api/providerQueries'
import { ProviderReviews } from './Reviews'
import { REVIEW_DELAY_MS } from './useDeferred'

const review = (id: number, language: string, text: string) => ({
  __typename: 'Review',
  id,
  authorName: `Author ${id}`,
  rating: 4.5,
  text,
  time: '2026-01-01T00:00:00.000Z',
  relativeTimeDescription: 'a month ago',
  locationName: 'Istanbul',
  reviewLink: null,
  language,
})

const result = (provider: number, language: string, docs: unknown[]): MockLink.MockedResponse => ({
  request: { query: REVIEWS_QUERY, variables: { provider, language } },
  result: { data: { Reviews: { __typename: 'Reviews', docs } } },
})

const wrap = (mocks: MockLink.MockedResponse[], ui: ReactNode) => <MockedProvider mocks={mocks}>{ui}</MockedProvider>

describe('provider reviews', () => {
  afterEach(() => jest.useRealTimers())

  it('asks only after 800 ms and shows the reviews of the language', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    await renderWithProviders(
      wrap([result(2, 'ar', [review(1, 'ar', 'رائع جدا')])], <ProviderReviews providerId={2} lang="ar" />),
      {
        lang: 'ar',
      },
    )
    expect(screen.getByTestId('reviews-loading')).toBeInTheDocument()
    await act(async () => {
      jest.advanceTimersByTime(REVIEW_DELAY_MS)
    })
    expect(await screen.findByText('رائع جدا')).toBeInTheDocument()
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
})
