import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { RELATED_DOCTORS_LIMIT, RELATED_DOCTORS_QUERY, providerDoctorsWhere } from '../../lib/relatedDoctorsQuery'
import { renderWithProviders } from '../../test/render'
import { PROVIDER_QUERY } from './api/providerQueries'
import ProviderPage from './ProviderPage'

const PROVIDER = {
  __typename: 'Provider',
  id: 4,
  slug: 'dunyagoz',
  name: 'Dünyagöz',
  brief: 'Eye care since 1996.',
  rating: 4.7,
  totalReviews: 8043,
  priceRange: null,
  address: null,
  nextAvailable: null,
  image: null,
  description: 'An eye-care group.',
  totalRating: null,
  content: null,
  certifications: [],
  excellenceAreas: [],
  figures: [],
  treatmentLists: [],
}

const mocks = (lang: 'en' | 'ar', doctorName: string): MockLink.MockedResponse[] => [
  {
    request: { query: PROVIDER_QUERY, variables: { slug: 'dunyagoz', locale: lang } },
    result: { data: { Providers: { __typename: 'Providers', docs: [PROVIDER] } } },
  },
  {
    request: {
      query: RELATED_DOCTORS_QUERY,
      variables: { where: providerDoctorsWhere(4), limit: RELATED_DOCTORS_LIMIT, locale: lang },
    },
    result: {
      data: {
        Doctors: {
          __typename: 'Doctors',
          totalDocs: 9,
          docs: [
            {
              __typename: 'Doctor',
              id: 8,
              slug: 'selin-demir',
              name: doctorName,
              title: null,
              photo: null,
              speciality: { __typename: 'Speciality', id: 3, name: lang === 'ar' ? 'طب العيون' : 'Ophthalmology' },
            },
          ],
        },
      },
    },
  },
]

const renderProvider = (lang: 'en' | 'ar', doctorName: string) =>
  renderWithProviders(
    <MockedProvider mocks={mocks(lang, doctorName)}>
      <Routes>
        <Route path="/:lang/health-providers/:slug" element={<ProviderPage />} />
      </Routes>
    </MockedProvider>,
    { lang, path: `/${lang}/health-providers/dunyagoz` },
  )

describe('a provider page', () => {
  it("leads to the provider's doctors and to the doctor list filtered by the provider", async () => {
    await renderProvider('en', 'Selin Demir')
    const section = await screen.findByRole('region', { name: 'Doctors at this provider' })
    expect(await within(section).findByRole('link', { name: 'Selin Demir' })).toHaveAttribute(
      'href',
      '/en/doctor-profile?doctor=selin-demir',
    )
    expect(within(section).getByText('Ophthalmology')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'See all doctors' })).toHaveAttribute(
      'href',
      '/en/doctor-list?provider=dunyagoz',
    )
  })

  it('does the same in Arabic', async () => {
    await renderProvider('ar', 'سيلين دمير')
    const section = await screen.findByRole('region', { name: 'أطباء مقدم الرعاية هذا' })
    expect(await within(section).findByRole('link', { name: 'سيلين دمير' })).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'عرض جميع الأطباء' })).toHaveAttribute(
      'href',
      '/ar/doctor-list?provider=dunyagoz',
    )
  })
})
