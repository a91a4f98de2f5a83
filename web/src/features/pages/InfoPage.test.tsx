import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, waitFor, within } from '@testing-library/react'

import { RELATED_DOCTORS_LIMIT, RELATED_DOCTORS_QUERY, facilityDoctorsWhere } from '../../lib/relatedDoctorsQuery'
import type { Lang } from '../../lib/lang'
import { structuredDataBlocks, structuredDataOf } from '../../lib/structuredData.testing'
import { cmsMedia } from '../../test/media'
import { renderWithProviders } from '../../test/render'
import { PAGE_QUERY } from './api/pageQuery'
import { CITY_OF_PAGE_QUERY } from './api/cityQuery'
import InfoPage from './InfoPage'

const facility = (id: number, city: number) => ({ __typename: 'Facility', id, city: { __typename: 'City', id: city } })

const page = (
  id: number,
  path: string,
  title: string,
  {
    lang = 'en',
    description = null,
    banner = null,
  }: { lang?: Lang; description?: string | null; banner?: string | null } = {},
): MockLink.MockedResponse => ({
  request: { query: PAGE_QUERY, variables: { path, locale: lang } },
  result: {
    data: {
      Pages: {
        __typename: 'Pages',
        docs: [
          {
            __typename: 'Page',
            id,
            path,
            title,
            description,
            intro: null,
            body: null,
            banner: banner
              ? cmsMedia(banner.slice(banner.lastIndexOf('/') + 1), { base: banner.slice(0, banner.lastIndexOf('/')) })
              : null,
          },
        ],
      },
    },
  },
})

const cityOfPage = (lang: Lang, name: string, country: string, facilities = [facility(21, 2)]) => ({
  request: { query: CITY_OF_PAGE_QUERY, variables: { page: 9, locale: lang } },
  result: {
    data: {
      Cities: {
        __typename: 'Cities',
        docs: [
          {
            __typename: 'City',
            id: 2,
            slug: 'istanbul',
            name,
            lat: 41.0082,
            lng: 28.9784,
            country: { __typename: 'Country', name: country },
          },
        ],
      },
      Facilities: { __typename: 'Facilities', docs: facilities },
    },
  },
})

describe('information pages', () => {
  it("a city's guide leads to the doctors in the city and to the doctor list filtered by it", async () => {
    const cityDoctors = facilityDoctorsWhere([21, 23])
    await renderWithProviders(
      <MockedProvider
        mocks={[
          page(9, 'cities/istanbul', 'Istanbul'),
          cityOfPage('en', 'Istanbul', 'Türkiye', [facility(21, 2), facility(22, 3), facility(23, 2)]),
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

  describe('structured data', () => {
    const noDoctors = (lang: Lang): MockLink.MockedResponse => ({
      request: {
        query: RELATED_DOCTORS_QUERY,
        variables: { where: facilityDoctorsWhere([21]), limit: RELATED_DOCTORS_LIMIT, locale: lang },
      },
      result: { data: { Doctors: { __typename: 'Doctors', totalDocs: 0, docs: [] } } },
    })

    const renderPage = (lang: Lang, path: string, mocks: MockLink.MockedResponse[]) =>
      renderWithProviders(
        <MockedProvider mocks={mocks}>
          <InfoPage path={path} />
        </MockedProvider>,
        { lang, path: `/${lang}/${path}` },
      )

    it.each([
      ['en', 'Istanbul City Guide for Patients', 'Istanbul', 'Türkiye', 'Where to stay and how to get around.', 'Home'],
      ['ar', 'دليل مدينة إسطنبول للمرضى', 'إسطنبول', 'تركيا', 'أين تقيم وكيف تتنقل.', 'الرئيسية'],
    ] as const)(
      "a city's guide (%s) describes the city from the CMS as a TouristDestination",
      async (lang, title, city, country, description, home) => {
        await renderPage(lang, 'cities/istanbul', [
          page(9, 'cities/istanbul', title, {
            lang,
            description,
            banner: 'http://cms:3001/api/media/file/istanbul.jpg',
          }),
          cityOfPage(lang, city, country),
          noDoctors(lang),
        ])
        await waitFor(() =>
          expect(structuredDataBlocks().map((block) => block['@type'])).toContain('TouristDestination'),
        )
        expect(structuredDataOf('TouristDestination')).toEqual({
          '@context': 'https://schema.org',
          '@type': 'TouristDestination',
          name: city,
          description,
          url: `http://localhost/${lang}/cities/istanbul`,
          image: 'http://localhost/api/media/file/istanbul.jpg',
          geo: { '@type': 'GeoCoordinates', latitude: 41.0082, longitude: 28.9784 },
          containedInPlace: { '@type': 'Country', name: country },
        })
        // The banner: the original as src (what a rendered page preloads), its sizes to choose from.
        const banner = screen.getByTestId('hero-image')
        expect(banner).toHaveAttribute('src', '/api/media/file/istanbul.jpg')
        expect(banner.getAttribute('srcset')).toMatch(/istanbul-400x267\.jpg 400w, .*istanbul\.jpg 2400w$/)
        expect(banner).toHaveAttribute('sizes', '100vw')
        expect(structuredDataOf('BreadcrumbList').itemListElement).toEqual([
          { '@type': 'ListItem', position: 1, name: home, item: `http://localhost/${lang}/` },
          { '@type': 'ListItem', position: 2, name: title, item: `http://localhost/${lang}/cities/istanbul` },
        ])
      },
    )

    it('a page of the Turkey section describes the country', async () => {
      await renderPage('ar', 'turkey/why-turkey', [
        page(5, 'turkey/why-turkey', 'لماذا تركيا للعلاج؟', {
          lang: 'ar',
          description: 'أطباء معتمدون وأسعار معقولة.',
        }),
      ])
      expect(await screen.findByRole('heading', { level: 1, name: 'لماذا تركيا للعلاج؟' })).toBeInTheDocument()
      expect(structuredDataOf('TouristDestination')).toMatchObject({
        name: 'تركيا',
        description: 'أطباء معتمدون وأسعار معقولة.',
        url: 'http://localhost/ar/turkey/why-turkey',
      })
    })

    it('other pages carry only their breadcrumb', async () => {
      await renderPage('en', 'about-us', [page(3, 'about-us', 'About us', { lang: 'en' })])
      expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
      expect(structuredDataBlocks().map((block) => block['@type'])).toEqual(['BreadcrumbList'])
    })
  })
})
