import type { MockLink } from '@apollo/client/testing'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import ServicesSurveySummaryPage from './ServicesSurveySummaryPage'
import { EMPTY_SURVEY, type SurveyValues } from './surveyValues'
import {
  Launch,
  LocationProbe,
  appointmentFixture,
  jsonResponse,
  mockApi,
  probed,
  questionMocks,
  travelServicesFailure,
  travelServicesGlobal,
  travelServicesMock,
  withApollo,
} from './testing'

configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

const values: SurveyValues = {
  ...EMPTY_SURVEY,
  isFlightSelected: true,
  flight_AdultTravellers: '2',
  flight_InfantTravellers: '1',
  flight_Class: 'premium_economy',
  flight_OtherPreferences: 'From Amman',
  isAccommodationSelected: true,
  accomodation_Proximity: 'walking',
  accomodation_Stars: '4',
  accomodation_Guests: '2',
  accomodation_Rooms: '1',
  accomodation_Beds: '2',
  isTransportSelected: true,
  transport_CarClass: 'vip',
  transport_Biscuit: 'yes',
  // Chosen earlier, then switched off: not shown, not stored.
  translation_LangFrom: 'ru',
  preferenceQuestions: ['q3'],
}

const renderSummary = (state: unknown, lang: 'en' | 'ar' = 'en', search = '', mocks?: MockLink.MockedResponse[]) =>
  renderWithProviders(
    withApollo(
      <Routes>
        <Route
          path="/:lang/start"
          element={<Launch to={`/${lang}/services-survey-summary${search}`} state={state} />}
        />
        <Route path="/:lang/services-survey-summary" element={<ServicesSurveySummaryPage />} />
        <Route path="/:lang/services-survey" element={<LocationProbe />} />
        <Route path="/:lang/travel-success" element={<LocationProbe />} />
      </Routes>,
      lang,
      mocks,
    ),
    { lang, path: `/${lang}/start` },
  )

afterEach(() => jest.restoreAllMocks())

describe('services survey summary', () => {
  it('lists the chosen packages and preferences in words', async () => {
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }) })
    await renderSummary({ appointmentId: 7, values })
    expect(await screen.findByText('Op. Dr. Burak Kaya')).toBeInTheDocument()
    const summary = screen.getByTestId('travel-summary')
    const flight = within(summary).getByRole('heading', { name: 'Flight' }).closest('[data-package]') as HTMLElement
    expect(flight).toHaveTextContent('Adult travellers2')
    expect(flight).toHaveTextContent('Infant travellers1')
    expect(flight).toHaveTextContent('Travel classPremium economy')
    expect(flight).toHaveTextContent('From Amman')
    const stay = summary.querySelector('[data-package="accommodation"]') as HTMLElement
    expect(stay).toHaveTextContent('Distance from the doctorWalking distance')
    expect(stay).toHaveTextContent('Hotel stars4 stars')
    const transport = summary.querySelector('[data-package="transport"]') as HTMLElement
    expect(transport).toHaveTextContent('Car classVIP')
    expect(transport).toHaveTextContent('Do you need internet during your stay?Yes')
    expect(summary.querySelector('[data-package="translation"]')).toBeNull()
    expect(await within(summary).findByText('Beach first')).toBeInTheDocument()
    expect(within(summary).queryByText('History first')).toBeNull()
  })

  it("names packages, fields and choices in the CMS's words, in Arabic too", async () => {
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture({ lang: 'ar' }) }) })
    const global = structuredClone(travelServicesGlobal('ar'))
    const flight = global.packages![0]!
    flight.title = 'رحلات الطيران'
    const travelClass = flight.fields!.find((f) => f.name === 'flight_Class')!
    travelClass.label = 'درجة المقعد'
    travelClass.options = travelClass.options!.filter((o) => o.value !== 'premium_economy')
    const car = global.packages![2]!.fields!.find((f) => f.name === 'transport_CarClass')!
    car.options = [{ value: 'vip', label: 'سيارة فاخرة' }]
    await renderSummary({ appointmentId: 7, values }, 'ar', '', [
      ...questionMocks('ar'),
      travelServicesMock('ar', global),
    ])
    const summary = screen.getByTestId('travel-summary')
    const flightCard = (await within(summary).findByRole('heading', { name: 'رحلات الطيران' })).closest(
      '[data-package]',
    ) as HTMLElement
    // An option the CMS no longer names keeps the site's words.
    expect(flightCard).toHaveTextContent('درجة المقعدالدرجة الاقتصادية الممتازة')
    expect(flightCard.querySelector('img')).toHaveAttribute('src', '/api/media/file/service-flight-400x160.jpg')
    expect(flightCard.querySelector('img')).toHaveAttribute('sizes', '48px')
    expect(flightCard.querySelector('img')!.style.objectPosition).toBe('35% 65%')
    const transport = summary.querySelector('[data-package="transport"]') as HTMLElement
    expect(transport).toHaveTextContent('فئة السيارةسيارة فاخرة')
    expect(transport).toHaveTextContent('هل تحتاج إلى الإنترنت خلال إقامتك؟نعم')
    expect(await within(summary).findByText('البحر أولًا')).toBeInTheDocument()
  })

  it("uses the site's own words when the CMS cannot give them, without an error", async () => {
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }) })
    await renderSummary({ appointmentId: 7, values }, 'en', '', [...questionMocks('en'), travelServicesFailure('en')])
    expect(await screen.findByText('Op. Dr. Burak Kaya')).toBeInTheDocument()
    const summary = screen.getByTestId('travel-summary')
    await waitFor(() => expect(summary.querySelector('[aria-busy]')).toBeNull())
    const flight = summary.querySelector('[data-package="flight"]') as HTMLElement
    expect(flight).toHaveTextContent('Travel classPremium economy')
    expect(flight.querySelector('img')).toHaveAttribute('src', '/images/services/flight.svg')
    expect(summary.querySelector('[data-package="transport"]')).toHaveTextContent('Car classVIP')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('confirms with PUT /appointment/{id} { travelPreferences } and opens travel-success', async () => {
    let release: () => void = () => undefined
    const { calls } = mockApi({
      'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }),
      'PUT /api/v1/appointment/7': () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse(200, { message: 'APPOINTMENT_UPDATED', content: appointmentFixture() }))
        }),
    })
    await renderSummary({ appointmentId: 7, values })
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    // The button shows a spinner while the change is under way.
    await waitFor(() => expect(screen.getByRole('button', { name: /Saving/ })).toHaveAttribute('data-loading'))
    release()
    const { path, state } = probed((await screen.findByTestId('probe')).textContent)
    expect(path).toBe('/en/travel-success')
    expect(state).toEqual({ appointmentId: 7 })
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.url).toBe('/api/v1/appointment/7')
    expect(put.body).toEqual({
      travelPreferences: {
        isFlightSelected: true,
        flight_AdultTravellers: 2,
        flight_InfantTravellers: 1,
        flight_Class: 'premium_economy',
        flight_OtherPreferences: 'From Amman',
        isAccommodationSelected: true,
        accomodation_Proximity: 'walking',
        accomodation_Stars: 4,
        accomodation_Guests: 2,
        accomodation_Rooms: 1,
        accomodation_Beds: 2,
        accomodation_OtherPreferences: null,
        isTransportSelected: true,
        transport_CarClass: 'vip',
        transport_Biscuit: true,
        isTranslationSelected: false,
        translation_LangFrom: null,
        isTouristSelected: false,
        preferenceQuestions: ['q3'],
      },
    })
  })

  it("'Edit' goes back to the survey with the values", async () => {
    mockApi({ 'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }) })
    await renderSummary({ appointmentId: 7, values })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const { path, search, state } = probed((await screen.findByTestId('probe')).textContent)
    expect(path).toBe('/en/services-survey')
    expect(search).toBe('?appointment=7')
    expect(state).toEqual({ appointmentId: 7, values })
  })

  it('shows a refused change translated and stays', async () => {
    mockApi({
      'GET /api/v1/appointment/7': () => jsonResponse(200, { content: appointmentFixture() }),
      'PUT /api/v1/appointment/7': () => jsonResponse(422, { message: 'APPOINTMENT_CLOSED' }),
    })
    await renderSummary({ appointmentId: 7, values: EMPTY_SURVEY }, 'ar')
    expect(await screen.findByText('لم تختر أي خدمات إضافية.')).toBeInTheDocument()
    fireEvent.click(await screen.findByRole('button', { name: 'تأكيد' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveAttribute('data-status', 'error')
    expect(alert).toHaveTextContent('تعذّر حفظ تفضيلات سفرك.')
    expect(screen.queryByTestId('probe')).toBeNull()
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeEnabled()
  })

  it('without values goes back to the survey, keeping the id when known', async () => {
    mockApi({})
    await renderSummary({ appointmentId: 7 })
    const back = probed((await screen.findByTestId('probe')).textContent)
    expect(back).toMatchObject({ path: '/en/services-survey', search: '?appointment=7', state: { appointmentId: 7 } })
  })

  it('without anything goes back to the survey (which asks for the appointment)', async () => {
    mockApi({})
    await renderSummary(undefined, 'en', '?appointment=abc')
    const back = probed((await screen.findByTestId('probe')).textContent)
    expect(back).toMatchObject({ path: '/en/services-survey', search: '', state: null })
  })
})
