/**
 * The services survey and the account's appointments: a patient with a real booking fills the
 * survey (flight, accommodation, translation, a preference question), checks the summary,
 * confirms, finds the preferences on the server and in their account, downloads the exports and
 * cancels. A second journey comes from the account page (navigation state) and uses 'Edit'.
 * The packages' words (titles, field and option labels) are the CMS global `travel-services`'s,
 * else the site's own `travel.json`: the expected words are read from both, as the site does.
 */
import { expect, test } from './fixtures'

import { apiLogin, createPatient, signIn } from './journey-helpers'
import { ARABIC, type Lang, assertLanguageClean, expectDirection, langOf, settled, watchConsole } from './site-helpers'
import {
  bookAppointment,
  downloadOf,
  L,
  packageCard,
  serverAppointment,
  surveyReady,
  surveyWords,
  switchOn,
} from './travel-helpers'

test('survey → summary → travel-success → account → exports → cancel', async ({ page, request }, info) => {
  test.setTimeout(180_000)
  const lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const { accessToken, booked, doctorName, beach, w } = await surveyReady(page, request, lang)

  // The survey, opened by its address.
  await page.goto(`/${lang}/services-survey?appointment=${booked.id}`)
  await settled(page)
  await expect(page.locator('main h1')).toHaveText(l.surveyTitle)
  await expectDirection(page, lang)
  await expect(page.getByTestId('appointment-brief')).toContainText(`#${booked.id}`)
  await expect(page.getByTestId('appointment-brief')).toContainText(doctorName)
  await expect(page.getByLabel(w.label('flight_Class'))).toHaveCount(0)
  await expect(packageCard(page, 'flight').getByRole('heading')).toHaveText(w.title('flight'))

  await switchOn(page, 'flight', l.include(w.title('flight')))
  const flight = packageCard(page, 'flight')
  await flight.getByLabel(w.label('flight_Class')).focus()
  await flight.getByLabel(w.label('flight_AdultTravellers')).focus()
  await expect(flight.getByText(l.required, { exact: true })).toHaveCount(1)
  await flight.getByLabel(w.label('flight_AdultTravellers')).selectOption('2')
  await flight.getByLabel(w.label('flight_InfantTravellers')).selectOption('1')
  // Offered by the site's code, named by the CMS (premium economy too, whatever the CMS holds).
  await expect(flight.getByLabel(w.label('flight_Class')).locator('option[value="premium_economy"]')).toHaveText(
    w.option('flight_Class', 'premium_economy'),
  )
  await flight.getByLabel(w.label('flight_Class')).selectOption('business')

  await switchOn(page, 'accommodation', l.include(w.title('accommodation')))
  const stay = packageCard(page, 'accommodation')
  await page.getByRole('button', { name: l.next }).click()
  // Distance and stars are missing; the page stays.
  await expect(stay.getByText(l.required, { exact: true })).toHaveCount(2)
  await expect(page).toHaveURL(/services-survey\?/)
  await stay.getByLabel(w.label('accomodation_Proximity')).selectOption('walking')
  await stay.getByText(w.option('accomodation_Stars', '4'), { exact: true }).click()
  await stay.getByLabel(w.label('accomodation_Guests')).selectOption('2')
  await stay.getByLabel(w.label('accomodation_Rooms'), { exact: false }).selectOption('1')
  await stay.getByLabel(w.label('accomodation_Beds')).selectOption('2')
  await expect(stay.getByText(l.required, { exact: true })).toHaveCount(0)

  await switchOn(page, 'translation', l.include(w.title('translation')))
  await packageCard(page, 'translation').getByLabel(w.label('translation_LangFrom')).selectOption('ar')

  const question = page.locator('[data-question="q3"]')
  await question.getByText(beach.title, { exact: true }).click()
  await expect(question.getByRole('checkbox')).toBeChecked()
  const cityLink = question.getByRole('link')
  await expect(cityLink).toHaveAttribute('href', `/${lang}/cities/antalya`)
  await expect(cityLink).toHaveAttribute('target', '_blank')
  if (lang === 'ar') await assertLanguageClean(page, lang)

  // The summary.
  await page.getByRole('button', { name: l.next }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey-summary\\?appointment=${booked.id}$`))
  await expect(page.locator('main h1')).toHaveText(l.summaryTitle)
  const summary = page.getByTestId('travel-summary')
  await expect(summary.locator('[data-package]')).toHaveCount(3)
  const flightSummary = summary.locator('[data-package="flight"]')
  await expect(flightSummary.getByRole('heading')).toHaveText(w.title('flight'))
  await expect(flightSummary.locator('[data-field="flight_Class"]')).toHaveText(
    `${w.label('flight_Class')}${w.option('flight_Class', 'business')}`,
  )
  await expect(summary.locator('[data-package="accommodation"]')).toContainText(
    w.option('accomodation_Proximity', 'walking'),
  )
  await expect(summary.locator('[data-package="accommodation"]')).toContainText(w.option('accomodation_Stars', '4'))
  await expect(summary.locator('[data-package="translation"]')).toContainText(w.option('translation_LangFrom', 'ar'))
  await expect(summary.locator('[data-question="q3"]')).toContainText(beach.title)
  if (lang === 'ar') await assertLanguageClean(page, lang)

  // Confirm → travel-success with the id.
  const [put] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/appointment/${booked.id}`)),
    page.getByRole('button', { name: l.confirm }).click(),
  ])
  expect(put.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/${lang}/travel-success$`))
  await expect(page.locator('main h1')).toHaveText(l.success)
  await expect(page.getByTestId('travel-success-id')).toHaveText(`${l.bookedWithId} ${booked.id}`)

  // What the server stored.
  const stored = await serverAppointment(request, accessToken, booked.id)
  expect(stored.travelPreferences).toMatchObject({
    isFlightSelected: true,
    flight_AdultTravellers: 2,
    flight_InfantTravellers: 1,
    flight_Class: 'business',
    isAccommodationSelected: true,
    accomodation_Proximity: 'walking',
    accomodation_Stars: 4,
    accomodation_Guests: 2,
    accomodation_Rooms: 1,
    accomodation_Beds: 2,
    isTransportSelected: false,
    isTranslationSelected: true,
    translation_LangFrom: 'ar',
    isTouristSelected: false,
    preferenceQuestions: ['q3'],
  })
  expect(stored.travelPreferences.submittedAt).toBeTruthy()

  // The account lists it; its details show the preferences.
  await page.goto(`/${lang}/account-appointments`)
  await expect(page.locator('main h1')).toHaveText(l.myAppointments)
  const row = page.getByRole('row').filter({ hasText: `#${booked.id}` })
  await expect(row).toContainText(doctorName)
  await expect(row).toContainText(l.pending)
  await row.getByRole('link', { name: l.view(booked.id) }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/account-appointment-details\\?id=${booked.id}$`))
  await expect(page.locator('main h1')).toHaveText(l.details(booked.id))
  await expect(page.getByTestId('appointment-travel').locator('[data-package="flight"]')).toContainText(
    w.option('flight_Class', 'business'),
  )
  if (lang === 'ar') await expect(page.getByTestId('appointment-facts')).toContainText(ARABIC)

  // Exports.
  const details = await downloadOf(page, page.getByRole('button', { name: l.detailsPdf }))
  expect(details.name).toBe(`appointment-${booked.id}-details.pdf`)
  expect(details.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const travel = await downloadOf(page, page.getByRole('button', { name: l.travelPdf }))
  expect(travel.name).toBe(`appointment-${booked.id}-travel-preferences.pdf`)
  expect(travel.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const calendar = await downloadOf(page, page.getByRole('button', { name: l.calendar }))
  expect(calendar.name).toBe(`appointment-${booked.id}.ics`)
  expect(calendar.bytes.toString('utf8')).toMatch(/^BEGIN:VCALENDAR/)

  // Cancel.
  await page.getByRole('button', { name: l.cancel }).click()
  const dialog = page.getByRole('alertdialog')
  const [cancelled] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/appointment/${booked.id}`)),
    dialog.getByRole('button', { name: l.confirmCancel }).click(),
  ])
  expect(cancelled.status()).toBe(200)
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('appointment-facts')).toContainText(l.cancelled)
  await expect(page.getByRole('button', { name: l.cancel })).toHaveCount(0)
  expect((await serverAppointment(request, accessToken, booked.id)).status).toBe('CANCELLED')
  watch.assertClean()
})

/**
 * What only an Arabic appointment shows (the journey above runs in English): the survey in the
 * CMS's Arabic words with the doctor's Arabic name and an Arabic city link, the summary and the
 * success line in Arabic, the details with Arabic facts, and the exports made from the Arabic page.
 */
test(
  'in Arabic: the survey in the CMS’s Arabic words, the summary, travel-success, the details and the exports',
  { tag: '@ar-only' },
  async ({ page, request }) => {
    test.setTimeout(120_000)
    const lang: Lang = 'ar'
    const l = L.ar
    const watch = watchConsole(page)
    const { accessToken, booked, doctorName, beach, w } = await surveyReady(page, request, lang)

    await page.goto(`/ar/services-survey?appointment=${booked.id}`)
    await settled(page)
    await expect(page.getByTestId('appointment-brief')).toContainText(doctorName)
    await expect(packageCard(page, 'flight').getByRole('heading')).toHaveText(w.title('flight'))
    await switchOn(page, 'flight', l.include(w.title('flight')))
    const flight = packageCard(page, 'flight')
    await flight.getByLabel(w.label('flight_AdultTravellers')).selectOption('2')
    await expect(flight.getByLabel(w.label('flight_Class')).locator('option[value="premium_economy"]')).toHaveText(
      w.option('flight_Class', 'premium_economy'),
    )
    await flight.getByLabel(w.label('flight_Class')).selectOption('business')
    const question = page.locator('[data-question="q3"]')
    await question.getByText(beach.title, { exact: true }).click()
    await expect(question.getByRole('checkbox')).toBeChecked()
    await expect(question.getByRole('link')).toHaveAttribute('href', '/ar/cities/antalya')
    await assertLanguageClean(page, lang)

    await page.getByRole('button', { name: l.next }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/services-survey-summary\\?appointment=${booked.id}$`))
    const summary = page.getByTestId('travel-summary')
    await expect(summary.locator('[data-package="flight"] [data-field="flight_Class"]')).toHaveText(
      `${w.label('flight_Class')}${w.option('flight_Class', 'business')}`,
    )
    await expect(summary.locator('[data-question="q3"]')).toContainText(beach.title)
    await assertLanguageClean(page, lang)
    const [put] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/appointment/${booked.id}`),
      ),
      page.getByRole('button', { name: l.confirm }).click(),
    ])
    expect(put.status()).toBe(200)
    await expect(page).toHaveURL(/\/ar\/travel-success$/)
    await expect(page.getByTestId('travel-success-id')).toHaveText(`${l.bookedWithId} ${booked.id}`)

    await page.goto(`/ar/account-appointment-details?id=${booked.id}`)
    await expect(page.locator('main h1')).toHaveText(l.details(booked.id))
    await expect(page.getByTestId('appointment-facts')).toContainText(ARABIC)
    await expect(page.getByTestId('appointment-travel').locator('[data-package="flight"]')).toContainText(
      w.option('flight_Class', 'business'),
    )
    const details = await downloadOf(page, page.getByRole('button', { name: l.detailsPdf }))
    expect(details.name).toBe(`appointment-${booked.id}-details.pdf`)
    expect(details.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const travel = await downloadOf(page, page.getByRole('button', { name: l.travelPdf }))
    expect(travel.name).toBe(`appointment-${booked.id}-travel-preferences.pdf`)
    expect(travel.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const calendar = await downloadOf(page, page.getByRole('button', { name: l.calendar }))
    expect(calendar.name).toBe(`appointment-${booked.id}.ics`)
    expect(calendar.bytes.toString('utf8')).toMatch(/^BEGIN:VCALENDAR/)
    watch.assertClean()

    // Free the slot for the other journeys.
    const freed = await request.put(`/api/v1/appointment/${booked.id}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { status: 'CANCELLED' },
    })
    expect(freed.status()).toBe(200)
  },
)

test('from the account page (navigation state), with Edit on the summary', async ({ page, request }, info) => {
  test.setTimeout(120_000)
  const lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const patient = await createPatient(request, lang)
  const { accessToken } = await apiLogin(request, patient.email, patient.password)
  const booked = await bookAppointment(request, accessToken, lang)
  const w = await surveyWords(request, lang)
  await signIn(page, patient.email, patient.password, lang)

  await page.goto(`/${lang}/account-appointment-details?id=${booked.id}`)
  await expect(page.locator('main h1')).toHaveText(l.details(booked.id))
  await page.getByRole('link', { name: l.addTravel }).click()
  // The id came in the navigation state and is now in the address too.
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${booked.id}$`))
  await expect(page.getByTestId('appointment-brief')).toContainText(`#${booked.id}`)

  await switchOn(page, 'tourist', l.include(w.title('tourist')))
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByTestId('travel-summary').locator('[data-package]')).toHaveCount(1)
  await page.getByRole('button', { name: l.edit }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${booked.id}$`))
  // The values came back with it.
  await expect(page.getByRole('checkbox', { name: l.include(w.title('tourist')) })).toBeChecked()
  await switchOn(page, 'translation', l.include(w.title('translation')))
  await packageCard(page, 'translation').getByLabel(w.label('translation_LangFrom')).selectOption('ar')
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByTestId('travel-summary').locator('[data-package]')).toHaveCount(2)
  await page.getByRole('button', { name: l.confirm }).click()
  await expect(page.getByTestId('travel-success-id')).toHaveText(`${l.bookedWithId} ${booked.id}`)
  await expectDirection(page, lang)

  const stored = await serverAppointment(request, accessToken, booked.id)
  expect(stored.travelPreferences).toMatchObject({
    isTouristSelected: true,
    isTranslationSelected: true,
    translation_LangFrom: 'ar',
    isFlightSelected: false,
    flight_Class: null,
    preferenceQuestions: [],
  })

  // Reopened from the account, the survey is prefilled with what was saved.
  await page.goto(`/${lang}/account-appointment-details?id=${booked.id}`)
  await expect(page.getByTestId('appointment-travel').locator('[data-package]')).toHaveCount(2)
  await page.goto(`/${lang}/services-survey?appointment=${booked.id}`)
  await expect(page.getByRole('checkbox', { name: l.include(w.title('tourist')) })).toBeChecked()
  await expect(packageCard(page, 'translation').getByLabel(w.label('translation_LangFrom'))).toHaveValue('ar')
  watch.assertClean()

  // Free the slot for the other journeys.
  const freed = await request.put(`/api/v1/appointment/${booked.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { status: 'CANCELLED' },
  })
  expect(freed.status()).toBe(200)
})
