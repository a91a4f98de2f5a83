import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import PatientDetailsPage from './PatientDetailsPage'
import { doctor, json, routeFetch, signInPatient, slotsAnswer, withApollo } from './testKit'

const SLOT = '2026-12-01T06:00:00.000Z'

const backend = () =>
  routeFetch((url, body) => {
    if (url === '/api/graphql' && body.operationName === 'DoctorProfile')
      return json(200, { data: { Doctors: { __typename: 'Doctors', docs: [{ __typename: 'Doctor', ...doctor() }] } } })
    if (url.startsWith('/api/v1/doctor/4/slots')) return slotsAnswer([SLOT])
  })

const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('patient-details', () => {
  jest.setTimeout(30_000)
  afterEach(() => jest.restoreAllMocks())

  it('puts the time picker before the doctor and patient summaries (a phone shows it first)', async () => {
    signInPatient()
    backend()
    await renderWithProviders(
      withApollo(
        <Routes>
          <Route path="/:lang/patient-details" element={<PatientDetailsPage />} />
        </Routes>,
      ),
      { path: '/en/patient-details?doctor=dr-elif-sahin' },
    )
    const picker = await screen.findByTestId('slot-picker')
    const timeHeading = screen.getByRole('heading', { level: 2, name: /Appointment time/ })
    const doctorHeading = screen.getByRole('heading', { level: 2, name: 'Your doctor' })
    const patientHeading = screen.getByRole('heading', { level: 2, name: 'Your details' })
    expect(follows(doctorHeading, picker)).toBe(true)
    expect(follows(doctorHeading, timeHeading)).toBe(true)
    expect(follows(patientHeading, picker)).toBe(true)
    expect(screen.getByTestId('doctor-name')).toHaveTextContent('Prof. Dr. Elif Şahin')
  })
})
