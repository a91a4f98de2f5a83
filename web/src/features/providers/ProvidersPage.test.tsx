import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, within } from '@testing-library/react'

import type { Lang } from '../../lib/lang'
import { structuredDataOf } from '../../lib/structuredData.testing'
import { cmsMedia } from '../../test/media'
import { renderWithProviders } from '../../test/render'
import { PROVIDERS_QUERY } from './api/providerQueries'
import ProvidersPage from './ProvidersPage'

const card = (id: number, slug: string, name: string, image: ReturnType<typeof cmsMedia> | null = null) => ({
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
  image,
})

const NAMES = {
  en: { heading: 'Health providers', providers: ['Medical Park', 'Dünyagöz'] },
  ar: { heading: 'مقدمو الرعاية الصحية', providers: ['ميديكال بارك', 'دنيا غوز'] },
}

const mocks = (
  lang: Lang,
  docs = [card(1, 'medical-park', NAMES[lang].providers[0]!), card(2, 'dunyagoz', NAMES[lang].providers[1]!)],
): MockLink.MockedResponse[] => [
  {
    request: { query: PROVIDERS_QUERY, variables: { locale: lang } },
    result: { data: { Providers: { __typename: 'Providers', docs } } },
  },
]

describe('the providers listing', () => {
  it("shows each card's picture at the width it needs, cropped around the editors' focal point", async () => {
    const docs = [
      card(
        1,
        'medical-park',
        'Medical Park',
        cmsMedia('provider-medical-park.jpg', { alt: 'The hospital', focalX: 25, focalY: 80 }),
      ),
      card(2, 'dunyagoz', 'Dünyagöz', cmsMedia('provider-dunyagoz.png', { sizes: false, focalX: null, focalY: null })),
      card(3, 'acibadem', 'Acıbadem'),
    ]
    await renderWithProviders(
      <MockedProvider mocks={mocks('en', docs)}>
        <ProvidersPage />
      </MockedProvider>,
      { path: '/en/health-providers' },
    )
    const cards = within(await screen.findByTestId('provider-cards')).getAllByRole('heading', { level: 2 })
    const pictureOf = (name: string) =>
      cards
        .find((c) => c.textContent === name)!
        .closest('.chakra-card__root')!
        .querySelector('img')

    const sized = pictureOf('Medical Park')!
    expect(sized).toHaveAttribute('alt', 'The hospital')
    expect(sized).toHaveAttribute('src', '/api/media/file/provider-medical-park.jpg')
    const srcset = sized.getAttribute('srcset')!.split(', ')
    expect(srcset).toEqual([
      '/api/media/file/provider-medical-park-400x267.jpg 400w',
      '/api/media/file/provider-medical-park-1600x1067.jpg 1600w',
      '/api/media/file/provider-medical-park.jpg 2400w',
    ])
    expect(sized.getAttribute('sizes')).toMatch(/400px/)
    expect(sized.style.objectPosition).toBe('25% 80%')

    // No generated sizes: the original alone, centred.
    const plain = pictureOf('Dünyagöz')!
    expect(plain).toHaveAttribute('src', '/api/media/file/provider-dunyagoz.png')
    expect(plain).toHaveAttribute('alt', 'Dünyagöz')
    expect(plain).not.toHaveAttribute('srcset')
    expect(plain).not.toHaveAttribute('sizes')
    expect(plain.style.objectPosition).toBe('50% 50%')

    expect(pictureOf('Acıbadem')).toBeNull()
  })

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
