/**
 * PDF exports of an appointment: its details and the patient's travel preferences, in the appointment's language.
 * Arabic is shaped, joined and laid out right to left (see pdfText.ts); times are printed in Istanbul time and in
 * the patient's zone.
 */
import { label, OPTION_LABELS, PRODUCT_NAME, statusLabel, formatBytes, type LabelKey, type PdfLang } from './pdfLabels'
import { PdfWriter } from './pdfLayout'
import { isolate, isolateLtr } from './pdfText'
import { gmtOffsetLabel, ISTANBUL, toDisplayTimes } from '@medtour/cms/booking/slots'
import * as clock from '@medtour/cms/shared/clock'

export type { PdfLang } from './pdfLabels'

export type ExportPatient = {
  name: string
  email: string
  phone?: string | null
  country?: string | null
  timeZone?: string | null
}

export type ExportDoctor = {
  name: string
  title?: string | null
  speciality?: string | null
  provider?: string | null
  facility?: string | null
  address?: string | null
}

export type AppointmentExport = {
  id: string | number
  lang: PdfLang
  status: string
  appointmentDate: Date
  createdAt: Date
  patient: ExportPatient
  doctor: ExportDoctor
  notes?: string | null
  attachments: Array<{ fileName: string; size: number }>
}

/** The services survey, with the field names spec §3 fixes (including its 'accomodation' spelling). */
export type TravelPreferences = {
  isFlightSelected: boolean
  flight_AdultTravellers?: number | null
  flight_InfantTravellers?: number | null
  flight_Class?: string | null
  flight_OtherPreferences?: string | null
  isAccommodationSelected: boolean
  accomodation_Proximity?: string | null
  accomodation_Stars?: number | null
  accomodation_Guests?: number | null
  accomodation_Rooms?: number | null
  accomodation_Beds?: number | null
  accomodation_OtherPreferences?: string | null
  isTransportSelected: boolean
  transport_CarClass?: string | null
  transport_Biscuit?: boolean | null
  isTranslationSelected: boolean
  translation_LangFrom?: string | null
  isTouristSelected: boolean
  preferenceQuestions?: string[] | null
}

/**
 * The survey's words in the export's language, from the CMS: the global `travel-services` (package titles, field
 * labels, option labels by stored code) and the collection `preference-questions` (titles by key). Whatever is
 * missing is printed in the built-in words (pdfLabels.ts); a code nobody names is printed as it is.
 */
export type TravelWords = {
  packages?: Record<string, { title?: string | null; fields?: Record<string, TravelFieldWords> }>
  questions?: Record<string, string>
}
export type TravelFieldWords = { label?: string | null; options?: Record<string, string> }

export type TravelPreferencesExport = {
  id: string | number
  lang: PdfLang
  appointmentDate: Date
  patient: ExportPatient
  doctor: ExportDoctor
  travel: TravelPreferences
  words?: TravelWords
}

/** 'appointment-42-details.pdf' / 'appointment-42-travel-preferences.pdf'. */
export const exportFileName = (kind: 'details' | 'travel-preferences', id: string | number) =>
  `appointment-${id}-${kind}.pdf`

const doctorName = (doctor: ExportDoctor) => [doctor.title, doctor.name].filter(Boolean).join(' ')

/** The two time rows every export starts with. */
const timeRows = (pdf: PdfWriter, instant: Date, patientTimeZone: string | null | undefined) => {
  const times = toDisplayTimes(instant, patientTimeZone, pdf.lang)
  pdf.row(label('timeIstanbul', pdf.lang), `${times.istanbul} (${ISTANBUL}, ${gmtOffsetLabel(instant, ISTANBUL)})`)
  pdf.row(
    label('timePatient', pdf.lang),
    `${times.patient} (${times.patientTimeZone}, ${gmtOffsetLabel(instant, times.patientTimeZone)})`,
  )
}

const footer = (pdf: PdfWriter) =>
  pdf.footer(`${label('generatedAt', pdf.lang)}: ${isolateLtr(toDisplayTimes(clock.now()).utc)}`)

export const renderDetailsPdf = async (data: AppointmentExport): Promise<Buffer> => {
  const { lang } = data
  const title = label('detailsTitle', lang)
  const pdf = new PdfWriter(lang, { title: `${title} #${data.id}`, subject: PRODUCT_NAME[lang] })
  const none = label('none', lang)
  pdf.header(title)
  pdf.row(label('bookingNumber', lang), String(data.id))
  pdf.row(label('status', lang), statusLabel(data.status, lang))
  timeRows(pdf, data.appointmentDate, data.patient.timeZone)
  pdf.row(label('createdAt', lang), toDisplayTimes(data.createdAt, data.patient.timeZone, lang).patient)

  pdf.heading(label('doctorSection', lang))
  pdf.row(label('name', lang), doctorName(data.doctor))
  const doctorRows: Array<[LabelKey, string | null | undefined]> = [
    ['speciality', data.doctor.speciality],
    ['provider', data.doctor.provider],
    ['facility', data.doctor.facility],
    ['address', data.doctor.address],
  ]
  for (const [key, value] of doctorRows) if (value) pdf.row(label(key, lang), value)

  pdf.heading(label('patientSection', lang))
  const patientRows: Array<[LabelKey, string | null | undefined]> = [
    ['name', data.patient.name],
    ['email', data.patient.email],
    ['phone', data.patient.phone],
    ['country', data.patient.country],
    ['timeZone', data.patient.timeZone],
  ]
  for (const [key, value] of patientRows) if (value) pdf.row(label(key, lang), value)

  if (data.notes?.trim()) {
    pdf.heading(label('notes', lang))
    pdf.paragraph(data.notes.trim(), {}, lang === 'ar' ? 'rtl' : undefined)
  }

  pdf.heading(label('attachments', lang))
  if (data.attachments.length === 0) pdf.paragraph(none)
  for (const file of data.attachments) pdf.bullet(`${isolate(file.fileName)} (${isolateLtr(formatBytes(file.size))})`)

  footer(pdf)
  return pdf.end()
}

type Field = { key: LabelKey & keyof TravelPreferences; kind?: 'boolean' }

const PACKAGES: Array<{ title: LabelKey; flag: keyof TravelPreferences; fields: Field[] }> = [
  {
    title: 'flight',
    flag: 'isFlightSelected',
    fields: [
      { key: 'flight_AdultTravellers' },
      { key: 'flight_InfantTravellers' },
      { key: 'flight_Class' },
      { key: 'flight_OtherPreferences' },
    ],
  },
  {
    title: 'accommodation',
    flag: 'isAccommodationSelected',
    fields: [
      { key: 'accomodation_Proximity' },
      { key: 'accomodation_Stars' },
      { key: 'accomodation_Guests' },
      { key: 'accomodation_Rooms' },
      { key: 'accomodation_Beds' },
      { key: 'accomodation_OtherPreferences' },
    ],
  },
  {
    title: 'transport',
    flag: 'isTransportSelected',
    fields: [{ key: 'transport_CarClass' }, { key: 'transport_Biscuit', kind: 'boolean' }],
  },
  { title: 'translation', flag: 'isTranslationSelected', fields: [{ key: 'translation_LangFrom' }] },
  { title: 'tourist', flag: 'isTouristSelected', fields: [] },
]

const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined
const words = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** An answer in words: yes/no, a choice's label (CMS, else built in, else the code), numbers and text as given. */
const fieldValue = (value: unknown, field: Field, cms: TravelFieldWords | undefined, lang: PdfLang): string => {
  if (field.kind === 'boolean')
    return value === true ? label('yes', lang) : value === false ? label('no', lang) : label('notGiven', lang)
  if (value === null || value === undefined || String(value).trim() === '') return label('notGiven', lang)
  const code = String(value).trim()
  return words(own(cms?.options, code)) ?? own(own(OPTION_LABELS, field.key), code)?.[lang] ?? code
}

export const renderTravelPdf = async (data: TravelPreferencesExport): Promise<Buffer> => {
  const { lang, travel, words: cms = {} } = data
  const title = label('travelTitle', lang)
  const pdf = new PdfWriter(lang, { title: `${title} #${data.id}`, subject: PRODUCT_NAME[lang] })
  pdf.header(title)
  pdf.row(label('bookingNumber', lang), String(data.id))
  timeRows(pdf, data.appointmentDate, data.patient.timeZone)
  pdf.row(label('patientSection', lang), data.patient.name)
  pdf.row(label('doctorSection', lang), doctorName(data.doctor))

  for (const pack of PACKAGES) {
    const selected = travel[pack.flag] === true
    const packWords = own(cms.packages, pack.title)
    pdf.heading(words(packWords?.title) ?? label(pack.title, lang), label(selected ? 'selected' : 'notSelected', lang))
    if (!selected) continue
    for (const field of pack.fields) {
      const fieldWords = own(packWords?.fields, field.key)
      pdf.row(
        words(fieldWords?.label) ?? label(field.key, lang),
        fieldValue(travel[field.key], field, fieldWords, lang),
      )
    }
  }

  const questions = (travel.preferenceQuestions ?? []).map((question) => question.trim()).filter(Boolean)
  if (questions.length) {
    pdf.heading(label('preferenceQuestions', lang))
    for (const key of questions) pdf.bullet(isolate(words(own(cms.questions, key)) ?? key))
  }

  footer(pdf)
  return pdf.end()
}
