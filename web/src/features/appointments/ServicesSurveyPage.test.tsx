import type { MockLink } from '@apollo/client/testing'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders, settle } from '../../test/render'
import ServicesSurveyPage from './ServicesSurveyPage'
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

const renderSurvey = (path: string, lang: 'en' | 'ar' = 'en', mocks?: MockLink.MockedResponse[]) =>
  renderWithProviders(
    withApollo(
      <Routes>
        <Route path="/:lang/services-survey" element={<ServicesSurveyPage />} />
        <Route path="/:lang/services-survey-summary" element={<LocationProbe />} />
      </Routes>,
      lang,
      mocks,
    ),
    { lang, path },
  )

const api = (appointment = appointmentFixture()) =>
  mockApi({
    [`GET /api/v1/appointment/${appointment.id}`]: () => jsonResponse(200, { message: '', content: appointment }),
  })

// The machine is shared and slow: generous waits, no change in what is asserted.
configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

const switchFor = (name: string) => screen.getByRole('checkbox', { name: `Include ${name}` })
const select = async (label: string, value: string) => {
  const field = await screen.findByLabelText(label, { exact: false })
  fireEvent.change(field, { target: { value } })
  fireEvent.blur(field)
  await settle()
}

afterEach(async () => {
  // Let Formik's last validation and Chakra's field state settle inside act before cleanup.
  await settle()
  jest.restoreAllMocks()
})

describe('services survey', () => {
  it('without an appointment id explains where to start, with a link to the appointments', async () => {
    const { spy } = mockApi({})
    await renderSurvey('/en/services-survey')
    expect(screen.getByRole('heading', { name: 'Which appointment is this for?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my appointments' })).toHaveAttribute(
      'href',
      '/en/account-appointments',
    )
    expect(spy).not.toHaveBeenCalled()
  })

  it('shows which booking it is and switches each package’s fields on and off', async () => {
    api()
    await renderSurvey('/en/services-survey?appointment=7')
    const brief = await screen.findByTestId('appointment-brief')
    expect(brief).toHaveTextContent('#7')
    expect(brief).toHaveTextContent('Op. Dr. Burak Kaya')
    expect(brief).toHaveTextContent('Monday 30 November 2026, 08:30')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Flight',
      'Accommodation',
      'Transport & Connectivity',
      'Translation',
      'Tourist Activity',
    ])
    expect(screen.queryByLabelText('Travel class', { exact: false })).toBeNull()
    fireEvent.click(switchFor('Flight'))
    expect(await screen.findByLabelText('Travel class', { exact: false })).toBeInTheDocument()
    expect(screen.getByLabelText('Adult travellers', { exact: false })).toHaveValue('1')
    expect(screen.getByLabelText('Infant travellers', { exact: false })).toHaveValue('0')
    fireEvent.click(switchFor('Flight'))
    await waitFor(() => expect(screen.queryByLabelText('Travel class', { exact: false })).toBeNull())

    fireEvent.click(switchFor('Accommodation'))
    expect(await screen.findByLabelText('Distance from the doctor', { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /Hotel stars/ })).toBeInTheDocument()
    fireEvent.click(switchFor('Transport & Connectivity'))
    expect(await screen.findByLabelText('Car class', { exact: false })).toBeInTheDocument()
    fireEvent.click(switchFor('Translation'))
    const languages = await screen.findByLabelText('Language to translate from', { exact: false })
    expect(within(languages).getByRole('option', { name: 'Kurdish' })).toBeInTheDocument()
    fireEvent.click(switchFor('Tourist Activity'))
    expect(await screen.findByText(/suggest tours and activities/)).toBeInTheDocument()
  })

  it("asks only for the switched-on packages' fields, 'Required' only once touched", async () => {
    api()
    await renderSurvey('/en/services-survey?appointment=7')
    await screen.findByTestId('appointment-brief')
    fireEvent.click(switchFor('Flight'))
    const travelClass = await screen.findByLabelText('Travel class', { exact: false })
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.blur(travelClass)
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1))

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(/complete the highlighted fields/)).toBeInTheDocument()
    expect(screen.queryByTestId('probe')).toBeNull()
    expect(screen.getAllByText('Required')).toHaveLength(1)

    fireEvent.click(switchFor('Accommodation'))
    await screen.findByLabelText('Guests', { exact: false })
    fireEvent.click(switchFor('Transport & Connectivity'))
    await screen.findByLabelText('Car class', { exact: false })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    // class, distance, stars, car class, internet
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(5))
  })

  it('checks the head counts across fields and forgets the rules of a package switched off', async () => {
    api()
    await renderSurvey('/en/services-survey?appointment=7')
    await screen.findByTestId('appointment-brief')
    fireEvent.click(switchFor('Flight'))
    await select('Infant travellers', '2')
    expect(await screen.findByText(/no more infants than adults/)).toBeInTheDocument()
    fireEvent.click(switchFor('Flight'))
    await waitFor(() => expect(screen.queryByLabelText('Travel class', { exact: false })).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByTestId('probe')).toBeInTheDocument()
  })

  it('takes the values, the id and the chosen preferences to the summary', async () => {
    api()
    await renderSurvey('/en/services-survey?appointment=7')
    await screen.findByTestId('appointment-brief')
    fireEvent.click(switchFor('Flight'))
    await settle()
    await select('Adult travellers', '2')
    await select('Infant travellers', '1')
    await select('Travel class', 'premium_economy')
    fireEvent.change(await screen.findByLabelText('Other flight preferences'), { target: { value: 'From Amman' } })
    fireEvent.click(switchFor('Translation'))
    await settle()
    await select('Language to translate from', 'ku')
    fireEvent.click(switchFor('Transport & Connectivity'))
    await settle()
    await select('Car class', 'accessible')
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }))
    const beach = await screen.findByRole('checkbox', { name: 'Beach first' })
    fireEvent.click(beach)
    await waitFor(() => expect(beach).toBeChecked())
    const link = screen.getByRole('link', { name: /Discover Antalya/ })
    expect(link).toHaveAttribute('href', '/en/cities/antalya')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveTextContent('(opens in a new tab)')

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(screen.queryByText(/complete the highlighted/)).toBeNull())
    const { path, search, state } = probed((await screen.findByTestId('probe')).textContent)
    expect(path).toBe('/en/services-survey-summary')
    expect(search).toBe('?appointment=7')
    expect(state).toMatchObject({
      appointmentId: 7,
      values: {
        isFlightSelected: true,
        flight_AdultTravellers: '2',
        flight_InfantTravellers: '1',
        flight_Class: 'premium_economy',
        flight_OtherPreferences: 'From Amman',
        isAccommodationSelected: false,
        isTransportSelected: true,
        transport_CarClass: 'accessible',
        transport_Biscuit: 'yes',
        isTranslationSelected: true,
        translation_LangFrom: 'ku',
        isTouristSelected: false,
        preferenceQuestions: ['q3'],
      },
    })
  })

  it('reads the id from navigation state (as medical-success sends it)', async () => {
    api(
      appointmentFixture({
        travelPreferences: {
          isFlightSelected: true,
          flight_AdultTravellers: 3,
          flight_InfantTravellers: 0,
          flight_Class: 'business',
          preferenceQuestions: ['q4'],
          submittedAt: '2026-11-22T08:00:00.000Z',
        },
      }),
    )
    await renderWithProviders(
      withApollo(
        <Routes>
          <Route path="/:lang/start" element={<Launch to="/en/services-survey" state={{ appointmentId: 7 }} />} />
          <Route
            path="/:lang/services-survey"
            element={
              <>
                <ServicesSurveyPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>,
      ),
      { path: '/en/start' },
    )
    await screen.findByTestId('appointment-brief')
    await waitFor(() => expect(probed(screen.getByTestId('probe').textContent).search).toBe('?appointment=7'))
    expect(screen.getByLabelText('Travel class', { exact: false })).toHaveValue('business')
    expect(screen.getByLabelText('Adult travellers', { exact: false })).toHaveValue('3')
    expect(switchFor('Flight')).toBeChecked()
    expect(await screen.findByRole('checkbox', { name: 'History first' })).toBeChecked()
  })

  it('says so when the appointment does not exist (or is someone else’s: the same 404)', async () => {
    mockApi({})
    await renderSurvey('/en/services-survey?appointment=99')
    expect(await screen.findByRole('heading', { name: 'We could not find this appointment' })).toBeInTheDocument()
  })

  it('does not offer the form for a closed appointment', async () => {
    mockApi({
      'GET /api/v1/appointment/8': () =>
        jsonResponse(200, { content: appointmentFixture({ id: 8, status: 'CANCELLED', allowedTransitions: [] }) }),
    })
    await renderSurvey('/en/services-survey?appointment=8')
    expect(await screen.findByRole('heading', { name: 'This appointment is closed' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.getByRole('link', { name: 'View the appointment' })).toHaveAttribute(
      'href',
      '/en/account-appointment-details?id=8',
    )
  })

  it('shows a failed read translated, with a retry', async () => {
    let answer = jsonResponse(503, { message: 'SERVICE_UNAVAILABLE' })
    mockApi({ 'GET /api/v1/appointment/7': () => answer })
    await renderSurvey('/en/services-survey?appointment=7')
    expect(await screen.findByText(/temporarily unavailable/)).toBeInTheDocument()
    answer = jsonResponse(200, { content: appointmentFixture() })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('appointment-brief')).toBeInTheDocument()
  })

  it('speaks Arabic in Arabic', async () => {
    api()
    await renderSurvey('/ar/services-survey?appointment=7', 'ar')
    const brief = await screen.findByTestId('appointment-brief')
    expect(brief).toHaveTextContent('الاثنين 30 نوفمبر 2026')
    fireEvent.click(screen.getByRole('checkbox', { name: 'إضافة الطيران' }))
    const travelClass = await screen.findByLabelText('درجة السفر', { exact: false })
    fireEvent.blur(travelClass)
    expect(await screen.findByText('مطلوب')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /اكتشف أنطاليا/ })).toHaveAttribute('href', '/ar/cities/antalya')
  })

  it("speaks the CMS's words: titles, prompts, banners, field and option labels, bounds", async () => {
    api()
    const global = structuredClone(travelServicesGlobal('en'))
    const flight = global.packages![0]!
    flight.title = 'Flights to Türkiye'
    flight.prompt = 'Tell us where you fly from.'
    const travelClass = flight.fields!.find((f) => f.name === 'flight_Class')!
    travelClass.label = 'Cabin class'
    travelClass.options = [{ value: 'premium_economy', label: 'Premium economy (extra legroom)' }]
    flight.fields!.find((f) => f.name === 'flight_AdultTravellers')!.max = 4
    // Translation is missing from the global: the site's own words and drawing.
    global.packages = global.packages!.filter((p) => p.key !== 'translation')
    await renderSurvey('/en/services-survey?appointment=7', 'en', [
      ...questionMocks('en'),
      travelServicesMock('en', global),
    ])
    await screen.findByTestId('appointment-brief')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Flights to Türkiye',
      'Accommodation',
      'Transport & Connectivity',
      'Translation',
      'Tourist Activity',
    ])
    expect(screen.getByText('Tell us where you fly from.')).toBeInTheDocument()
    const banner = (key: string) => document.querySelector(`[data-package="${key}"] img`)
    expect(banner('flight')).toHaveAttribute('src', '/api/media/file/service-flight.jpg')
    // The CMS banner from its sizes (no 1600 px one: the original is narrower), around its focal point.
    expect(banner('flight')).toHaveAttribute(
      'srcset',
      '/api/media/file/service-flight-400x160.jpg 400w, /api/media/file/service-flight.jpg 1200w',
    )
    expect((banner('flight') as HTMLElement).style.objectPosition).toBe('35% 65%')
    expect(banner('translation')).toHaveAttribute('src', '/images/services/translation.svg')
    expect(banner('translation')).not.toHaveAttribute('srcset')

    fireEvent.click(switchFor('Flights to Türkiye'))
    const cabin = await screen.findByLabelText('Cabin class', { exact: false })
    expect(within(cabin).getByRole('option', { name: 'Premium economy (extra legroom)' })).toHaveValue(
      'premium_economy',
    )
    expect(within(cabin).getByRole('option', { name: 'Business' })).toHaveValue('business')
    const adults = screen.getByLabelText('Adult travellers', { exact: false })
    expect(
      within(adults)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4'])
    fireEvent.click(switchFor('Translation'))
    expect(await screen.findByLabelText('Language to translate from', { exact: false })).toBeInTheDocument()
  })

  it('works in its own words when the CMS cannot give them, without an error', async () => {
    api()
    await renderSurvey('/en/services-survey?appointment=7', 'en', [...questionMocks('en'), travelServicesFailure('en')])
    await screen.findByTestId('appointment-brief')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Flight',
      'Accommodation',
      'Transport & Connectivity',
      'Translation',
      'Tourist Activity',
    ])
    expect(document.querySelector('[data-package="flight"] img')).toHaveAttribute('src', '/images/services/flight.svg')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(switchFor('Flight'))
    await settle()
    await select('Travel class', 'premium_economy')
    expect(screen.getByLabelText('Travel class', { exact: false })).toHaveDisplayValue('Premium economy')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const { state } = probed((await screen.findByTestId('probe')).textContent)
    expect(state).toMatchObject({ values: { isFlightSelected: true, flight_Class: 'premium_economy' } })
  })
})
