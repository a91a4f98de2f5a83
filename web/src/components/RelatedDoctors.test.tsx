import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, within } from '@testing-library/react'

import { RELATED_DOCTORS_LIMIT, RELATED_DOCTORS_QUERY, providerDoctorsWhere } from '../lib/relatedDoctorsQuery'
import { renderWithProviders } from '../test/render'
import { RelatedDoctors } from './RelatedDoctors'

const doctor = (id: number, slug: string, name: string, speciality: string, photo: string | null) => ({
  __typename: 'Doctor',
  id,
  slug,
  name,
  title: 'Prof. Dr.',
  // A photo smaller than the generated sizes: none of them was made.
  photo: photo
    ? {
        __typename: 'Media',
        url: `/api/media/file/${photo}`,
        alt: null,
        width: 360,
        height: 480,
        focalX: 50,
        focalY: 20,
        sizes: {
          __typename: 'Media_Sizes',
          thumbnail: { __typename: 'Media_Sizes_Thumbnail', url: null, width: null, height: null },
          banner: { __typename: 'Media_Sizes_Banner', url: null, width: null, height: null },
        },
      }
    : null,
  speciality: { __typename: 'Speciality', id: id * 10, name: speciality },
})

const doctorsMock = (where: unknown, docs: unknown[], lang = 'en'): MockLink.MockedResponse => ({
  request: { query: RELATED_DOCTORS_QUERY, variables: { where, limit: RELATED_DOCTORS_LIMIT, locale: lang } },
  result: { data: { Doctors: { __typename: 'Doctors', totalDocs: docs.length, docs } } },
})

describe('RelatedDoctors', () => {
  it('lists the doctors with their speciality and photo, leading to profile, booking and the filtered list', async () => {
    const where = providerDoctorsWhere(5)
    await renderWithProviders(
      <MockedProvider
        mocks={[
          doctorsMock(where, [
            doctor(1, 'ayse-kaya', 'Ayşe Kaya', 'Cardiology', 'ayse.jpg'),
            doctor(2, 'mehmet-oz', 'Mehmet Öz', 'Ophthalmology', null),
          ]),
        ]}
      >
        <RelatedDoctors heading="Doctors at this provider" where={where} seeAllHref="/en/doctor-list?provider=x" />
      </MockedProvider>,
    )
    const section = screen.getByRole('region', { name: 'Doctors at this provider' })
    const cards = await within(section).findAllByTestId('related-doctor')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('link', { name: 'Prof. Dr. Ayşe Kaya' })).toHaveAttribute(
      'href',
      '/en/doctor-profile?doctor=ayse-kaya',
    )
    expect(first.getByText('Cardiology')).toBeInTheDocument()
    const photo = cards[0]!.querySelector('img')!
    expect(photo.getAttribute('src')).toMatch(/ayse\.jpg$/)
    expect(photo).not.toHaveAttribute('srcset')
    expect(photo.style.objectPosition).toBe('50% 20%')
    expect(cards[1]!.querySelector('img')).toBeNull()
    expect(first.getByRole('link', { name: 'Book an appointment: Prof. Dr. Ayşe Kaya' })).toHaveAttribute(
      'href',
      '/en/patient-details?doctor=ayse-kaya',
    )
    expect(within(cards[1]!).getByText('Ophthalmology')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'See all doctors' })).toHaveAttribute(
      'href',
      '/en/doctor-list?provider=x',
    )
  })

  it('says so when none is listed, in Arabic, and still leads to the doctor search', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[]}>
        <RelatedDoctors heading="أطباء في هذه المدينة" where={null} seeAllHref="/ar/doctor-list?city=x" />
      </MockedProvider>,
      { lang: 'ar' },
    )
    const section = screen.getByRole('region', { name: 'أطباء في هذه المدينة' })
    expect(within(section).getByText(/لا يوجد أطباء مدرجون هنا بعد/)).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'ابحث عن طبيب' })).toHaveAttribute('href', '/ar/doctor-list')
    expect(within(section).queryByRole('link', { name: 'عرض جميع الأطباء' })).toBeNull()
  })
})
