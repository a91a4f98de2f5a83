import * as Yup from 'yup'

import { type FlagName, OTHER_PREFERENCES_MAX } from './travelPackages'

type T = (key: string, options?: Record<string, unknown>) => string

/**
 * The survey's rules: a package's fields count only while the package is on; then its choices
 * are required (the only required message is 'Required'), counts stay in their range, each
 * infant flies with an adult and a stay has no more rooms than guests.
 */
export const surveySchema = (t: T) => {
  const required = t('common:validation.required')
  /** Required while the package's flag is on. */
  const whenOn = (flag: FlagName, schema: Yup.StringSchema) =>
    Yup.string().when(flag, { is: true, then: (s) => s.concat(schema).required(required) })
  const range = (flag: FlagName, min: number, max: number) =>
    whenOn(
      flag,
      Yup.string().test('range', t('travel:validation.range', { min, max }), (v) => {
        if (!v) return true
        const n = Number(v)
        return Number.isInteger(n) && n >= min && n <= max
      }),
    )
  const otherText = (flag: FlagName) =>
    Yup.string().when(flag, {
      is: true,
      then: (s) => s.max(OTHER_PREFERENCES_MAX, t('travel:validation.max', { max: OTHER_PREFERENCES_MAX })),
    })

  return Yup.object({
    isFlightSelected: Yup.boolean(),
    flight_AdultTravellers: range('isFlightSelected', 1, 9),
    flight_InfantTravellers: range('isFlightSelected', 0, 9).test(
      'infants-per-adult',
      t('travel:validation.infantsPerAdult'),
      function check(v) {
        const { isFlightSelected, flight_AdultTravellers } = this.parent as Record<string, unknown>
        if (!isFlightSelected || !v || !flight_AdultTravellers) return true
        return Number(v) <= Number(flight_AdultTravellers)
      },
    ),
    flight_Class: whenOn('isFlightSelected', Yup.string()),
    flight_OtherPreferences: otherText('isFlightSelected'),
    isAccommodationSelected: Yup.boolean(),
    accomodation_Proximity: whenOn('isAccommodationSelected', Yup.string()),
    accomodation_Stars: whenOn('isAccommodationSelected', Yup.string()),
    accomodation_Guests: range('isAccommodationSelected', 1, 20),
    accomodation_Rooms: range('isAccommodationSelected', 1, 10).test(
      'rooms-per-guest',
      t('travel:validation.roomsPerGuest'),
      function check(v) {
        const { isAccommodationSelected, accomodation_Guests } = this.parent as Record<string, unknown>
        if (!isAccommodationSelected || !v || !accomodation_Guests) return true
        return Number(v) <= Number(accomodation_Guests)
      },
    ),
    accomodation_Beds: range('isAccommodationSelected', 1, 20),
    accomodation_OtherPreferences: otherText('isAccommodationSelected'),
    isTransportSelected: Yup.boolean(),
    transport_CarClass: whenOn('isTransportSelected', Yup.string()),
    transport_Biscuit: whenOn('isTransportSelected', Yup.string()),
    isTranslationSelected: Yup.boolean(),
    translation_LangFrom: whenOn('isTranslationSelected', Yup.string()),
    isTouristSelected: Yup.boolean(),
    preferenceQuestions: Yup.array(Yup.string()),
  })
}
