import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, waitFor } from '@testing-library/react'

import type { Lang } from '../../lib/lang'
import { PREFERENCES_QUERY } from '../../lib/preferenceQuestions'
import { structuredDataBlocks, structuredDataOf } from '../../lib/structuredData.testing'
import { renderWithProviders } from '../../test/render'
import { PROVIDERS_QUERY } from '../providers/api/providerQueries'
import { SOCIAL_LINKS_QUERY } from './api/socialLinksQuery'
import HomePage from './HomePage'

const mocks = (lang: Lang): MockLink.MockedResponse[] => [
  {
    request: { query: PROVIDERS_QUERY, variables: { locale: lang } },
    result: { data: { Providers: { __typename: 'Providers', docs: [] } } },
  },
  {
    request: { query: PREFERENCES_QUERY, variables: { locale: lang } },
    result: { data: { PreferenceQuestions: { __typename: 'PreferenceQuestions', docs: [] } } },
  },
  {
    request: { query: SOCIAL_LINKS_QUERY },
    result: {
      data: {
        SocialLink: {
          __typename: 'SocialLink',
          links: [
            {
              __typename: 'SocialLink_Links',
              network: 'facebook',
              url: 'https://www.facebook.com/medicaltourismturkey',
              arabicUrl: null,
            },
            {
              __typename: 'SocialLink_Links',
              network: 'instagram',
              url: 'https://www.instagram.com/medicaltourism.turkey',
              arabicUrl: 'https://www.instagram.com/medicaltourism.arabic',
            },
          ],
        },
      },
    },
  },
]

const SITE = {
  en: { name: 'Medical Tourism Turkey', shortName: 'MedTour Turkey', description: /^Certified hospitals and clinics/ },
  ar: { name: 'السياحة العلاجية في تركيا', shortName: 'ميدتور تركيا', description: /^مستشفيات وعيادات معتمدة/ },
}

describe('the home page', () => {
  it.each(['en', 'ar'] as const)('describes the site and the organization behind it (%s)', async (lang) => {
    await renderWithProviders(
      <MockedProvider mocks={mocks(lang)}>
        <HomePage />
      </MockedProvider>,
      { lang, path: `/${lang}/` },
    )
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(structuredDataBlocks().map((block) => block['@type'])).toContain('Organization'))
    const { name, shortName, description } = SITE[lang]
    const website = structuredDataOf('WebSite')
    expect(website).toMatchObject({
      '@id': `http://localhost/${lang}/#website`,
      name,
      alternateName: shortName,
      url: `http://localhost/${lang}/`,
      inLanguage: lang,
      publisher: { '@id': 'http://localhost/#organization' },
    })
    expect(website.description).toMatch(description)
    expect(structuredDataOf('Organization')).toMatchObject({
      '@id': 'http://localhost/#organization',
      name,
      url: `http://localhost/${lang}/`,
      logo: 'http://localhost/logo.svg',
      sameAs: [
        'https://www.facebook.com/medicaltourismturkey',
        'https://www.instagram.com/medicaltourism.turkey',
        'https://www.instagram.com/medicaltourism.arabic',
      ],
    })
    // The home page draws no breadcrumb, so it gives none.
    expect(structuredDataBlocks().map((block) => block['@type'])).toEqual(['WebSite', 'Organization'])
  })
})
