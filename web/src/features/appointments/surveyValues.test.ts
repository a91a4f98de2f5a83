import i18n from 'i18next'

import { EMPTY_SURVEY, surveyValuesOf, travelPreferencesOf, valuesFromSaved } from './surveyValues'
import { travelServicesGlobal } from './testing'
import { catalogFields, resolveCatalog } from './travelCatalog'

describe('survey values', () => {
  it('stores numbers, booleans and codes, and clears the packages that are off', () => {
    const prefs = travelPreferencesOf({
      ...EMPTY_SURVEY,
      isFlightSelected: true,
      flight_AdultTravellers: '2',
      flight_InfantTravellers: '1',
      flight_Class: 'business',
      flight_OtherPreferences: '  window seat  ',
      accomodation_Stars: '5',
      isTransportSelected: true,
      transport_CarClass: 'vip',
      transport_Biscuit: 'no',
      isTouristSelected: true,
      preferenceQuestions: ['q4', 'q1'],
    })
    expect(prefs).toEqual({
      isFlightSelected: true,
      flight_AdultTravellers: 2,
      flight_InfantTravellers: 1,
      flight_Class: 'business',
      flight_OtherPreferences: 'window seat',
      isAccommodationSelected: false,
      accomodation_Proximity: null,
      accomodation_Stars: null,
      accomodation_Guests: null,
      accomodation_Rooms: null,
      accomodation_Beds: null,
      accomodation_OtherPreferences: null,
      isTransportSelected: true,
      transport_CarClass: 'vip',
      transport_Biscuit: false,
      isTranslationSelected: false,
      translation_LangFrom: null,
      isTouristSelected: true,
      preferenceQuestions: ['q1', 'q4'],
    })
  })

  it('prefills from what was saved and drops what the form does not offer', () => {
    const values = valuesFromSaved({
      isAccommodationSelected: true,
      accomodation_Stars: 4,
      accomodation_Guests: 3,
      accomodation_Rooms: 99,
      accomodation_Proximity: 'on the moon',
      isTransportSelected: true,
      transport_Biscuit: true,
      preferenceQuestions: ['q2', 'bogus'],
      submittedAt: '2026-11-22T08:00:00.000Z',
    })
    expect(values).toMatchObject({
      isAccommodationSelected: true,
      accomodation_Stars: '4',
      accomodation_Guests: '3',
      accomodation_Rooms: '1',
      accomodation_Proximity: '',
      isTransportSelected: true,
      transport_Biscuit: 'yes',
      isFlightSelected: false,
      preferenceQuestions: ['q2'],
    })
    expect(valuesFromSaved(null)).toEqual(EMPTY_SURVEY)
  })

  it('accepts navigation state values only in the form’s shape', () => {
    expect(surveyValuesOf({ ...EMPTY_SURVEY, isFlightSelected: true })?.isFlightSelected).toBe(true)
    expect(surveyValuesOf({ isFlightSelected: 'yes' })).toBeNull()
    expect(surveyValuesOf(null)).toBeNull()
  })

  it("starts head counts within the catalog's bounds and drops saved counts outside them", () => {
    const global = structuredClone(travelServicesGlobal('en'))
    const stay = global.packages![1]!.fields!
    Object.assign(
      stay.find((f) => f.name === 'accomodation_Guests')!,
      { min: 2 },
    )
    Object.assign(
      stay.find((f) => f.name === 'accomodation_Beds')!,
      { max: 3 },
    )
    const fields = catalogFields(resolveCatalog(global, i18n.t.bind(i18n)))
    expect(valuesFromSaved(null, fields)).toMatchObject({ accomodation_Guests: '2', accomodation_Beds: '1' })
    expect(
      valuesFromSaved({ isAccommodationSelected: true, accomodation_Guests: 5, accomodation_Beds: 6 }, fields),
    ).toMatchObject({ accomodation_Guests: '5', accomodation_Beds: '1' })
  })
})
