/**
 * The coordinator's desk in the panel (docs/booking.md, "The coordinator's desk"), in the
 * project's language: the seeded coordinator finds a patient's booking in the list (patient, both
 * times labelled), opens its case file (patient card with WhatsApp, the Arabic-named file, the
 * allowed actions only), confirms it and cancels it with a reason; the patient gets each e-mail in
 * their language. Marketing's panel has no bookings.
 */
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { expect, test } from './fixtures'
import {
  apiLogin,
  createPatient,
  files,
  MAILDEV,
  mailTo,
  MODERATOR,
  panelLogIn as logIn,
  ownDoctors,
} from './journey-helpers'
import { langOf } from './site-helpers'

const COORDINATOR = { email: 'coordinator@medtour.local', password: 'Coordinator!2345' }

const WORDS = {
  en: {
    istanbul: 'Istanbul',
    confirm: 'Confirm',
    cancel: 'Cancel…',
    cancelNow: 'Cancel the appointment',
    confirmed: /Your appointment is confirmed/,
    cancelled: /Your appointment was cancelled/,
    reason: 'The doctor is at a conference that week; please choose another day.',
    upcoming: 'Upcoming',
    dashboard: 'The booking desk',
    saved: 'Saved. The patient is told by e-mail.',
  },
  ar: {
    istanbul: 'إسطنبول',
    confirm: 'تأكيد',
    cancel: 'إلغاء…',
    cancelNow: 'إلغاء الموعد',
    confirmed: /تم تأكيد موعدك/,
    cancelled: /تم إلغاء موعدك/,
    reason: 'الطبيب في مؤتمر ذلك الأسبوع، يرجى اختيار يوم آخر.',
    upcoming: 'القادمة',
    dashboard: 'مكتب الحجوزات',
    saved: 'تم الحفظ. يُبلَّغ المريض بالبريد الإلكتروني.',
  },
} as const

test(
  'a coordinator confirms and then cancels a booking from the desk; the patient is told each time',
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const lang = langOf(info)
    const w = WORDS[lang]
    const patient = await createPatient(request, lang)
    const { accessToken } = await apiLogin(request, patient.email, patient.password)
    const doctors = await request.post('/api/graphql', { data: { query: '{ Doctors(limit: 50) { docs { id } } }' } })
    const doctorIds = ownDoctors((await doctors.json()).data.Doctors.docs as { id: number }[]).map((d) => d.id)
    let appointmentId = 0
    const fileName = 'تقرير-الدم.pdf'
    for (let tries = 0; tries < 10 && !appointmentId; tries++) {
      const doctor = doctorIds[randomInt(0, doctorIds.length)]!
      const slots = (
        await (await request.get(`/api/v1/doctor/${doctor}/slots?days=30&tz=Asia/Amman&lang=${lang}`)).json()
      ).content.slots as { start: string }[]
      const late = slots.filter((s) => Date.parse(s.start) > Date.now() + 3 * 86_400_000)
      if (!late.length) continue
      const res = await request.post('/api/v1/appointment', {
        headers: { authorization: `Bearer ${accessToken}` },
        multipart: {
          doctorId: String(doctor),
          appointmentDate: late[randomInt(0, late.length)]!.start,
          lang,
          consent: 'true',
          files: { name: fileName, mimeType: 'application/pdf', buffer: files.pdf.buffer },
        },
      })
      if (res.status() === 409) continue
      expect(res.status(), await res.text()).toBe(201)
      appointmentId = (await res.json()).content.id
    }
    expect(appointmentId).toBeGreaterThan(0)

    await logIn(page, COORDINATOR)
    await expect(page.getByTestId('desk-dashboard')).toContainText(w.dashboard)
    // The list opens on the upcoming appointments; the patient is found by their e-mail address.
    await page.goto('/admin/collections/appointments')
    await expect(page).toHaveURL(/view=upcoming/)
    await expect(page.getByTestId('desk-views').getByRole('link', { name: w.upcoming })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.goto(`/admin/collections/appointments?search=${encodeURIComponent(patient.email)}`)
    const row = page.locator('table tbody tr').filter({ hasText: `${patient.firstName} ${patient.lastName}` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`(${w.istanbul})`)
    await expect(row).toContainText('Amman')

    // The list as filtered, exported for Excel: a BOM, then the patient's row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('desk-views').getByRole('link', { name: /CSV/ }).click(),
    ])
    const bytes = readFileSync((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toStrictEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${patient.firstName} ${patient.lastName}`)

    // The case file.
    await row.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/appointments/${appointmentId}`))
    const card = page.getByTestId('patient-card')
    await expect(card).toContainText(`${patient.firstName} ${patient.lastName}`)
    await expect(card.getByRole('link', { name: /WhatsApp|واتساب/ })).toHaveAttribute(
      'href',
      'https://wa.me/962791234567',
    )
    await expect(page.getByTestId('desk-files')).toContainText(fileName)
    await expect(page.getByTestId('appointment-times')).toContainText(w.istanbul)
    const actions = page.getByTestId('desk-actions')
    await expect(actions.getByRole('button')).toHaveText([w.confirm, w.cancel, /.+/])

    // Once saved, the case file reloads with the new status.
    const reloaded = page.waitForEvent('load')
    await actions.getByRole('button', { name: w.confirm, exact: true }).click()
    await expect(actions.getByRole('status')).toHaveText(w.saved)
    await expect(actions.getByRole('button', { name: w.cancel })).toBeDisabled()
    const [confirmed] = await mailTo(request, patient.email, (m) => w.confirmed.test(m.subject))
    expect(confirmed!.subject).toContain(String(appointmentId))
    // Both clocks, and the updated calendar event (CONFIRMED) attached.
    expect(confirmed!.html).toContain('Europe/Istanbul')
    expect(confirmed!.html).toContain('Asia/Amman')
    const full = (await (await request.get(`${MAILDEV}/email/${confirmed!.id}`)).json()) as {
      attachments?: { generatedFileName: string; contentType: string }[]
    }
    const ics = full.attachments?.find((a) => a.contentType.startsWith('text/calendar'))
    expect(ics).toBeDefined()
    const calendar = await (
      await request.get(`${MAILDEV}/email/${confirmed!.id}/attachment/${ics!.generatedFileName}`)
    ).text()
    expect(calendar).toMatch(/^STATUS:CONFIRMED/m)

    // Confirmed now: the actions follow the workflow (no second Confirm).
    await reloaded
    await expect(actions.getByRole('button', { name: w.confirm, exact: true })).toHaveCount(0)
    // A click that lands before the reloaded page is live does nothing: click until the box opens.
    const cancel = actions.getByRole('button', { name: w.cancel })
    await expect(async () => {
      if (await cancel.isVisible()) await cancel.click({ timeout: 2_000 })
      await expect(actions.getByRole('textbox')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await actions.getByRole('textbox').fill(w.reason)
    await actions.getByRole('button', { name: w.cancelNow }).click()
    const [cancelled] = await mailTo(request, patient.email, (m) => w.cancelled.test(m.subject))
    expect(cancelled!.html).toContain(w.reason)
  },
)

test('marketing’s panel has no bookings', async ({ page }) => {
  await logIn(page, MODERATOR)
  await expect(page.getByTestId('desk-dashboard')).toHaveCount(0)
  await expect(page.locator('a[href="/admin/collections/appointments"]')).toHaveCount(0)
  await page.goto('/admin/collections/appointments')
  await expect(page.locator('table tbody tr')).toHaveCount(0)
})
