import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen } from '@testing-library/react'

import type { Lang } from '../../lib/lang'
import { structuredDataOf } from '../../lib/structuredData.testing'
import { renderWithProviders } from '../../test/render'
import { PROVIDERS_QUERY } from './api/providerQueries'
import ProvidersPage from './ProvidersPage'

const card = (id: number, slug: string, name: string) => ({
  __typename: 'Provider',
  id,
  slug,
  name,
  brief: null,
  rating: 4.5,
  totalReviews: 100,
  priceRange: null,
  address: null,
  nextAvailable: null,
  image: null,
})

const NAMES = {
  en: { heading: 'Health providers', providers: ['Medical Park', 'Dünyagöz'] },
  ar: { heading: 'مقدمو الرعاية الصحية', providers: ['ميديكال بارك', 'دنيا غوز'] },
}

const mocks = (lang: Lang): MockLink.MockedResponse[] => [
  {
    request: { query: PROVIDERS_QUERY, variables: { locale: lang } },
    result: {
      data: {
        Providers: {
          __typename: 'Providers',
          docs: [card(1, 'medical-park', NAMES[lang].providers[0]!), card(2, 'dunyagoz', NAMES[lang].providers[1]!)],
        },
      },
    },
  },
]

describe('the providers listing', () => {
  it.each(['en', 'ar'] as const)('lists the providers for search engines by their pages (%s)', async (lang) => {
    await renderWithProviders(
      <MockedProvider mocks={mocks(lang)}>
        <ProvidersPage />
      </MockedProvider>,
      { lang, path: `/${lang}/health-providers` },
    )
    expect(await screen.findByTestId('provider-cards')).toBeInTheDocument()
    const [medicalPark, dunyagoz] = NAMES[lang].providers
    expect(structuredDataOf('ItemList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: NAMES[lang].heading,
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: medicalPark,
          url: `http://localhost/${lang}/health-providers/medical-park`,
        },
        { '@type': 'ListItem', position: 2, name: dunyagoz, url: `http://localhost/${lang}/health-providers/dunyagoz` },
      ],
    })
    expect(structuredDataOf('BreadcrumbList').itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: NAMES[lang].heading,
      item: `http://localhost/${lang}/health-providers`,
    })
  })
})
