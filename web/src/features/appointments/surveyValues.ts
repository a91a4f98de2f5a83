/**
 * The survey form's values (strings, as form controls hold them) and their conversion to and
 * from the stored `travelPreferences` (numbers, booleans and codes; docs/api.md "Change body").
 */
import type { TravelPreferences } from './api/appointment'
import { type FieldSpec, type FlagName, PACKAGES, type PackageField } from './travelPackages'

export interface SurveyValues {
  isFlightSelected: boolean
  flight_AdultTravellers: string
  flight_InfantTravellers: string
  flight_Class: string
  flight_OtherPreferences: string
  isAccommodationSelected: boolean
  accomodation_Proximity: string
  accomodation_Stars: string
  accomodation_Guests: string
  accomodation_Rooms: string
  accomodation_Beds: string
  accomodation_OtherPreferences: string
  isTransportSelected: boolean
  transport_CarClass: string
  transport_Biscuit: string
  isTranslationSelected: boolean
  translation_LangFrom: string
  isTouristSelected: boolean
  /** Keys of the chosen preference questions (q1–q6). */
  preferenceQuestions: string[]
}

/** Nothing chosen; head counts start at one adult, no infant, one guest, room and bed. */
export const EMPTY_SURVEY: SurveyValues = {
  isFlightSelected: false,
  flight_AdultTravellers: '1',
  flight_InfantTravellers: '0',
  flight_Class: '',
  flight_OtherPreferences: '',
  isAccommodationSelected: false,
  accomodation_Proximity: '',
  accomodation_Stars: '',
  accomodation_Guests: '1',
  accomodation_Rooms: '1',
  accomodation_Beds: '1',
  accomodation_OtherPreferences: '',
  isTransportSelected: false,
  transport_CarClass: '',
  transport_Biscuit: '',
  isTranslationSelected: false,
  translation_LangFrom: '',
  isTouristSelected: false,
  preferenceQuestions: [],
}

/** The site's fields (the catalog's, with the CMS's bounds, may be passed instead). */
const SITE_FIELDS: readonly FieldSpec[] = PACKAGES.flatMap((p) => p.fields)

/** A saved value as the form control holds it; a code the form no longer offers is dropped. */
const formValueOf = (field: FieldSpec, value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined
  if (field.name === 'transport_Biscuit') return value === true ? 'yes' : value === false ? 'no' : undefined
  const text = String(value).trim()
  switch (field.kind) {
    case 'count': {
      const n = Number(text)
      return Number.isInteger(n) && n >= field.min && n <= field.max ? text : undefined
    }
    case 'select':
    case 'radio':
      return field.options.includes(text) ? text : undefined
    case 'text':
      return text
  }
}

/**
 * The form's starting values from what was saved (unknown or out-of-range values are left out).
 * A head count starts within its field's bounds (the CMS may raise a minimum).
 */
export function valuesFromSaved(
  saved: TravelPreferences | null | undefined,
  fields: readonly FieldSpec[] = SITE_FIELDS,
): SurveyValues {
  const values: SurveyValues = { ...EMPTY_SURVEY, preferenceQuestions: [] }
  const form = values as unknown as Record<string, string>
  for (const field of fields) {
    if (field.kind !== 'count') continue
    const start = Number(form[field.name])
    if (!(start >= field.min && start <= field.max)) form[field.name] = String(field.min)
  }
  if (!saved) return values
  for (const pack of PACKAGES) values[pack.flag] = saved[pack.flag] === true
  for (const field of fields) {
    const value = formValueOf(field, saved[field.name as PackageField])
    if (value !== undefined) form[field.name] = value
  }
  values.preferenceQuestions = Array.isArray(saved.preferenceQuestions)
    ? saved.preferenceQuestions.filter((k) => typeof k === 'string' && /^q[1-9]\d?$/.test(k))
    : []
  return values
}

/** A navigation state's `values`, if it has the form's shape (else null). */
export function surveyValuesOf(candidate: unknown): SurveyValues | null {
  if (!candidate || typeof candidate !== 'object') return null
  const values = candidate as Record<string, unknown>
  const shapeOk = Object.entries(EMPTY_SURVEY).every(([key, empty]) =>
    Array.isArray(empty) ? Array.isArray(values[key]) : typeof values[key] === typeof empty,
  )
  return shapeOk ? ({ ...EMPTY_SURVEY, ...values } as SurveyValues) : null
}

const count = (value: string) => (value === '' ? null : Number(value))
const text = (value: string) => (value.trim() === '' ? null : value.trim())

/**
 * The `travelPreferences` to store: every flag, the fields of the chosen packages, and null for
 * the fields of packages that are off (the server merges into what was saved, so a package
 * switched off must clear its old answers).
 */
export function travelPreferencesOf(values: SurveyValues): TravelPreferences {
  const on = (flag: FlagName) => values[flag]
  const flight = on('isFlightSelected')
  const stay = on('isAccommodationSelected')
  const transport = on('isTransportSelected')
  const translation = on('isTranslationSelected')
  return {
    isFlightSelected: flight,
    flight_AdultTravellers: flight ? count(values.flight_AdultTravellers) : null,
    flight_InfantTravellers: flight ? count(values.flight_InfantTravellers) : null,
    flight_Class: flight ? text(values.flight_Class) : null,
    flight_OtherPreferences: flight ? text(values.flight_OtherPreferences) : null,
    isAccommodationSelected: stay,
    accomodation_Proximity: stay ? text(values.accomodation_Proximity) : null,
    accomodation_Stars: stay ? count(values.accomodation_Stars) : null,
    accomodation_Guests: stay ? count(values.accomodation_Guests) : null,
    accomodation_Rooms: stay ? count(values.accomodation_Rooms) : null,
    accomodation_Beds: stay ? count(values.accomodation_Beds) : null,
    accomodation_OtherPreferences: stay ? text(values.accomodation_OtherPreferences) : null,
    isTransportSelected: transport,
    transport_CarClass: transport ? text(values.transport_CarClass) : null,
    transport_Biscuit: transport && values.transport_Biscuit ? values.transport_Biscuit === 'yes' : null,
    isTranslationSelected: translation,
    translation_LangFrom: translation ? text(values.translation_LangFrom) : null,
    isTouristSelected: on('isTouristSelected'),
    preferenceQuestions: [...values.preferenceQuestions].sort(),
  }
}
