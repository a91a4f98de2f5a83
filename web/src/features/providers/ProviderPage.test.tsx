import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { RELATED_DOCTORS_LIMIT, RELATED_DOCTORS_QUERY, providerDoctorsWhere } from '../../lib/relatedDoctorsQuery'
import { structuredDataOf } from '../../lib/structuredData.testing'
import { cmsMedia } from '../../test/media'
import { renderWithProviders } from '../../test/render'
import { PROVIDER_QUERY, REVIEWS_QUERY } from './api/providerQueries'
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
  speciality: { __typename: 'Speciality', name: 'Ophthalmology' },
  totalRating: null,
  ratingSource: null,
  ratingCheckedOn: null,
  content: null,
  certifications: [],
  excellenceAreas: [],
  figures: [],
  treatmentLists: [],
}

/** The Arabic page's content, as the CMS gives it in Arabic. */
const ARABIC = {
  name: 'دنيا غوز',
  brief: 'رعاية العيون منذ 1996.',
  description: 'مجموعة لرعاية العيون.',
  address: 'دنيا غوز ليفنت، شيشلي/إسطنبول',
  totalReviews: 8000,
  speciality: { __typename: 'Speciality', name: 'طب العيون' },
  image: cmsMedia('provider-dunyagoz.jpg', { focalX: 60, focalY: 25 }),
  figures: [{ __typename: 'Provider_Figures', key: 'physicians', value: '300', label: 'طبيب' }],
}

const REVIEWS = {
  en: { authorName: 'Sarah K.', text: 'Excellent laser surgery,\nclear sight the next day.' },
  ar: { authorName: 'أحمد م.', text: 'عملية ليزر ممتازة، رؤية واضحة في اليوم التالي.' },
}

/** When the review was written, and the clock a month later. */
const REVIEW_TIME = '2026-03-14T09:30:00.000Z'
const A_MONTH_LATER = new Date('2026-04-14T09:30:00.000Z')

type ProviderChanges = Partial<Record<keyof typeof PROVIDER, unknown>>

const mocks = (lang: 'en' | 'ar', doctorName: string, changes: ProviderChanges = {}): MockLink.MockedResponse[] => [
  {
    request: { query: PROVIDER_QUERY, variables: { slug: 'dunyagoz', locale: lang } },
    result: {
      data: {
        Providers: {
          __typename: 'Providers',
          docs: [{ ...PROVIDER, ...(lang === 'ar' ? ARABIC : {}), ...changes }],
        },
      },
    },
  },
  {
    request: { query: REVIEWS_QUERY, variables: { provider: 4, language: lang } },
    result: {
      data: {
        Reviews: {
          __typename: 'Reviews',
          docs: [
            {
              __typename: 'Review',
              id: 31,
              ...REVIEWS[lang],
              rating: 5,
              time: REVIEW_TIME,
              locationName: null,
              reviewLink: null,
              language: lang,
            },
          ],
        },
      },
    },
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

const renderProvider = (lang: 'en' | 'ar', doctorName: string, changes: ProviderChanges = {}) =>
  renderWithProviders(
    <MockedProvider mocks={mocks(lang, doctorName, changes)}>
      <Routes>
        <Route path="/:lang/health-providers/:slug" element={<ProviderPage />} />
      </Routes>
    </MockedProvider>,
    { lang, path: `/${lang}/health-providers/dunyagoz` },
  )

describe('a provider page', () => {
  afterEach(() => jest.useRealTimers())

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

  it("shows its picture as the banner, from the file the window needs, around the editors' focal point", async () => {
    await renderProvider('ar', 'سيلين دمير')
    await screen.findByRole('heading', { level: 1, name: ARABIC.name })
    const banner = screen.getByTestId('hero-image')
    expect(banner).toHaveAttribute('src', '/api/media/file/provider-dunyagoz.jpg')
    expect(banner.getAttribute('srcset')).toBe(
      '/api/media/file/provider-dunyagoz-400x267.jpg 400w, /api/media/file/provider-dunyagoz-1600x1067.jpg 1600w, /api/media/file/provider-dunyagoz.jpg 2400w',
    )
    expect(banner).toHaveAttribute('sizes', '100vw')
    expect(banner.style.objectPosition).toBe('60% 25%')
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

  it.each([
    ['en', 'Dünyagöz', 'Eye care since 1996.', null, 8043, 'Ophthalmology', 'Home'],
    ['ar', ARABIC.name, ARABIC.description, ARABIC.address, ARABIC.totalReviews, 'طب العيون', 'الرئيسية'],
  ] as const)(
    'describes the provider for search engines from its CMS content (%s)',
    async (lang, name, description, address, reviewCount, specialty, home) => {
      jest.useFakeTimers({ advanceTimers: true, now: A_MONTH_LATER })
      await renderProvider(lang, lang === 'ar' ? 'سيلين دمير' : 'Selin Demir')
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument()
      const url = `http://localhost/${lang}/health-providers/dunyagoz`
      // Rendered with the page: who, where and the rating.
      const first = structuredDataOf('MedicalClinic')
      expect(first).toMatchObject({
        '@context': 'https://schema.org',
        name,
        description: lang === 'en' ? 'An eye-care group.' : description,
        url,
        address: { '@type': 'PostalAddress', addressCountry: 'TR', ...(address ? { streetAddress: address } : {}) },
        medicalSpecialty: { '@type': 'MedicalSpecialty', name: specialty },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount, bestRating: 5 },
      })
      if (lang === 'ar') expect(first.image).toBe('http://localhost/api/media/file/provider-dunyagoz.jpg')
      expect(structuredDataOf('BreadcrumbList').itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: home, item: `http://localhost/${lang}/` },
        { '@type': 'ListItem', position: 2, name, item: url },
      ])

      // The reviews come with the page (a rendered page carries them): in the block too, in the
      // page's language.
      expect(await screen.findByText(REVIEWS[lang].text.replace('\n', ' '), {}, { timeout: 3000 })).toBeInTheDocument()
      // Said from the review's date, in the page's language.
      const time = screen.getByText(lang === 'ar' ? 'الشهر الماضي' : 'last month')
      expect(time).toHaveAttribute('dateTime', REVIEW_TIME)
      expect(time).toHaveAttribute('lang', lang)
      await waitFor(() => expect(structuredDataOf('MedicalClinic').review).toHaveLength(1))
      expect(structuredDataOf('MedicalClinic').review).toEqual([
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: REVIEWS[lang].authorName },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
          reviewBody: REVIEWS[lang].text.replace('\n', ' '),
          datePublished: '2026-03-14',
          inLanguage: lang,
        },
      ])
    },
  )

  it.each([
    ['en', 'Source: Google reviews, checked on 1 Nov 2026'],
    ['ar', 'المصدر: مراجعات Google، تم التحقق في 1 نوفمبر 2026'],
  ] as const)('names where the rating comes from and when it was checked (%s)', async (lang, line) => {
    await renderProvider(lang, 'Selin Demir', { ratingSource: 'google', ratingCheckedOn: '2026-11-01T12:00:00.000Z' })
    const rating = await screen.findByTestId('rating-line')
    expect(within(rating).getByTestId('rating-source')).toHaveTextContent(line)
  })

  it.each([
    ['en', 'Source: Trustpilot'],
    ['ar', 'المصدر: Trustpilot'],
  ] as const)('names the source alone when the check has no date (%s)', async (lang, line) => {
    await renderProvider(lang, 'Selin Demir', { ratingSource: 'trustpilot' })
    expect((await screen.findByTestId('rating-source')).textContent).toBe(line)
  })

  it.each([null, 'yelp'])('says nothing of a source when none is set or it is unknown (%s)', async (ratingSource) => {
    await renderProvider('en', 'Selin Demir', { ratingSource, ratingCheckedOn: '2026-11-01T12:00:00.000Z' })
    expect(await screen.findByTestId('rating-line')).toHaveTextContent('from 8,043 reviews')
    expect(screen.queryByTestId('rating-source')).not.toBeInTheDocument()
    expect(screen.queryByText(/Source:/)).not.toBeInTheDocument()
  })
})
