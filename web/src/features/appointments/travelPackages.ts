/**
 * The five travel-service packages of the services survey (spec §3): the contract of what the
 * survey stores. Each has a selection flag and its fields, in order, with their kinds, bounds and
 * the language-neutral codes a choice stores. The words (title, prompt, banner, field and option
 * labels) come from the CMS global `travel-services` (see travelCatalog.ts); the translations
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
