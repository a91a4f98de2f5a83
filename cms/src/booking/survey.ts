/**
 * The five travel-service packages of the services survey (spec §3): the contract of what the
 * survey stores, for the site (web/src/features/appointments/travelPackages.ts re-exports it) and
 * the booking API, which holds a survey to the same rules (`surveyProblems`). Each has a selection flag and its fields, in order, with their kinds, bounds and
 * the language-neutral codes a choice stores. The words (title, prompt, banner, field and option
 * labels) come from the CMS global `travel-services` (the site's travelCatalog.ts); the translations
 * `travel:packages.{key}.*`, `travel:fields.{field}` and `travel:options.{field}.{code}` and the
 * banners under web/public are the fallback when the global lacks them.
 */

export const PACKAGE_KEYS = ['flight', 'accommodation', 'transport', 'translation', 'tourist'] as const
export type PackageKey = (typeof PACKAGE_KEYS)[number]

export type FlagName =
  'isFlightSelected' | 'isAccommodationSelected' | 'isTransportSelected' | 'isTranslationSelected' | 'isTouristSelected'

export type CountField =
  | 'flight_AdultTravellers'
  | 'flight_InfantTravellers'
  | 'accomodation_Guests'
  | 'accomodation_Rooms'
  | 'accomodation_Beds'
export type ChoiceField =
  | 'flight_Class'
  | 'accomodation_Proximity'
  | 'accomodation_Stars'
  | 'transport_CarClass'
  | 'transport_Biscuit'
  | 'translation_LangFrom'
export type TextField = 'flight_OtherPreferences' | 'accomodation_OtherPreferences'
export type PackageField = CountField | ChoiceField | TextField

export type FieldSpec =
  | { name: CountField; kind: 'count'; min: number; max: number }
  /** A drop-down list of codes. */
  | { name: ChoiceField; kind: 'select'; options: readonly string[] }
  /** A few codes side by side (radio buttons). */
  | { name: ChoiceField; kind: 'radio'; options: readonly string[] }
  | { name: TextField; kind: 'text'; max: number }

export interface PackageSpec {
  key: PackageKey
  flag: FlagName
  /** Decorative banner under web/public (when the CMS has none). */
  banner: string
  fields: readonly FieldSpec[]
}

export const FLIGHT_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const
export const PROXIMITIES = ['walking', 'under_5km', 'under_15km', 'no_preference'] as const
export const HOTEL_STARS = ['3', '4', '5'] as const
export const CAR_CLASSES = ['standard', 'comfort', 'vip', 'van', 'accessible'] as const
export const YES_NO = ['yes', 'no'] as const
/** Languages patients come with (spec §1: mainly the Middle East and Russia), ISO 639-1. */
export const SOURCE_LANGUAGES = ['ar', 'ru', 'en', 'fa', 'fr', 'ku', 'az', 'ur', 'de'] as const

export const OTHER_PREFERENCES_MAX = 2000

export const PACKAGES: readonly PackageSpec[] = [
  {
    key: 'flight',
    flag: 'isFlightSelected',
    banner: '/images/services/flight.svg',
    fields: [
      { name: 'flight_AdultTravellers', kind: 'count', min: 1, max: 9 },
      { name: 'flight_InfantTravellers', kind: 'count', min: 0, max: 9 },
      { name: 'flight_Class', kind: 'select', options: FLIGHT_CLASSES },
      { name: 'flight_OtherPreferences', kind: 'text', max: OTHER_PREFERENCES_MAX },
    ],
  },
  {
    key: 'accommodation',
    flag: 'isAccommodationSelected',
    banner: '/images/services/accommodation.svg',
    fields: [
      { name: 'accomodation_Proximity', kind: 'select', options: PROXIMITIES },
      { name: 'accomodation_Stars', kind: 'radio', options: HOTEL_STARS },
      { name: 'accomodation_Guests', kind: 'count', min: 1, max: 20 },
      { name: 'accomodation_Rooms', kind: 'count', min: 1, max: 10 },
      { name: 'accomodation_Beds', kind: 'count', min: 1, max: 20 },
      { name: 'accomodation_OtherPreferences', kind: 'text', max: OTHER_PREFERENCES_MAX },
    ],
  },
  {
    key: 'transport',
    flag: 'isTransportSelected',
    banner: '/images/services/transport.svg',
    fields: [
      { name: 'transport_CarClass', kind: 'select', options: CAR_CLASSES },
      { name: 'transport_Biscuit', kind: 'radio', options: YES_NO },
    ],
  },
  {
    key: 'translation',
    flag: 'isTranslationSelected',
    banner: '/images/services/translation.svg',
    fields: [{ name: 'translation_LangFrom', kind: 'select', options: SOURCE_LANGUAGES }],
  },
  { key: 'tourist', flag: 'isTouristSelected', banner: '/images/services/tourist.svg', fields: [] },
]

/** The numbers a count field offers, from its minimum to its maximum. */
export const countOptions = (field: Extract<FieldSpec, { kind: 'count' }>) =>
  Array.from({ length: field.max - field.min + 1 }, (_, i) => String(field.min + i))

/**
 * The rules between fields: each infant flies on an adult's lap, and a stay has no more rooms
 * than guests. `message` names the site's translation (`travel:validation.{message}`).
 */
export const SURVEY_PAIRS = [
  {
    flag: 'isFlightSelected',
    field: 'flight_InfantTravellers',
    atMost: 'flight_AdultTravellers',
    message: 'infantsPerAdult',
  },
  {
    flag: 'isAccommodationSelected',
    field: 'accomodation_Rooms',
    atMost: 'accomodation_Guests',
    message: 'roomsPerGuest',
  },
] as const satisfies readonly { flag: FlagName; field: CountField; atMost: CountField; message: string }[]

/** Whether a pair's rule holds for these two values (either unanswered: nothing to compare). */
export const pairHolds = (value: unknown, atMost: unknown) =>
  value === null || value === undefined || value === '' || !atMost || Number(value) <= Number(atMost)

const PAIR_MESSAGES: Record<(typeof SURVEY_PAIRS)[number]['message'], string> = {
  infantsPerAdult: "No more infants than adults: each infant travels on an adult's lap.",
  roomsPerGuest: 'No more rooms than guests.',
}

/** A field's settings in the CMS global `travel-services`, as far as the rules go. */
export type FieldSettings = {
  name?: string | null
  min?: number | null
  max?: number | null
  required?: boolean | null
}
/** A package's settings in the global. */
export type PackageSettings = { key?: string | null; fields?: readonly (FieldSettings | null)[] | null }

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null

/**
 * A count's bounds in force: the stricter of the site's and the global's (a higher minimum, a
 * lower maximum); a global range that leaves no number at all is ignored.
 */
export const countBounds = (site: { min: number; max: number }, global: FieldSettings | null | undefined) => {
  const min = Math.max(site.min, finite(global?.min) ?? site.min)
  const max = Math.min(site.max, finite(global?.max) ?? site.max)
  return min <= max ? { min, max } : { min: site.min, max: site.max }
}

/** A free text's length limit in force: the global's when lower (at least 1). */
export const textMax = (site: { max: number }, global: FieldSettings | null | undefined) =>
  Math.min(site.max, Math.max(1, finite(global?.max) ?? site.max))

/** The global's settings of one field of one package. */
export const settingsOf = (
  packages: readonly (PackageSettings | null)[] | null | undefined,
  key: PackageKey,
  name: PackageField,
) => packages?.find((p) => p?.key === key)?.fields?.find((f) => f?.name === name) ?? undefined

/** Every package's fields with the bounds in force under the global's settings. */
export const fieldsInForce = (packages?: readonly (PackageSettings | null)[] | null): FieldSpec[] =>
  PACKAGES.flatMap((pkg) =>
    pkg.fields.map((field): FieldSpec => {
      const settings = settingsOf(packages, pkg.key, field.name)
      if (field.kind === 'count') return { ...field, ...countBounds(field, settings) }
      if (field.kind === 'text') return { ...field, max: textMax(field, settings) }
      return field
    }),
  )

/**
 * What is wrong with a stored survey, as the site would refuse it: for each package that is on,
 * its counts within their range, its free texts within their length, and the pairs' rules
 * (English messages, for the booking API). `fields`: the bounds in force (`fieldsInForce`).
 */
export const surveyProblems = (
  values: Record<string, unknown>,
  fields: readonly FieldSpec[] = fieldsInForce(),
): { field: string; message: string }[] => {
  const problems: { field: string; message: string }[] = []
  for (const pkg of PACKAGES) {
    if (values[pkg.flag] !== true) continue
    for (const { name } of pkg.fields) {
      const field = fields.find((f) => f.name === name)
      const value = values[name]
      if (!field || value === null || value === undefined || value === '') continue
      if (field.kind === 'count') {
        const n = Number(value)
        if (!Number.isInteger(n) || n < field.min || n > field.max) {
          problems.push({ field: name, message: `Must be a whole number from ${field.min} to ${field.max}.` })
        }
      } else if (field.kind === 'text' && String(value).length > field.max) {
        problems.push({ field: name, message: `At most ${field.max} characters.` })
      }
    }
  }
  for (const pair of SURVEY_PAIRS) {
    if (values[pair.flag] === true && !pairHolds(values[pair.field], values[pair.atMost])) {
      problems.push({ field: pair.field, message: PAIR_MESSAGES[pair.message] })
    }
  }
  return problems
}
