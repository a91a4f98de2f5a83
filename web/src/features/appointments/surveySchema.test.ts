import i18n from 'i18next'
import { ValidationError } from 'yup'

import { surveySchema } from './surveySchema'
import { EMPTY_SURVEY, type SurveyValues } from './surveyValues'
import { travelServicesGlobal } from './testing'
import { type ResolvedField, catalogFields, resolveCatalog } from './travelCatalog'

const errorsOf = async (changes: Partial<SurveyValues>, fields?: ResolvedField[]) => {
  try {
    await surveySchema(i18n.t.bind(i18n), fields).validate({ ...EMPTY_SURVEY, ...changes }, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]))
  }
}

describe('survey rules', () => {
  beforeAll(() => i18n.changeLanguage('en'))

  it('accepts a survey with nothing chosen, whatever the hidden fields hold', async () => {
    expect(await errorsOf({})).toEqual({})
    expect(await errorsOf({ flight_InfantTravellers: '7', accomodation_Rooms: '9', flight_Class: '' })).toEqual({})
  })

  it("requires a package's choices only while it is on", async () => {
    expect(await errorsOf({ isFlightSelected: true })).toEqual({ flight_Class: 'Required' })
    expect(await errorsOf({ isAccommodationSelected: true })).toEqual({
      accomodation_Proximity: 'Required',
      accomodation_Stars: 'Required',
    })
    expect(await errorsOf({ isTransportSelected: true })).toEqual({
      transport_CarClass: 'Required',
      transport_Biscuit: 'Required',
    })
    expect(await errorsOf({ isTranslationSelected: true })).toEqual({ translation_LangFrom: 'Required' })
    expect(await errorsOf({ isTouristSelected: true })).toEqual({})
  })

  it('keeps counts in range, infants with adults and rooms within guests', async () => {
    const flight = { isFlightSelected: true, flight_Class: 'economy' }
    expect(await errorsOf({ ...flight, flight_AdultTravellers: '10' })).toEqual({
      flight_AdultTravellers: 'Choose a number from 1 to 9',
    })
    expect(await errorsOf({ ...flight, flight_AdultTravellers: '' })).toEqual({ flight_AdultTravellers: 'Required' })
    expect(await errorsOf({ ...flight, flight_AdultTravellers: '2', flight_InfantTravellers: '3' })).toEqual({
      flight_InfantTravellers: "Each infant travels on an adult's lap: no more infants than adults",
    })
    expect(await errorsOf({ ...flight, flight_AdultTravellers: '2', flight_InfantTravellers: '2' })).toEqual({})
    const stay = { isAccommodationSelected: true, accomodation_Proximity: 'walking', accomodation_Stars: '4' }
    expect(await errorsOf({ ...stay, accomodation_Guests: '2', accomodation_Rooms: '3' })).toEqual({
      accomodation_Rooms: 'No more rooms than guests',
    })
    expect(await errorsOf({ ...stay, accomodation_Beds: '21' })).toEqual({
      accomodation_Beds: 'Choose a number from 1 to 20',
    })
  })

  it('limits the free text of a package that is on', async () => {
    const long = 'x'.repeat(2001)
    expect(await errorsOf({ isFlightSelected: true, flight_Class: 'first', flight_OtherPreferences: long })).toEqual({
      flight_OtherPreferences: 'At most 2000 characters',
    })
    expect(await errorsOf({ flight_OtherPreferences: long })).toEqual({})
  })

  it("follows the catalog's bounds and requirements (the stricter of site and CMS)", async () => {
    const global = structuredClone(travelServicesGlobal('en'))
    const flight = global.packages![0]!.fields!
    Object.assign(
      flight.find((f) => f.name === 'flight_AdultTravellers')!,
      { max: 4 },
    )
    Object.assign(
      flight.find((f) => f.name === 'flight_OtherPreferences')!,
      { required: true, max: 10 },
    )
    const fields = catalogFields(resolveCatalog(global, i18n.t.bind(i18n)))
    const flightOn = { isFlightSelected: true, flight_Class: 'economy' }
    expect(await errorsOf({ ...flightOn, flight_AdultTravellers: '5' }, fields)).toEqual({
      flight_AdultTravellers: 'Choose a number from 1 to 4',
      flight_OtherPreferences: 'Required',
    })
    expect(await errorsOf({ ...flightOn, flight_OtherPreferences: 'Window seat please' }, fields)).toEqual({
      flight_OtherPreferences: 'At most 10 characters',
    })
    expect(await errorsOf({ ...flightOn, flight_OtherPreferences: 'Window' }, fields)).toEqual({})
    // The seed's own content changes nothing.
    const seeded = catalogFields(resolveCatalog(travelServicesGlobal('en'), i18n.t.bind(i18n)))
    expect(await errorsOf({ ...flightOn, flight_AdultTravellers: '9' }, seeded)).toEqual({})
  })
})
