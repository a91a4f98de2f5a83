import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useNavigate } from 'react-router-dom'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import { LocationProbe, doctor, json, routeFetch, withApollo } from './testKit'
import type { Doctor } from './api/doctorQueries'
import DoctorListPage from './DoctorListPage'

const ref = (id: number, slug: string, name: string) => ({ __typename: 'X', id, slug, name })

const OPTIONS = {
  Specialities: { docs: [ref(3, 'ophthalmology', 'Ophthalmology'), ref(5, 'cardiology', 'Cardiology')] },
  Providers: { docs: [ref(1, 'medical-park', 'Medical Park'), ref(2, 'dunyagoz', 'Dünyagöz')] },
  Cities: { docs: [ref(1, 'istanbul', 'Istanbul'), ref(2, 'antalya', 'Antalya')] },
  Facilities: {
    docs: [
      { id: 1, city: { id: 1 } },
      { id: 3, city: { id: 1 } },
      { id: 4, city: { id: 2 } },
    ],
  },
}

const DOCTORS: Doctor[] = [
  doctor(),
  doctor({
    id: 2,
    slug: 'dr-ayse-demir',
    name: 'Ayşe Demir',
    title: 'Assoc. Prof. Dr.',
    speciality: ref(5, 'cardiology', 'Cardiology'),
    provider: ref(1, 'medical-park', 'Medical Park'),
    facility: { ...ref(1, 'medical-park-goztepe', 'Göztepe'), address: null, city: ref(1, 'istanbul', 'Istanbul') },
    languages: ['tr', 'de'],
    yearsOfExperience: 1,
  }),
  doctor({
    id: 6,
    slug: 'dr-zeynep-arslan',
    name: 'Zeynep Arslan',
    facility: { ...ref(4, 'dunyagoz-antalya', 'Dünyagöz Antalya'), address: null, city: ref(2, 'antalya', 'Antalya') },
  }),
]

/** A tiny Payload: applies the search's `where` to DOCTORS. */
const matches = (d: Doctor, where: { AND: Record<string, any>[] }) =>
  where.AND.every((c) => {
    if (c.active) return true
    if (c.speciality) return d.speciality?.id === c.speciality.equals
    if (c.provider) return d.provider?.id === c.provider.equals
    if (c.facility) return c.facility.in.includes(d.facility?.id)
    if (c.OR)
      return c.OR.some((o: any) =>
        o.name ? d.name.toLowerCase().includes(o.name.like.toLowerCase()) : d.slug.includes(o.slug.like),
      )
    throw new Error(`unexpected ${JSON.stringify(c)}`)
  })

const cms = ({ failSearch = false } = {}) =>
  routeFetch((url, body) => {
    if (url !== '/api/graphql') return undefined
    if (body.operationName === 'DoctorFilters') return json(200, { data: OPTIONS })
    if (body.operationName === 'DoctorSearch') {
      if (failSearch) return Promise.reject(new TypeError('Failed to fetch'))
      const docs = DOCTORS.filter((d) => matches(d, body.variables.where)).map((d) => ({ __typename: 'Doctor', ...d }))
      return json(200, { data: { Doctors: { __typename: 'Doctors', totalDocs: docs.length, docs } } })
    }
  })

function Back() {
  const navigate = useNavigate()
  return <button onClick={() => navigate(-1)}>history-back</button>
}

const renderList = (search = '', lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    withApollo(
      <Routes>
        <Route
          path="/:lang/doctor-list"
          element={
            <>
              <DoctorListPage />
              <LocationProbe />
              <Back />
            </>
          }
        />
      </Routes>,
    ),
    { lang, path: `/${lang}/doctor-list${search}` },
  )

const names = () =>
  within(screen.getByTestId('doctor-results'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement

describe('doctor-list', () => {
  jest.setTimeout(30_000)

  afterEach(() => jest.restoreAllMocks())

  it('opens a search from a link (?speciality=) and shows the cards', async () => {
    const calls = cms()
    await renderList('?speciality=cardiology')
    await waitFor(() => expect(names()).toEqual(['Assoc. Prof. Dr. Ayşe Demir']))
    expect(screen.getByTestId('doctor-count')).toHaveTextContent('1 doctor found')
    expect(select('Speciality').value).toBe('cardiology')
    const search = calls.find((c) => (c.body as any)?.operationName === 'DoctorSearch')!
    expect((search.body as any).variables).toMatchObject({
      locale: 'en',
      where: { AND: [{ active: { equals: true } }, { speciality: { equals: 5 } }] },
    })
    const card = screen.getByTestId('doctor-card')
    expect(card).toHaveTextContent('Medical Park')
    expect(card).toHaveTextContent('Göztepe, Istanbul')
    expect(card).toHaveTextContent('Turkish and German')
    expect(card).toHaveTextContent('1 year')
    expect(within(card).getByRole('link', { name: /View profile/ })).toHaveAttribute(
      'href',
      '/en/doctor-profile?doctor=dr-ayse-demir',
    )
    expect(within(card).getByRole('link', { name: /Book appointment/ })).toHaveAttribute(
      'href',
      '/en/patient-details?doctor=dr-ayse-demir',
    )
  })

  it('keeps the filters in the URL both ways: choosing, back, clearing', async () => {
    cms()
    await renderList()
    await waitFor(() => expect(names()).toHaveLength(3))
    expect(screen.getByTestId('doctor-count')).toHaveTextContent('3 doctors found')

    fireEvent.change(select('Speciality'), { target: { value: 'ophthalmology' } })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?speciality=ophthalmology'))
    await waitFor(() => expect(names()).toHaveLength(2))
    fireEvent.change(select('City'), { target: { value: 'antalya' } })
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('?speciality=ophthalmology&city=antalya'),
    )
    await waitFor(() => expect(names()).toEqual(['Prof. Dr. Zeynep Arslan']))

    fireEvent.click(screen.getByRole('button', { name: 'history-back' }))
    await waitFor(() => expect(select('City').value).toBe(''))
    expect(select('Speciality').value).toBe('ophthalmology')
    await waitFor(() => expect(names()).toHaveLength(2))

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/doctor-list'))
    await waitFor(() => expect(names()).toHaveLength(3))
  })

  it('searches by name after a pause in typing', async () => {
    cms()
    await renderList()
    await waitFor(() => expect(names()).toHaveLength(3))
    const box = screen.getByRole('searchbox', { name: "Doctor's name" })
    fireEvent.change(box, { target: { value: 'Şah' } })
    fireEvent.change(box, { target: { value: 'Şahin' } })
    expect(screen.getByTestId('location')).not.toHaveTextContent('q=')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`?q=${encodeURIComponent('Şahin')}`), {
      timeout: 5000,
    })
    await waitFor(() => expect(names()).toEqual(['Prof. Dr. Elif Şahin']), { timeout: 5000 })
  })

  it('says when nothing matches, and clears from there', async () => {
    cms()
    await renderList('?q=nobody')
    expect(await screen.findByTestId('doctors-empty')).toHaveTextContent('No doctors match your search')
    expect(screen.getByRole('searchbox')).toHaveValue('nobody')
    fireEvent.click(within(screen.getByTestId('doctors-empty')).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(names()).toHaveLength(3))
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })

  it('drops a slug that is not an option from the URL', async () => {
    cms()
    await renderList('?speciality=astrology&city=istanbul')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/doctor-list?city=istanbul'))
    await waitFor(() => expect(names()).toHaveLength(2))
  })

  it('shows an error with a retry when the CMS cannot be reached, in Arabic too', async () => {
    cms({ failSearch: true })
    await renderList('', 'ar')
    const error = await screen.findByTestId('doctors-error')
    expect(within(error).getByRole('alert')).toHaveTextContent('تعذّر تحميل قائمة الأطباء')
    expect(within(error).getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument()
  })
})
