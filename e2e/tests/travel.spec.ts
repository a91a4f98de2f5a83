/**
 * The services survey and the account's appointments: a patient with a real booking fills the
 * survey (flight, accommodation, translation, a preference question), checks the summary,
 * confirms, finds the preferences on the server and in their account, downloads the exports and
 * cancels. A second journey comes from the account page (navigation state) and uses 'Edit'.
 */
import { readFile } from 'node:fs/promises'

import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test'

import { apiLogin, createPatient, signIn } from './journey-helpers'
import {
  ARABIC,
  type Lang,
  assertLanguageClean,
  expectDirection,
  gql,
  langOf,
  settled,
  watchConsole,
} from './site-helpers'

const L = {
  en: {
    surveyTitle: 'Extra services for your trip',
    include: (service: string) => `Include ${service}`,
    flight: 'Flight',
    accommodation: 'Accommodation',
    translation: 'Translation',
    tourist: 'Tourist Activity',
    adults: 'Adult travellers',
    infants: 'Infant travellers',
    travelClass: 'Travel class',
    business: 'Business',
    proximity: 'Distance from the doctor',
    walking: 'Walking distance',
    fourStars: '4 stars',
    guests: 'Guests',
    rooms: 'Rooms',
    beds: 'Beds',
    langFrom: 'Language to translate from',
    arabic: 'Arabic',
    required: 'Required',
    next: 'Next',
    summaryTitle: 'Your travel preferences',
    edit: 'Edit',
    confirm: 'Confirm',
    success: 'Successfully Added Your Travel Preferences!',
    bookedWithId: 'Appointment booked with id#',
    myAppointments: 'My appointments',
    view: (id: number) => `View appointment #${id}`,
    details: (id: number) => `Appointment #${id}`,
    detailsPdf: 'Appointment details (PDF)',
    travelPdf: 'Travel preferences (PDF)',
    calendar: 'Add to calendar (.ics)',
    addTravel: 'Add travel preferences',
    cancel: 'Cancel appointment',
    confirmCancel: 'Yes, cancel it',
    cancelled: 'Cancelled',
    pending: 'Pending confirmation',
  },
  ar: {
    surveyTitle: 'خدمات إضافية لرحلتك',
    include: (service: string) => `إضافة ${service}`,
    flight: 'الطيران',
    accommodation: 'الإقامة',
    translation: 'الترجمة',
    tourist: 'الأنشطة السياحية',
    adults: 'المسافرون البالغون',
    infants: 'المسافرون الرضّع',
    travelClass: 'درجة السفر',
    business: 'درجة رجال الأعمال',
    proximity: 'المسافة من الطبيب',
    walking: 'مسافة سير على الأقدام',
    fourStars: '4 نجوم',
    guests: 'عدد النزلاء',
    rooms: 'عدد الغرف',
    beds: 'عدد الأسرّة',
    langFrom: 'اللغة المراد الترجمة منها',
    arabic: 'العربية',
    required: 'مطلوب',
    next: 'التالي',
    summaryTitle: 'تفضيلات سفرك',
    edit: 'تعديل',
    confirm: 'تأكيد',
    success: 'تمت إضافة تفضيلات سفرك بنجاح!',
    bookedWithId: 'تم حجز الموعد برقم#',
    myAppointments: 'مواعيدي',
    view: (id: number) => `عرض الموعد رقم ${id}`,
    details: (id: number) => `الموعد رقم ${id}`,
    detailsPdf: 'تفاصيل الموعد (PDF)',
    travelPdf: 'تفضيلات السفر (PDF)',
    calendar: 'إضافة إلى التقويم',
    addTravel: 'إضافة تفضيلات السفر',
    cancel: 'إلغاء الموعد',
    confirmCancel: 'نعم، ألغِه',
    cancelled: 'ملغى',
    pending: 'بانتظار التأكيد',
  },
} satisfies Record<Lang, unknown>

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

interface Booked {
  id: number
}

/**
 * Books a random free slot of a random active doctor through the API (others book too: a slot
 * taken in between is tried again elsewhere).
 */
async function bookAppointment(request: APIRequestContext, token: string, lang: Lang): Promise<Booked> {
  const data = await gql<{ Doctors: { docs: { id: number }[] } }>(
    request,
    `{ Doctors(limit: 50, where: { active: { equals: true } }) { docs { id } } }`,
  )
  expect(data.Doctors.docs.length).toBeGreaterThan(0)
  for (let attempt = 0; attempt < 8; attempt++) {
    const doctor = pick(data.Doctors.docs)
    const res = await request.get(`/api/v1/doctor/${doctor.id}/slots?days=21&limit=200`)
    expect(res.ok()).toBeTruthy()
    const slots = (await res.json()).content.slots as { start: string }[]
    if (!slots.length) continue
    const booked = await request.post('/api/v1/appointment', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        doctorId: doctor.id,
        appointmentDate: pick(slots).start,
        lang,
        patientTimeZone: 'Asia/Amman',
        notes: 'Knee pain for three months',
      },
    })
    if (booked.status() === 201) return (await booked.json()).content as Booked
    expect([409, 422], await booked.text()).toContain(booked.status())
  }
  throw new Error('no free slot could be booked')
}

const serverAppointment = async (request: APIRequestContext, token: string, id: number) => {
  const res = await request.get(`/api/v1/appointment/${id}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).content as {
    status: string
    doctor: { name: string }
    travelPreferences: Record<string, unknown>
  }
}

const packageCard = (page: Page, key: string) => page.locator(`[data-package="${key}"]`)

/** Flips a package's switch (its visible part) and checks the switch followed. */
async function switchOn(page: Page, key: string, name: string) {
  await packageCard(page, key).locator('[data-scope="switch"][data-part="root"]').click()
  await expect(page.getByRole('checkbox', { name })).toBeChecked()
}

/** The PDF or calendar file the clicked button saves. */
async function downloadOf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: await readFile(path) }
}

test('survey → summary → travel-success → account → exports → cancel', async ({ page, request }, info) => {
  test.setTimeout(180_000)
  const lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const patient = await createPatient(request, lang)
  const { accessToken } = await apiLogin(request, patient.email, patient.password)
  const booked = await bookAppointment(request, accessToken, lang)
  // The doctor's name as the appointment reads (in the appointment's language).
  const doctorName = (await serverAppointment(request, accessToken, booked.id)).doctor.name
  const questions = await gql<{ PreferenceQuestions: { docs: { key: string; title: string }[] } }>(
    request,
    `query($locale: LocaleInputType) { PreferenceQuestions(locale: $locale, sort: "key") { docs { key title } } }`,
    { locale: lang },
  )
  const beach = questions.PreferenceQuestions.docs.find((q) => q.key === 'q3')!
  await signIn(page, patient.email, patient.password, lang)

  // The survey, opened by its address.
  await page.goto(`/${lang}/services-survey?appointment=${booked.id}`)
  await settled(page)
  await expect(page.locator('main h1')).toHaveText(l.surveyTitle)
  await expectDirection(page, lang)
  await expect(page.getByTestId('appointment-brief')).toContainText(`#${booked.id}`)
  await expect(page.getByTestId('appointment-brief')).toContainText(doctorName)
  await expect(page.getByLabel(l.travelClass)).toHaveCount(0)

  await switchOn(page, 'flight', l.include(l.flight))
  const flight = packageCard(page, 'flight')
  await flight.getByLabel(l.travelClass).focus()
  await flight.getByLabel(l.adults).focus()
  await expect(flight.getByText(l.required, { exact: true })).toHaveCount(1)
  await flight.getByLabel(l.adults).selectOption('2')
  await flight.getByLabel(l.infants).selectOption('1')
  await flight.getByLabel(l.travelClass).selectOption('business')

  await switchOn(page, 'accommodation', l.include(l.accommodation))
  const stay = packageCard(page, 'accommodation')
  await page.getByRole('button', { name: l.next }).click()
  // Distance and stars are missing; the page stays.
  await expect(stay.getByText(l.required, { exact: true })).toHaveCount(2)
  await expect(page).toHaveURL(/services-survey\?/)
  await stay.getByLabel(l.proximity).selectOption('walking')
  await stay.getByText(l.fourStars, { exact: true }).click()
  await stay.getByLabel(l.guests).selectOption('2')
  await stay.getByLabel(l.rooms, { exact: false }).selectOption('1')
  await stay.getByLabel(l.beds).selectOption('2')
  await expect(stay.getByText(l.required, { exact: true })).toHaveCount(0)

  await switchOn(page, 'translation', l.include(l.translation))
  await packageCard(page, 'translation').getByLabel(l.langFrom).selectOption('ar')

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
  await expect(summary.locator('[data-package="flight"]')).toContainText(l.business)
  await expect(summary.locator('[data-package="accommodation"]')).toContainText(l.walking)
  await expect(summary.locator('[data-package="accommodation"]')).toContainText(l.fourStars)
  await expect(summary.locator('[data-package="translation"]')).toContainText(l.arabic)
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
  await expect(page.getByTestId('travel-success-id')).toHaveText(`${l.bookedWithId}${booked.id}`)

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
  await expect(page.getByTestId('appointment-travel').locator('[data-package="flight"]')).toContainText(l.business)
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

test('from the account page (navigation state), with Edit on the summary', async ({ page, request }, info) => {
  test.setTimeout(120_000)
  const lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const patient = await createPatient(request, lang)
  const { accessToken } = await apiLogin(request, patient.email, patient.password)
  const booked = await bookAppointment(request, accessToken, lang)
  await signIn(page, patient.email, patient.password, lang)

  await page.goto(`/${lang}/account-appointment-details?id=${booked.id}`)
  await expect(page.locator('main h1')).toHaveText(l.details(booked.id))
  await page.getByRole('link', { name: l.addTravel }).click()
  // The id came in the navigation state and is now in the address too.
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${booked.id}$`))
  await expect(page.getByTestId('appointment-brief')).toContainText(`#${booked.id}`)

  await switchOn(page, 'tourist', l.include(l.tourist))
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByTestId('travel-summary').locator('[data-package]')).toHaveCount(1)
  await page.getByRole('button', { name: l.edit }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${booked.id}$`))
  // The values came back with it.
  await expect(page.getByRole('checkbox', { name: l.include(l.tourist) })).toBeChecked()
  await switchOn(page, 'translation', l.include(l.translation))
  await packageCard(page, 'translation').getByLabel(l.langFrom).selectOption('ar')
  await page.getByRole('button', { name: l.next }).click()
  await expect(page.getByTestId('travel-summary').locator('[data-package]')).toHaveCount(2)
  await page.getByRole('button', { name: l.confirm }).click()
  await expect(page.getByTestId('travel-success-id')).toHaveText(`${l.bookedWithId}${booked.id}`)
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
  await expect(page.getByRole('checkbox', { name: l.include(l.tourist) })).toBeChecked()
  await expect(packageCard(page, 'translation').getByLabel(l.langFrom)).toHaveValue('ar')
  watch.assertClean()

  // Free the slot for the other journeys.
  const freed = await request.put(`/api/v1/appointment/${booked.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { status: 'CANCELLED' },
  })
  expect(freed.status()).toBe(200)
})
