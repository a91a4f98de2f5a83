/**
 * Issue 20, "no dead ends, no lost input, nothing misleading", on a phone (390×844) in Arabic:
 * the booking form keeps the notes and the list of chosen files over a reload (and asks for the
 * files again); the success page says the booking waits for the clinic and shows both clocks;
 * Back to the form calls the time the patient's own; the survey's answers survive a reload and
 * Back from the summary; My appointments is a list of cards that never scrolls sideways.
 */
import { type APIRequestContext, type Page, expect, test } from './fixtures'

import { apiLogin, createPatient, files, signIn, ownDoctors } from './journey-helpers'
import { ARABIC, expectDirection, gql, settled, watchConsole } from './site-helpers'

const W = {
  choose: 'اختر الملفات',
  notes: 'ملاحظات للطبيب',
  reattach: 'أعد إرفاق هذه الملفات:',
  consent: 'أوافق على معالجة بياناتي الصحية',
  submit: 'احجز الموعد',
  title: 'تم الحجز، بانتظار تأكيد العيادة',
  oldTitle: 'تم تأكيد الحجز',
  pending: 'بانتظار تأكيد العيادة',
  booked: 'تم حجز الموعد بنجاح!',
  bookingNumber: 'رقم الحجز',
  istanbul: 'بتوقيت إسطنبول',
  yours: 'بتوقيتك',
  ownBooking: 'لقد حجزت هذا الموعد',
  myAppointments: 'اطّلع على مواعيدي',
  yourDoctor: 'طبيبك',
  next: 'التالي',
  appointmentsTitle: 'مواعيدي',
}

/** The patient's own zone: hours away from Istanbul, so the two clocks differ. */
const PATIENT_ZONE = 'America/New_York'
const NOTES = 'ألم في الركبة منذ ثلاثة أشهر'
/** An Arabic file name, kept as the patient wrote it (issue 20, item 1). */
const ARABIC_PDF = { ...files.pdf, name: 'تحليل-دم.pdf' }

const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  )
const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  )

/** An active doctor with a free time two days ahead or more (others book too: tries several). */
async function freeSlot(request: APIRequestContext) {
  const { Doctors } = await gql<{ Doctors: { docs: { id: number; slug: string }[] } }>(
    request,
    `{ Doctors(limit: 50, where: { active: { equals: true } }) { docs { id slug } } }`,
  )
  for (const doctor of ownDoctors(Doctors.docs).sort(() => Math.random() - 0.5)) {
    const res = await request.get(`/api/v1/doctor/${doctor.id}/slots?days=14`)
    const slots = ((await res.json()).content.slots as { start: string }[]).filter(
      (s) => Date.parse(s.start) > Date.now() + 2 * 86_400_000,
    )
    if (slots.length) return { doctor, slot: slots[Math.floor(Math.random() * slots.length)]!.start }
  }
  throw new Error('no doctor has a free time')
}

/** Waits until the tab keeps a draft (sessionStorage `draft:<kind>:…`) holding every one of `texts`. */
const draftHolds = (page: Page, kind: string, texts: string[]) =>
  expect
    .poll(async () => {
      const drafts = await page.evaluate(
        (prefix) =>
          Object.keys(window.sessionStorage)
            .filter((k) => k.startsWith(prefix))
            .map((k) => window.sessionStorage.getItem(k))
            .join('\n'),
        `draft:${kind}:`,
      )
      return texts.every((text) => drafts.includes(text))
    })
    .toBe(true)

async function chooseFiles(page: Page, list: (typeof files)[keyof typeof files][]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: W.choose }).click(),
  ])
  await chooser.setFiles(list)
}

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Amman' })

test(
  'on a phone, in Arabic: nothing typed is lost, nothing claimed too soon, nothing scrolls sideways',
  { tag: '@ar-only' },
  async ({ page, request }) => {
    test.setTimeout(240_000)
    const lang = 'ar'
    const watch = watchConsole(page)

    // A patient whose profile is in New York (the two clocks differ), signed in.
    const patient = await createPatient(request, lang)
    const first = await apiLogin(request, patient.email, patient.password)
    const zone = await request.put(`/api/v1/user/${first.id}`, {
      headers: { authorization: `Bearer ${first.accessToken}` },
      data: { timeZone: PATIENT_ZONE },
    })
    expect(zone.status(), await zone.text()).toBe(200)
    await signIn(page, patient.email, patient.password, lang)
    const { doctor, slot } = await freeSlot(request)

    // ── The booking form: the picker first, then notes and files ─────────────────────────────
    const formUrl = `/${lang}/patient-details?doctor=${doctor.slug}&slot=${encodeURIComponent(slot)}`
    await page.goto(formUrl)
    await settled(page)
    await expectDirection(page, lang)
    const chosen = page.getByTestId('slot-times').locator(`[data-slot="${slot}"]`)
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    // On a phone the free times come before the doctor's summary.
    const picker = (await page.getByTestId('slot-picker').boundingBox())!
    const doctorHeading = (await page.getByRole('heading', { level: 2, name: W.yourDoctor }).boundingBox())!
    expect(picker.y).toBeLessThan(doctorHeading.y)

    await page.getByLabel(W.notes).fill(NOTES)
    await chooseFiles(page, [ARABIC_PDF, files.png])
    await expect(page.getByTestId('attached-name')).toHaveText([ARABIC_PDF.name, files.png.name])
    await draftHolds(page, 'booking', [NOTES, ARABIC_PDF.name, files.png.name])

    // Reload: the notes and the time stay; the files are listed to be chosen again.
    await page.reload()
    await expect(page.getByLabel(W.notes)).toHaveValue(NOTES)
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    const reattach = page.getByTestId('files-reattach')
    await expect(reattach).toContainText(W.reattach)
    await expect(reattach.getByTestId('reattach-name')).toHaveCount(2)
    await expect(reattach).toContainText(ARABIC_PDF.name)
    await expect(reattach).toContainText(files.png.name)
    await expect(page.getByTestId('attached-name')).toHaveCount(0)
    await chooseFiles(page, [ARABIC_PDF, files.png])
    await expect(page.getByTestId('attached-name')).toHaveCount(2)
    await expect(reattach).toHaveCount(0)

    await page.getByText(W.consent).click()
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/appointment') && r.request().method() === 'POST'),
      page.getByRole('button', { name: W.submit, exact: true }).click(),
    ])
    expect(response.status(), await response.text()).toBe(201)
    const appointmentId = (await response.json()).content.id as number

    // ── medical-success: booked, waiting for the clinic; the date and both clocks ───────────
    await expect(page).toHaveURL(new RegExp(`/${lang}/medical-success$`))
    await expect(page.locator('main h1')).toHaveText(W.title)
    await expect(page.locator('main h1')).not.toContainText(W.oldTitle)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(W.booked)
    await expect(alert).toContainText(day(slot, 'Europe/Istanbul'))
    await expect(alert).toContainText(`${W.bookingNumber}: ${appointmentId}`)
    await expect(page.getByTestId('booking-pending')).toContainText(W.pending)
    const times = page.getByTestId('booking-times')
    await expect(times).toContainText(`${clock(slot, 'Europe/Istanbul')} ${W.istanbul}`)
    await expect(times).toContainText(clock(slot, PATIENT_ZONE))
    await expect(times).toContainText(W.yours)

    // Back to the form: the time is the patient's own booking, not "no longer free"; no draft left.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp('/patient-details\\?'))
    const own = page.getByTestId('own-booking')
    await expect(own).toContainText(W.ownBooking)
    await expect(own.getByRole('link', { name: W.myAppointments })).toHaveAttribute(
      'href',
      `/${lang}/account-appointments`,
    )
    await expect(page.getByTestId('slot-gone')).toHaveCount(0)
    await expect(page.getByLabel(W.notes)).toHaveValue('')
    await expect(page.getByTestId('files-reattach')).toHaveCount(0)

    // ── The services survey: answers survive a reload and Back from the summary ─────────────
    await page.goto(`/${lang}/services-survey?appointment=${appointmentId}`)
    await settled(page)
    const flight = page.locator('[data-package="flight"]')
    await flight.locator('[data-scope="switch"][data-part="root"]').click()
    const flightOn = page.locator('input[name="isFlightSelected"]')
    await expect(flightOn).toBeChecked()
    await flight.locator('select[name="flight_AdultTravellers"]').selectOption('2')
    await flight.locator('select[name="flight_Class"]').selectOption('business')
    await draftHolds(page, 'survey', ['"isFlightSelected":true', '"flight_Class":"business"'])

    await page.reload()
    await expect(flightOn).toBeChecked()
    await expect(flight.locator('select[name="flight_AdultTravellers"]')).toHaveValue('2')
    await expect(flight.locator('select[name="flight_Class"]')).toHaveValue('business')

    await page.getByRole('button', { name: W.next }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey-summary\\?appointment=${appointmentId}$`))
    await expect(page.getByTestId('travel-summary').locator('[data-package="flight"]')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${appointmentId}$`))
    await expect(flightOn).toBeChecked()
    await expect(flight.locator('select[name="flight_AdultTravellers"]')).toHaveValue('2')
    await expect(flight.locator('select[name="flight_Class"]')).toHaveValue('business')

    // ── My appointments: cards, no table, nothing wider than the screen ─────────────────────
    await page.goto(`/${lang}/account-appointments`)
    await expect(page.locator('main h1')).toHaveText(W.appointmentsTitle)
    const card = page.getByTestId('appointment-card').filter({ hasText: `#${appointmentId}` })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(clock(slot, 'Europe/Istanbul'))
    await expect(card).toContainText(ARABIC)
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      `/${lang}/account-appointment-details?id=${appointmentId}`,
    )
    await expect(page.getByRole('table')).toHaveCount(0)
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)

    // ── The file's Arabic name, as written, in the appointment's details ────────────────────
    await card.getByRole('link').click()
    await expect(page.getByTestId('attachments')).toContainText(ARABIC_PDF.name)
    await expect(page.getByTestId('attachments')).not.toContainText('Ø')
    watch.assertClean()
  },
)

test(
  'on a phone, in Arabic: a provider’s page leads to its doctors and to booking',
  { tag: '@ar-only' },
  async ({ page }) => {
    const lang = 'ar'
    const watch = watchConsole(page)
    await page.goto(`/${lang}/health-providers/medical-park`)
    await settled(page)
    const section = page.getByTestId('related-doctors')
    await expect(section.getByRole('heading', { name: 'أطباء مقدم الرعاية هذا' })).toBeVisible()
    const doctors = section.getByTestId('related-doctor')
    await expect(doctors.first()).toBeVisible()
    expect(await doctors.count()).toBeGreaterThan(0)
    await expect(section.getByRole('link', { name: 'عرض جميع الأطباء' })).toHaveAttribute(
      'href',
      `/${lang}/doctor-list?provider=medical-park`,
    )
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    // A doctor's booking link opens the booking path for that doctor.
    const slug = await doctors.first().getAttribute('data-doctor')
    await expect(doctors.first().getByRole('link', { name: /احجز موعدًا/ })).toHaveAttribute(
      'href',
      `/${lang}/patient-details?doctor=${slug}`,
    )
    // The list, filtered to the provider, from "See all".
    await page.goto(`/${lang}/doctor-list?provider=medical-park`)
    await settled(page)
    await expect(page.getByTestId('doctor-card').first()).toBeVisible()
    watch.assertClean()
  },
)
