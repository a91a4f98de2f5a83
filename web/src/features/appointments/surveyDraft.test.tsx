/** The survey's answers survive a reload and the browser's Back from the summary (issue 20). */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useNavigate } from 'react-router-dom'

import { readDraft, writeDraft } from '../../lib/sessionDraft'
import { renderWithProviders, settle } from '../../test/render'
import ServicesSurveyPage from './ServicesSurveyPage'
import ServicesSurveySummaryPage from './ServicesSurveySummaryPage'
import { EMPTY_SURVEY } from './surveyValues'
import { LocationProbe, appointmentFixture, jsonResponse, mockApi, probed, withApollo } from './testing'

configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

const DRAFT = 'draft:survey:3:7'

/** The browser's Back button. */
function Back() {
  const navigate = useNavigate()
  return <button onClick={() => navigate(-1)}>browser back</button>
}

const renderAt = (path: string) =>
  renderWithProviders(
    withApollo(
      <>
        <Back />
        <Routes>
          <Route path="/:lang/services-survey" element={<ServicesSurveyPage />} />
          <Route path="/:lang/services-survey-summary" element={<ServicesSurveySummaryPage />} />
          <Route path="/:lang/travel-success" element={<LocationProbe />} />
        </Routes>
      </>,
    ),
    { path },
  )

const api = () =>
  mockApi({
    'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }),
    'PUT /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }),
  })

const flightSwitch = () => screen.getByRole('checkbox', { name: 'Include Flight' })
const travelClass = () => screen.getByLabelText('Travel class', { exact: false })

/** Switches the flight on, business class, two adults. */
const answer = async () => {
  await screen.findByTestId('appointment-brief')
  fireEvent.click(flightSwitch())
  await settle()
  fireEvent.change(await screen.findByLabelText('Adult travellers', { exact: false }), { target: { value: '2' } })
  fireEvent.change(travelClass(), { target: { value: 'business' } })
  await settle()
}

beforeEach(() => window.localStorage.setItem('user', JSON.stringify({ id: 3, accessToken: 'token' })))
afterEach(async () => {
  await settle()
  jest.restoreAllMocks()
})

describe('services survey answers in the tab', () => {
  it('come back after Back from the summary and after a reload, and go once confirmed', async () => {
    const { calls } = api()
    const first = await renderAt('/en/services-survey?appointment=7')
    await answer()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const summary = await screen.findByTestId('travel-summary')
    expect(within(summary).getByText('Business')).toBeInTheDocument()

    // Back: the survey's own history entry, whose state holds no values.
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }))
    await screen.findByTestId('appointment-brief')
    await waitFor(() => expect(flightSwitch()).toBeChecked())
    expect(travelClass()).toHaveValue('business')
    expect(screen.getByLabelText('Adult travellers', { exact: false })).toHaveValue('2')
    first.unmount()

    // Reload.
    await renderAt('/en/services-survey?appointment=7')
    await screen.findByTestId('appointment-brief')
    expect(flightSwitch()).toBeChecked()
    expect(travelClass()).toHaveValue('business')

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(probed((await screen.findByTestId('probe')).textContent).path).toBe('/en/travel-success')
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      travelPreferences: { isFlightSelected: true, flight_Class: 'business', flight_AdultTravellers: 2 },
    })
    expect(readDraft(DRAFT)).toBeNull()
  })

  it('the summary reached without its state (after logging in again) shows the kept answers', async () => {
    api()
    writeDraft(DRAFT, { ...EMPTY_SURVEY, isFlightSelected: true, flight_Class: 'economy' })
    await renderAt('/en/services-survey-summary?appointment=7')
    const summary = await screen.findByTestId('travel-summary')
    expect(within(summary).getByText('Economy')).toBeInTheDocument()
  })

  it('keep nothing for a visitor without a user (nothing to key them by)', async () => {
    window.localStorage.clear()
    api()
    await renderAt('/en/services-survey?appointment=7')
    await answer()
    expect(window.sessionStorage.length).toBe(0)
  })
})
