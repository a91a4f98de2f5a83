/**
 * A patient changes their plans from their account, in English (the e-mail in Arabic is the
 * `@ar-only` test below): moves a booking
 * to another free time of the same doctor (the old time frees, the new one is taken, the e-mail
 * carries the calendar update with the same UID and a higher SEQUENCE), then deletes their account
 * (the password asked again; afterwards no sign-in).
 */
import { randomInt } from 'node:crypto'

import { expect, test } from './fixtures'
import { apiLogin, createPatient, MAILDEV, mailTo, signIn, ownDoctors } from './journey-helpers'
import { langOf } from './site-helpers'

const WORDS = {
  en: {
    change: 'Change time',
    move: 'Move my appointment',
    moved: /Your appointment has a new time/,
    deleteSection: 'Delete my account',
    deleted: /deleted/i,
  },
  ar: {
    change: 'تغيير الموعد',
    move: 'انقل موعدي',
    moved: /تم تغيير موعد حجزك/,
    deleteSection: 'حذف حسابي',
    deleted: /حذف/,
  },
} as const

type Slot = { start: string }

test('a patient moves a booking to another time, then deletes their account', async ({ page, request }, info) => {
  test.setTimeout(120_000)
  const lang = langOf(info)
  const w = WORDS[lang]
  const patient = await createPatient(request, lang)
  const { accessToken } = await apiLogin(request, patient.email, patient.password)
  const auth = { authorization: `Bearer ${accessToken}` }

  // A booking two days ahead or more (a patient moves it with 24 hours' notice).
  const doctors = await request.post('/api/graphql', {
    data: { query: '{ Doctors(limit: 50, where: { active: { equals: true } }) { docs { id } } }' },
  })
  const ids = ownDoctors((await doctors.json()).data.Doctors.docs as { id: number }[]).map((d) => d.id)
  let booked: { id: number; doctor: number; start: string } | null = null
  for (let tries = 0; tries < 10 && !booked; tries++) {
    const doctor = ids[randomInt(0, ids.length)]!
    const slots = (
      (await (await request.get(`/api/v1/doctor/${doctor}/slots?days=21&limit=400`)).json()).content.slots as Slot[]
    ).filter((s) => Date.parse(s.start) > Date.now() + 2 * 86_400_000)
    if (slots.length < 5) continue
    const start = slots[randomInt(0, slots.length)]!.start
    const res = await request.post('/api/v1/appointment', {
      headers: auth,
      data: { doctorId: doctor, appointmentDate: start, lang, patientTimeZone: 'Asia/Amman' },
    })
    if (res.status() === 409) continue
    expect(res.status(), await res.text()).toBe(201)
    booked = { id: (await res.json()).content.id, doctor, start }
  }
  expect(booked).not.toBeNull()
  const { id, doctor, start } = booked!
  const [first] = await mailTo(request, patient.email, (m) => m.subject.includes(String(id)))
  const calendarOf = async (mailId: string) => {
    const res = await request.get(`${MAILDEV}/email/${mailId}`)
    const mail = (await res.json()) as { attachments?: { generatedFileName: string; contentType: string }[] }
    const ics = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'))
    expect(ics).toBeDefined()
    return (await request.get(`${MAILDEV}/email/${mailId}/attachment/${ics!.generatedFileName}`)).text()
  }
  const before = await calendarOf(first!.id)
  const uid = before.match(/^UID:(.+)$/m)![1]!.trim()
  const sequence = Number(before.match(/^SEQUENCE:(\d+)/m)?.[1] ?? 0)

  // ── Move it in the site ───────────────────────────────────────────────────────────────────
  await signIn(page, patient.email, patient.password, lang)
  await page.goto(`/${lang}/account-appointment-details?id=${id}`)
  await page.getByRole('button', { name: w.change }).click()
  const dialog = page.getByRole('dialog')
  const days = dialog.getByTestId('slot-picker').locator('[data-day]')
  await expect(days.first()).toBeVisible()
  // Another day than the booked one, far enough ahead.
  let target: string | null = null
  for (const day of (await days.all()).reverse()) {
    await day.click()
    const times = await dialog.getByTestId('slot-times').locator('[data-slot]').all()
    for (const time of times) {
      const slot = (await time.getAttribute('data-slot'))!
      if (slot !== start && Date.parse(slot) > Date.now() + 2 * 86_400_000) {
        await time.click()
        target = slot
        break
      }
    }
    if (target) break
  }
  expect(target).not.toBeNull()
  await dialog.getByRole('button', { name: w.move }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The server holds the new time; the old one is free again.
  const after = await request.get(`/api/v1/appointment/${id}`, { headers: auth })
  expect(new Date((await after.json()).content.appointmentDate).toISOString()).toBe(new Date(target!).toISOString())
  const free = (
    (await (await request.get(`/api/v1/doctor/${doctor}/slots?days=21&limit=400`)).json()).content.slots as Slot[]
  ).map((s) => new Date(s.start).toISOString())
  expect(free).toContain(new Date(start).toISOString())
  expect(free).not.toContain(new Date(target!).toISOString())

  // The e-mail: the same calendar event, a higher SEQUENCE.
  const [movedMail] = await mailTo(request, patient.email, (m) => w.moved.test(m.subject))
  const update = await calendarOf(movedMail!.id)
  expect(update.match(/^UID:(.+)$/m)![1]!.trim()).toBe(uid)
  expect(Number(update.match(/^SEQUENCE:(\d+)/m)![1])).toBeGreaterThan(sequence)

  // ── Delete the account ────────────────────────────────────────────────────────────────────
  await page.goto(`/${lang}/account-profile`)
  const danger = page.getByRole('region', { name: w.deleteSection })
  await danger.getByRole('button', { name: w.deleteSection }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('textbox', { name: /password|كلمة المرور/i }).fill(patient.password)
  await confirm.getByRole('button', { name: w.deleteSection }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  await expect(page.getByText(w.deleted).first()).toBeVisible()
  const login = await request.post('/api/v1/auth/login', { data: { email: patient.email, password: patient.password } })
  expect(login.status()).toBe(401)
})

/**
 * What only an Arabic booking shows (the journey above runs in English): moved by its patient
 * (as the site's dialog does it, POST /appointment/{id}/reschedule), it is announced in Arabic.
 */
test(
  'in Arabic: a booking moved by its patient is announced by e-mail in Arabic',
  { tag: '@ar-only' },
  async ({ request }) => {
    const patient = await createPatient(request, 'ar')
    const { accessToken } = await apiLogin(request, patient.email, patient.password)
    const auth = { authorization: `Bearer ${accessToken}` }
    const doctors = await request.post('/api/graphql', {
      data: { query: '{ Doctors(limit: 50, where: { active: { equals: true } }) { docs { id } } }' },
    })
    const ids = ownDoctors((await doctors.json()).data.Doctors.docs as { id: number }[]).map((d) => d.id)
    let moved = 0
    for (let tries = 0; tries < 10 && !moved; tries++) {
      const doctor = ids[randomInt(0, ids.length)]!
      const slots = (
        (await (await request.get(`/api/v1/doctor/${doctor}/slots?days=21&limit=400`)).json()).content.slots as Slot[]
      ).filter((s) => Date.parse(s.start) > Date.now() + 2 * 86_400_000)
      if (slots.length < 5) continue
      const [start, target] = [...slots].sort(() => Math.random() - 0.5)
      const booked = await request.post('/api/v1/appointment', {
        headers: auth,
        data: { doctorId: doctor, appointmentDate: start!.start, lang: 'ar', patientTimeZone: 'Asia/Amman' },
      })
      if (booked.status() === 409) continue
      expect(booked.status(), await booked.text()).toBe(201)
      const id = (await booked.json()).content.id as number
      const res = await request.post(`/api/v1/appointment/${id}/reschedule`, {
        headers: auth,
        data: { appointmentDate: target!.start },
      })
      // Taken in between by another journey: the booking is cancelled and another doctor tried.
      if (res.status() === 409) {
        await request.put(`/api/v1/appointment/${id}`, { headers: auth, data: { status: 'CANCELLED' } })
        continue
      }
      expect(res.ok(), await res.text()).toBe(true)
      moved = id
    }
    expect(moved).toBeGreaterThan(0)
    const [mail] = await mailTo(request, patient.email, (m) => WORDS.ar.moved.test(m.subject))
    expect(mail!.subject).toMatch(WORDS.ar.moved)
    // Free the slot for the other journeys.
    const freed = await request.put(`/api/v1/appointment/${moved}`, { headers: auth, data: { status: 'CANCELLED' } })
    expect(freed.status()).toBe(200)
  },
)
