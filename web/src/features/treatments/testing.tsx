/** Test fixtures of the treatments feature: a small catalogue in both languages and a renderer. */
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { configure, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'

import type { Lang } from '../../lib/lang'
import { cmsMedia } from '../../test/media'
import { renderWithProviders } from '../../test/render'
import { CATALOGUE_QUERY } from './api/catalogueQuery'
import type { TreatmentValues } from './treatmentValues'

// Chakra's cards and Formik's validation take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 })

const speciality = (id: number, name: string, description: string) => ({
  __typename: 'Speciality',
  id,
  slug: `speciality-${id}`,
  name,
  description,
  image: cmsMedia(`speciality-${id}.jpg`, {
    base: 'http://localhost:3000/api/media/file',
    alt: name,
    focalX: 40,
    focalY: 60,
  }),
})

const treatment = (id: number, specialityId: number, name: string, priceRange: string, stayDays: number) => ({
  __typename: 'Treatment',
  id,
  slug: `treatment-${id}`,
  name,
  description: `${name} description`,
  priceRange,
  stayDays,
  speciality: { __typename: 'Speciality', id: specialityId },
})

export const CATALOGUE = {
  en: {
    Specialities: {
      __typename: 'Specialities',
      docs: [
        speciality(1, 'Hair Transplant', 'Permanent restoration of hair.'),
        speciality(3, 'Ophthalmology', 'Laser vision correction.'),
      ],
    },
    Treatments: {
      __typename: 'Treatments',
      docs: [
        treatment(11, 1, 'FUE Hair Transplant', '$1,800 - $3,500', 3),
        treatment(12, 1, 'DHI Hair Transplant', '$2,200 - $4,000', 3),
        treatment(31, 3, 'LASIK', '$1,000 - $2,000', 1),
      ],
    },
  },
  ar: {
    Specialities: {
      __typename: 'Specialities',
      docs: [speciality(1, 'زراعة الشعر', 'استعادة دائمة للشعر.'), speciality(3, 'طب العيون', 'تصحيح النظر بالليزر.')],
    },
    Treatments: {
      __typename: 'Treatments',
      docs: [
        treatment(11, 1, 'زراعة الشعر بتقنية FUE', '$1,800 - $3,500', 3),
        treatment(12, 1, 'زراعة الشعر بتقنية DHI', '$2,200 - $4,000', 3),
        treatment(31, 3, 'الليزك', '$1,000 - $2,000', 1),
      ],
    },
  },
}

export const catalogueMock = (lang: Lang): MockLink.MockedResponse => ({
  request: { query: CATALOGUE_QUERY, variables: { locale: lang } },
  result: { data: CATALOGUE[lang] },
  maxUsageCount: Number.POSITIVE_INFINITY,
})

export const catalogueFailure = (lang: Lang): MockLink.MockedResponse => ({
  request: { query: CATALOGUE_QUERY, variables: { locale: lang } },
  error: new TypeError('Failed to fetch'),
})

/** Complete answers for the fixture catalogue (hair transplant, FUE). */
export const completeValues = (month: string): TreatmentValues => ({
  specialityId: 1,
  treatmentIds: [11],
  month,
  companions: '1',
  city: 'istanbul',
  budget: '3000-7000',
  notes: 'Norwood 4, no medicines.',
  contactMethod: 'whatsapp',
})

/** Shows where the app navigated to, with the navigation state. */
export function Landing({ name }: { name: string }) {
  const location = useLocation()
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="landing-search">{location.search}</p>
      <p data-testid="landing-state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  )
}

/** Renders a page of the feature at `path` with the catalogue mocked and the sibling routes as landings. */
export function renderPage(
  element: ReactElement,
  {
    lang = 'en',
    path,
    mocks = [catalogueMock(lang)],
    route,
  }: { lang?: Lang; path: string; route: string; mocks?: MockLink.MockedResponse[] },
) {
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <Routes>
        <Route path={`/:lang/${route}`} element={element} />
        {['treatments', 'treatments-summary', 'treatment-success', 'login', 'doctor-list', '']
          .filter((r) => r !== route)
          .map((r) => (
            <Route key={r} path={`/:lang/${r}`} element={<Landing name={`landing ${r || 'home'}`} />} />
          ))}
      </Routes>
    </MockedProvider>,
    { lang, path },
  )
}

/** Clicks a card (radio or checkbox) and waits until the form holds the choice (the card shows it). */
export async function pick(role: 'radio' | 'checkbox', name: string, state: 'checked' | 'unchecked' = 'checked') {
  const input = screen.getByRole(role, { name })
  fireEvent.click(input)
  await waitFor(() => expect(input.closest('label')).toHaveAttribute('data-state', state))
}
