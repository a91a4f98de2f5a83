import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { cmsMedia } from '../../test/media'
import { renderWithProviders } from '../../test/render'
import PatientDetailsPage from './PatientDetailsPage'
import type { Doctor } from './api/doctorQueries'
import { LocationProbe, doctor, json, routeFetch, signInPatient, slotsAnswer, withApollo } from './testKit'
import DoctorProfilePage from './DoctorProfilePage'

const SLOT = '2026-12-01T06:00:00.000Z'

const backend = ({ slots = [SLOT], changes = {} }: { slots?: string[]; changes?: Partial<Doctor> } = {}) =>
  routeFetch((url, body) => {
    if (url === '/api/graphql' && body.operationName === 'DoctorProfile') {
      const docs = body.variables.slug === 'dr-elif-sahin' ? [{ __typename: 'Doctor', ...doctor(changes) }] : []
      return json(200, { data: { Doctors: { __typename: 'Doctors', docs } } })
    }
    if (url.startsWith('/api/v1/doctor/4/slots')) return slotsAnswer(slots)
  })

const renderAt = (path: string, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    withApollo(
      <Routes>
        <Route path="/:lang/doctor-profile" element={<DoctorProfilePage />} />
        <Route path="/:lang/patient-details" element={<PatientDetailsPage />} />
        <Route path="/:lang/doctor-list" element={<LocationProbe />} />
      </Routes>,
    ),
    { lang, path },
  )

describe('doctor-profile', () => {
  jest.setTimeout(30_000)

  afterEach(() => jest.restoreAllMocks())

  it('shows the doctor, links the provider, and lists free times in both zones', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 1, timeZone: 'Asia/Dubai', accessToken: 't' }))
    const calls = backend()
    await renderAt('/en/doctor-profile?doctor=dr-elif-sahin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Prof. Dr. Elif Şahin' })).toBeInTheDocument()
    expect(screen.getByTestId('doctor-bio')).toHaveTextContent('Cornea specialist.')
    expect(screen.getByRole('link', { name: 'Dünyagöz' })).toHaveAttribute('href', '/en/health-providers/dunyagoz')
    expect(screen.getByText('Dünyagöz Levent, Istanbul')).toBeInTheDocument()
    expect(screen.getByText('Turkish and English')).toBeInTheDocument()
    expect(screen.getByText('25 years')).toBeInTheDocument()
    expect(screen.getByText('€150')).toBeInTheDocument()
    const slot = await screen.findByRole('button', { name: /^09:00 Istanbul time 10:00 your time \w+day \d+ \w+$/ })
    expect(calls.some((c) => c.url === '/api/v1/doctor/4/slots?days=14&tz=Asia%2FDubai&lang=en')).toBe(true)

    // Choosing a time opens the booking form with it (signed in here, so the form shows it chosen).
    signInPatient({ timeZone: 'Asia/Dubai' })
    fireEvent.click(slot)
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an appointment' })).toBeInTheDocument()
    const chosen = await screen.findByRole('button', { name: /^09:00 Istanbul time 10:00 your time/ })
    await waitFor(() => expect(chosen).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByTestId('doctor-name')).toHaveTextContent('Prof. Dr. Elif Şahin')
    expect(screen.getByTestId('patient-card')).toHaveTextContent('sara@example.com')
  })

  it.each([
    ['the top (the face) without a focal point', null, null, 'top'],
    ["the editors' focal point", 45, 30, '45% 30%'],
  ] as const)('shows the photo from its sizes, cropped around %s', async (_, focalX, focalY, position) => {
    backend({ changes: { photo: cmsMedia('elif-sahin.jpg', { alt: 'Dr Şahin', focalX, focalY }) } })
    await renderAt('/en/doctor-profile?doctor=dr-elif-sahin')
    // A portrait is described by the doctor's name, in the reader's language (not the image's own text).
    const photo = await screen.findByRole('img', { name: /^Photo of .*Şahin/ })
    expect(photo).toHaveAttribute('src', '/api/media/file/elif-sahin.jpg')
    expect(photo.getAttribute('srcset')).toBe(
      '/api/media/file/elif-sahin-400x267.jpg 400w, /api/media/file/elif-sahin-1600x1067.jpg 1600w, /api/media/file/elif-sahin.jpg 2400w',
    )
    expect(photo).toHaveAttribute('width', '2400')
    expect(photo).toHaveAttribute('height', '1600')
    expect(photo.style.objectPosition).toBe(position)
  })

  it('says when there are no free times', async () => {
    backend({ slots: [] })
    await renderAt('/ar/doctor-profile?doctor=dr-elif-sahin', 'ar')
    expect(await screen.findByTestId('slots-empty')).toHaveTextContent('لا توجد مواعيد متاحة خلال الأيام الـ14 القادمة')
  })

  it('an unknown or missing doctor is a not-found state with the way back to the list', async () => {
    backend()
    const { unmount } = await renderAt('/en/doctor-profile?doctor=dr-nobody')
    const notFound = await screen.findByTestId('doctor-not-found')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Doctor not found')
    fireEvent.click(within(notFound).getByRole('link', { name: 'Browse all doctors' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/doctor-list')
    unmount()
    await renderAt('/en/patient-details')
    expect(await screen.findByTestId('doctor-not-found')).toBeInTheDocument()
  })
})
