import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, within } from '@testing-library/react'

import { RELATED_DOCTORS_LIMIT, RELATED_DOCTORS_QUERY, facilityDoctorsWhere } from '../../lib/relatedDoctorsQuery'
import { renderWithProviders } from '../../test/render'
import { PAGE_QUERY } from './api/pageQuery'
import { CITY_OF_PAGE_QUERY } from './api/cityQuery'
import InfoPage from './InfoPage'

const page = (id: number, path: string, title: string): MockLink.MockedResponse => ({
  request: { query: PAGE_QUERY, variables: { path, locale: 'en' } },
  result: {
    data: {
      Pages: {
        __typename: 'Pages',
        docs: [{ __typename: 'Page', id, path, title, description: null, intro: null, body: null, banner: null }],
      },
    },
  },
})

const facility = (id: number, city: number) => ({ __typename: 'Facility', id, city: { __typename: 'City', id: city } })

describe('information pages', () => {
  it("a city's guide leads to the doctors in the city and to the doctor list filtered by it", async () => {
    const cityDoctors = facilityDoctorsWhere([21, 23])
    await renderWithProviders(
      <MockedProvider
        mocks={[
          page(9, 'cities/istanbul', 'Istanbul'),
          {
            request: { query: CITY_OF_PAGE_QUERY, variables: { page: 9 } },
            result: {
              data: {
                Cities: { __typename: 'Cities', docs: [{ __typename: 'City', id: 2, slug: 'istanbul' }] },
                Facilities: { __typename: 'Facilities', docs: [facility(21, 2), facility(22, 3), facility(23, 2)] },
              },
            },
          },
          {
            request: {
              query: RELATED_DOCTORS_QUERY,
              variables: { where: cityDoctors, limit: RELATED_DOCTORS_LIMIT, locale: 'en' },
            },
            result: {
              data: {
                Doctors: {
                  __typename: 'Doctors',
                  totalDocs: 1,
                  docs: [
                    {
                      __typename: 'Doctor',
                      id: 1,
                      slug: 'ayse-kaya',
                      name: 'Ayşe Kaya',
                      title: 'Op. Dr.',
                      photo: null,
                      speciality: { __typename: 'Speciality', id: 4, name: 'Cardiology' },
                    },
                  ],
                },
              },
            },
          },
        ]}
      >
        <InfoPage path="cities/istanbul" />
      </MockedProvider>,
    )
    const section = await screen.findByRole('region', { name: 'Doctors in this city' })
    expect(await within(section).findByRole('link', { name: 'Op. Dr. Ayşe Kaya' })).toHaveAttribute(
      'href',
      '/en/doctor-profile?doctor=ayse-kaya',
    )
    expect(within(section).getByText('Cardiology')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'See all doctors' })).toHaveAttribute(
      'href',
      '/en/doctor-list?city=istanbul',
    )
  })

  it('other pages show no doctors', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[page(3, 'about-us', 'About us')]}>
        <InfoPage path="about-us" />
      </MockedProvider>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(screen.queryByTestId('related-doctors')).toBeNull()
  })
})
