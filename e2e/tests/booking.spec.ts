/**
 * The booking journey (issue 5): find a doctor with filters, see the free times in Istanbul and
 * in the patient's zone, choose one, sign in, attach files (picker and drag-and-drop; wrong and
 * oversized ones refused in the browser), consent, book with an upload progress bar, the
 * medical-success page, the appointment as the server stored it, and on to the services survey.
 * Also: the server's own refusal of spoofed and oversized files, and the login gate.
 */
import { type Page, expect, test } from './fixtures'

import { apiLogin, createPatient, files, signIn, ownDoctors } from './journey-helpers'
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
    speciality: 'Speciality',
    provider: 'Health provider',
    name: "Doctor's name",
    viewProfile: 'View profile',
    istanbul: 'Istanbul time',
    yourTime: 'Your time',
    choose: 'Choose files',
    refused: 'These files were not added',
    consent: 'I consent to the processing of my health data',
    submit: 'Book appointment',
    booked: 'Appointment booked Successfully!',
    bookingNumber: 'Booking Number',
    showMe: 'Sure! Show Me!',
  },
  ar: {
    speciality: 'التخصص',
    provider: 'مقدم الرعاية الصحية',
    name: 'اسم الطبيب',
    viewProfile: 'عرض الملف الشخصي',
    istanbul: 'توقيت إسطنبول',
    yourTime: 'توقيتك',
    choose: 'اختر الملفات',
    refused: 'لم تتم إضافة هذه الملفات',
    consent: 'أوافق على معالجة بياناتي الصحية',
    submit: 'احجز الموعد',
    booked: 'تم حجز الموعد بنجاح!',
    bookingNumber: 'رقم الحجز',
    showMe: 'بالتأكيد! أرني!',
  },
}

interface CmsDoctor {
  id: number
  slug: string
  name: string
  title: string | null
  speciality: { slug: string }
  provider: { slug: string }
}

const activeDoctors = async (page: Page, lang: Lang) =>
  (
    await gql<{ Doctors: { docs: CmsDoctor[] } }>(
      page.request,
      `query($l: LocaleInputType) { Doctors(where: { active: { equals: true } }, limit: 200, locale: $l, fallbackLocale: en) {
        docs { id slug name title speciality { slug } provider { slug } } } }`,
      { l: lang },
    )
  ).Doctors.docs

const fullName = (d: CmsDoctor) => [d.title, d.name].filter(Boolean).join(' ')
const random = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

/** The wall clock (HH:mm) and day (dd/MM/yyyy) of an instant in a zone. */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  )
const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  )

/** A drop of files on an element, as a browser sends it (a DataTransfer holding File objects). */
async function dropFiles(page: Page, testId: string, list: { name: string; mimeType: string; buffer: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (items) => {
      const transfer = new DataTransfer()
      for (const item of items) {
        const binary = atob(item.base64)
        const bytes = new Uint8Array(binary.length)
        for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
        transfer.items.add(new File([bytes], item.name, { type: item.mimeType }))
      }
      return transfer
    },
    list.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  )
  await page.getByTestId(testId).dispatchEvent('dragenter', { dataTransfer })
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer })
}

test.describe('booking', () => {
  // The visitor's browser is in New York until they sign in; the account's zone (Asia/Amman) wins after.
  test.use({ timezoneId: 'America/New_York' })

  test('find a doctor, choose a free time, attach files, book, and go on to the services survey', async ({
    page,
  }, info) => {
    test.setTimeout(240_000)
    const lang = langOf(info)
    const l = L[lang]
    const watch = watchConsole(page)

    // A doctor whose provider has others too, so provider + speciality narrows the list.
    const doctors = await activeDoctors(page, lang)
    const byProvider = (d: CmsDoctor) => doctors.filter((o) => o.provider.slug === d.provider.slug)
    const both = (d: CmsDoctor) => byProvider(d).filter((o) => o.speciality.slug === d.speciality.slug)
    const target = random(ownDoctors(doctors).filter((d) => both(d).length < byProvider(d).length))

    // ── doctor-list: provider, then speciality, then the name ──────────────────────────────
    await page.goto(`/${lang}/doctor-list`)
    await settled(page)
    await expectDirection(page, lang)
    const cards = page.getByTestId('doctor-card')
    // The list shows the first 24 (then "show more").
    await expect(cards).toHaveCount(Math.min(doctors.length, 24))
    if (lang === 'ar') await expect(page.getByTestId('doctor-count')).toHaveText(ARABIC)
    await assertLanguageClean(page, lang)

    await page.getByLabel(l.provider, { exact: true }).selectOption(target.provider.slug)
    await expect(page).toHaveURL(new RegExp(`[?&]provider=${target.provider.slug}`))
    await expect(cards).toHaveCount(byProvider(target).length)
    await page.getByLabel(l.speciality, { exact: true }).selectOption(target.speciality.slug)
    await expect(page).toHaveURL(new RegExp(`[?&]speciality=${target.speciality.slug}`))
    await expect(cards).toHaveCount(both(target).length)
    expect(both(target).length).toBeLessThan(byProvider(target).length)

    // Back undoes the last filter; forward brings it back.
    await page.goBack()
    await expect(cards).toHaveCount(byProvider(target).length)
    await expect(page.getByLabel(l.speciality, { exact: true })).toHaveValue('')
    await page.goForward()
    await expect(cards).toHaveCount(both(target).length)

    await page.getByRole('searchbox', { name: l.name }).fill(target.name)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(cards).toHaveCount(1)
    const card = cards.first()
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(fullName(target))

    // ── doctor-profile: free times in Istanbul and New York ────────────────────────────────
    await card.getByRole('link', { name: new RegExp(l.viewProfile) }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/doctor-profile\\?doctor=${target.slug}$`))
    await expect(page.locator('main h1')).toHaveText(fullName(target))
    const legend = page.getByTestId('slot-legend')
    await expect(legend).toContainText(l.istanbul)
    await expect(legend).toContainText(l.yourTime)
    await expect(legend).toContainText('America/New_York')
    const days = page.getByTestId('slot-picker').locator('[data-day]')
    await expect(days.first()).toBeVisible()
    await random(await days.all()).click()
    const times = page.getByTestId('slot-times').locator('[data-slot]')
    const slotButton = random(await times.all())
    const slot = (await slotButton.getAttribute('data-slot'))!
    await expect(slotButton.locator('[data-zone="istanbul"]')).toContainText(clock(slot, 'Europe/Istanbul'))
    await expect(slotButton.locator('[data-zone="patient"]')).toContainText(clock(slot, 'America/New_York'))
    await assertLanguageClean(page, lang)

    // Not signed in: the booking form sends the visitor to log in first.
    await slotButton.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/login`))

    // ── signed in: patient-details with the chosen time ───────────────────────────────────
    const patient = await createPatient(page.request, lang)
    const user = await signIn(page, patient.email, patient.password, lang)
    await page.goto(`/${lang}/patient-details?doctor=${target.slug}&slot=${encodeURIComponent(slot)}`)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.getByTestId('doctor-name')).toHaveText(fullName(target))
    const chosen = page.getByTestId('slot-times').locator(`[data-slot="${slot}"]`)
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await expect(chosen.locator('[data-zone="istanbul"]')).toContainText(clock(slot, 'Europe/Istanbul'))
    await expect(page.getByTestId('slot-legend')).toContainText('Asia/Amman')

    // Two files by the file chooser, one by drag-and-drop.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: l.choose }).click(),
    ])
    await chooser.setFiles([files.pdf, files.png])
    const dropped = { ...files.png, name: 'scan-2.png' }
    await dropFiles(page, 'file-drop-zone', [dropped])
    const attached = page.getByTestId('attached-name')
    await expect(attached).toHaveText([files.pdf.name, files.png.name, dropped.name])

    // A wrong type and an oversized file are refused in the browser, with the reason, and not added.
    const [again] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: l.choose }).click(),
    ])
    await again.setFiles([files.exe, files.huge])
    const refused = page.getByTestId('files-refused')
    await expect(refused).toContainText(l.refused)
    await expect(refused.locator('li[data-reason="type"]')).toContainText(files.exe.name)
    await expect(refused.locator('li[data-reason="size"]')).toContainText(files.huge.name)
    if (lang === 'ar') await expect(refused.locator('li').first()).toContainText(ARABIC)
    await expect(attached).toHaveCount(3)

    await page.getByText(l.consent).click()
    await expect(page.getByRole('checkbox', { name: new RegExp(l.consent) })).toBeChecked()

    // Hold the answer a moment so the progress bar can be seen.
    await page.route('**/api/v1/appointment', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/appointment') && r.request().method() === 'POST'),
      page.getByRole('button', { name: l.submit, exact: true }).click(),
      expect(page.getByTestId('upload-progress')).toBeVisible(),
    ])
    expect(response.status(), await response.text()).toBe(201)
    const sent = response.request().postDataBuffer()!.toString('latin1')
    expect(sent).toContain('filename="blood-test.pdf"')
    expect(sent).not.toContain(files.exe.name)
    expect(sent).not.toContain(files.huge.name)
    const appointmentId = (await response.json()).content.id as number

    // ── medical-success ───────────────────────────────────────────────────────────────────
    await expect(page).toHaveURL(new RegExp(`/${lang}/medical-success$`))
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(l.booked)
    await expect(alert).toContainText(fullName(target))
    await expect(alert).toContainText(day(slot, 'Europe/Istanbul'))
    await expect(alert).toContainText(`${l.bookingNumber}: ${appointmentId}`)

    // ── the server has the appointment with exactly the attached files ───────────────────
    const stored = await page.request.get(`/api/v1/appointment/${appointmentId}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    })
    expect(stored.status()).toBe(200)
    const appointment = (await stored.json()).content
    expect(appointment).toMatchObject({
      id: appointmentId,
      doctorId: target.id,
      status: 'PENDING',
      lang,
      patientTimeZone: 'Asia/Amman',
    })
    expect(new Date(appointment.appointmentDate).getTime()).toBe(new Date(slot).getTime())
    expect(appointment.consentAt).toBeTruthy()
    expect(appointment.attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual(
      [files.pdf.name, files.png.name, dropped.name].sort(),
    )
    expect(appointment.attachments.map((a: { size: number }) => a.size).sort()).toEqual(
      [files.pdf.buffer.length, files.png.buffer.length, dropped.buffer.length].sort(),
    )

    // ── on to the services survey with the id ─────────────────────────────────────────────
    await page.getByRole('button', { name: l.showMe }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/services-survey\\?appointment=${appointmentId}$`))
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
      appointmentId,
    })
    watch.assertClean()
  })

  /**
   * What only an Arabic booking shows (the journey above runs in English): the list's count in
   * Arabic, the doctor's Arabic name and the times on the form, a refused file's reason in Arabic,
   * the success message with the date and number, and the appointment stored as Arabic.
   */
  test(
    'in Arabic: the count, the doctor and times, a refused file, the success message and the stored language',
    { tag: '@ar-only' },
    async ({ page }) => {
      test.setTimeout(120_000)
      const lang: Lang = 'ar'
      const l = L.ar
      const watch = watchConsole(page)
      const doctors = await activeDoctors(page, lang)

      await page.goto('/ar/doctor-list')
      await settled(page)
      await expect(page.getByTestId('doctor-count')).toHaveText(ARABIC)

      // A doctor with a free time (others book too).
      let target: CmsDoctor | undefined
      let slot = ''
      for (const doctor of ownDoctors(doctors).sort(() => Math.random() - 0.5)) {
        const res = await page.request.get(`/api/v1/doctor/${doctor.id}/slots?days=14`)
        const slots = (await res.json()).content.slots as { start: string }[]
        if (!slots.length) continue
        target = doctor
        slot = random(slots).start
        break
      }
      expect(target, 'a doctor with a free time').toBeDefined()

      const patient = await createPatient(page.request, lang)
      const user = await signIn(page, patient.email, patient.password, lang)
      await page.goto(`/ar/patient-details?doctor=${target!.slug}&slot=${encodeURIComponent(slot)}`)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.getByTestId('doctor-name')).toHaveText(fullName(target!))
      const chosen = page.getByTestId('slot-times').locator(`[data-slot="${slot}"]`)
      await expect(chosen).toHaveAttribute('aria-pressed', 'true')
      await expect(chosen.locator('[data-zone="istanbul"]')).toContainText(clock(slot, 'Europe/Istanbul'))

      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: l.choose }).click(),
      ])
      await chooser.setFiles([files.pdf])
      await expect(page.getByTestId('attached-name')).toHaveText([files.pdf.name])
      // The booking form is not among the language pass's screens: its words are checked here.
      await assertLanguageClean(page, lang)
      const [again] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: l.choose }).click(),
      ])
      await again.setFiles([files.exe])
      const refused = page.getByTestId('files-refused')
      await expect(refused).toContainText(l.refused)
      await expect(refused.locator('li[data-reason="type"]')).toContainText(files.exe.name)
      await expect(refused.locator('li').first()).toContainText(ARABIC)
      await expect(page.getByTestId('attached-name')).toHaveCount(1)
      await page.getByText(l.consent).click()

      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/v1/appointment') && r.request().method() === 'POST'),
        page.getByRole('button', { name: l.submit, exact: true }).click(),
      ])
      expect(response.status(), await response.text()).toBe(201)
      const appointmentId = (await response.json()).content.id as number

      await expect(page).toHaveURL(/\/ar\/medical-success$/)
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(l.booked)
      await expect(alert).toContainText(fullName(target!))
      await expect(alert).toContainText(day(slot, 'Europe/Istanbul'))
      await expect(alert).toContainText(`${l.bookingNumber}: ${appointmentId}`)

      const stored = await page.request.get(`/api/v1/appointment/${appointmentId}`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      })
      expect(stored.status()).toBe(200)
      expect((await stored.json()).content).toMatchObject({ id: appointmentId, doctorId: target!.id, lang: 'ar' })
      watch.assertClean()
    },
  )
})

test('the server itself refuses a spoofed or oversized file and books nothing', async ({ request }, info) => {
  const lang = langOf(info)
  const patient = await createPatient(request, lang)
  const user = await apiLogin(request, patient.email, patient.password)
  const doctor = random(
    ownDoctors(
      (
        await gql<{ Doctors: { docs: { id: number }[] } }>(
          request,
          `{ Doctors(where: { active: { equals: true } }, limit: 200) { docs { id } } }`,
        )
      ).Doctors.docs,
    ),
  )
  const freeSlots = async () =>
    (
      (await (await request.get(`/api/v1/doctor/${doctor.id}/slots?days=14`)).json()).content.slots as {
        start: string
      }[]
    ).map((s) => s.start)
  const slot = random(await freeSlots())
  const book = (file: { name: string; mimeType: string; buffer: Buffer }) =>
    request.post('/api/v1/appointment', {
      headers: { authorization: `Bearer ${user.accessToken}` },
      multipart: { doctorId: String(doctor.id), appointmentDate: slot, lang, consent: 'true', files: file },
    })

  const spoofed = await book(files.spoofedPdf)
  expect(spoofed.status()).toBe(415)
  expect((await spoofed.json()).message).toBe('UNSUPPORTED_FILE_TYPE')
  const huge = await book(files.huge)
  expect(huge.status()).toBe(413)
  expect((await huge.json()).message).toBe('FILE_TOO_LARGE')
  expect(await freeSlots()).toContain(slot)
})

test('patient-details needs a signed-in patient and comes back after login', async ({ page }, info) => {
  const lang = langOf(info)
  const wanted = `/${lang}/patient-details?doctor=dr-ayse-demir`
  await page.goto(wanted)
  await expect(page).toHaveURL(new RegExp(`/${lang}/login`))
  expect(await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe(
    wanted,
  )
})
