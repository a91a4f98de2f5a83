/**
 * What the travel journeys (travel.spec.ts) share: the words of the survey in each language (the
 * CMS's, else the site's own), a patient's booking made through the API, the appointment as the
 * server reads it, and the survey's controls and downloads.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type APIRequestContext, type Locator, type Page, expect } from './fixtures'

import { apiLogin, createPatient, signIn, ownDoctors } from './journey-helpers'
import { type Lang, gql } from './site-helpers'

export const L = {
  en: {
    surveyTitle: 'Extra services for your trip',
    include: (service: string) => `Include ${service}`,
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

export const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

export type TravelJson = {
  packages: Record<string, { title: string }>
  fields: Record<string, string>
  options: Record<string, Record<string, string>>
}
export type GlobalPackage = {
  key: string
  title: string | null
  fields: { name: string; label: string | null; options: { value: string; label: string | null }[] | null }[] | null
}

/**
 * The survey's words as the site shows them: the CMS global's, else the site's `travel.json`
 * (a database seeded before the global matched the site may lack some codes).
 */
export async function surveyWords(request: APIRequestContext, lang: Lang) {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const own = JSON.parse(
    await readFile(path.join(here, '../../web/public/locales', lang, 'travel.json'), 'utf8'),
  ) as TravelJson
  const data = await gql<{ TravelService: { packages: GlobalPackage[] | null } | null }>(
    request,
    `query($locale: LocaleInputType) {
      TravelService(locale: $locale, fallbackLocale: en) {
        packages { key title fields { name label options { value label } } }
      }
    }`,
    { locale: lang },
  )
  const packages = data.TravelService?.packages ?? []
  const cmsField = (name: string) => packages.flatMap((p) => p.fields ?? []).find((f) => f.name === name)
  return {
    title: (key: string) => packages.find((p) => p.key === key)?.title?.trim() || own.packages[key]!.title,
    label: (name: string) => cmsField(name)?.label?.trim() || own.fields[name]!,
    option: (name: string, value: string) =>
      cmsField(name)
        ?.options?.find((o) => o.value === value)
        ?.label?.trim() || own.options[name]![value]!,
  }
}

export interface Booked {
  id: number
}

/**
 * Books a random free slot of a random active doctor through the API (others book too: a slot
 * taken in between is tried again elsewhere).
 */
export async function bookAppointment(request: APIRequestContext, token: string, lang: Lang): Promise<Booked> {
  const data = await gql<{ Doctors: { docs: { id: number }[] } }>(
    request,
    `{ Doctors(limit: 50, where: { active: { equals: true } }) { docs { id } } }`,
  )
  expect(data.Doctors.docs.length).toBeGreaterThan(0)
  for (let attempt = 0; attempt < 8; attempt++) {
    const doctor = pick(ownDoctors(data.Doctors.docs))
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

export const serverAppointment = async (request: APIRequestContext, token: string, id: number) => {
  const res = await request.get(`/api/v1/appointment/${id}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).content as {
    status: string
    doctor: { name: string }
    travelPreferences: Record<string, unknown>
  }
}

export const packageCard = (page: Page, key: string) => page.locator(`[data-package="${key}"]`)

/** Flips a package's switch (its visible part) and checks the switch followed. */
export async function switchOn(page: Page, key: string, name: string) {
  await packageCard(page, key).locator('[data-scope="switch"][data-part="root"]').click()
  await expect(page.getByRole('checkbox', { name })).toBeChecked()
}

/** The PDF or calendar file the clicked button saves. */
export async function downloadOf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: await readFile(path) }
}

/**
 * A signed-in patient with a booking, ready for the survey: the booking, the doctor's name as the
 * appointment reads (in its language), the beach question and the survey's words from the CMS.
 */
export async function surveyReady(page: Page, request: APIRequestContext, lang: Lang) {
  const patient = await createPatient(request, lang)
  const { accessToken } = await apiLogin(request, patient.email, patient.password)
  const booked = await bookAppointment(request, accessToken, lang)
  const doctorName = (await serverAppointment(request, accessToken, booked.id)).doctor.name
  const questions = await gql<{ PreferenceQuestions: { docs: { key: string; title: string }[] } }>(
    request,
    `query($locale: LocaleInputType) { PreferenceQuestions(locale: $locale, sort: "key") { docs { key title } } }`,
    { locale: lang },
  )
  const beach = questions.PreferenceQuestions.docs.find((q) => q.key === 'q3')!
  const w = await surveyWords(request, lang)
  await signIn(page, patient.email, patient.password, lang)
  return { accessToken, booked, doctorName, beach, w }
}
