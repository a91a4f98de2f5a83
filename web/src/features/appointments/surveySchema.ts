import * as Yup from 'yup'

import { type FieldSpec, type FlagName, PACKAGES, type PackageField, SURVEY_PAIRS, pairHolds } from './travelPackages'

type T = (key: string, options?: Record<string, unknown>) => string

/** A field's rules: the site's, or the catalog's (travelCatalog.ts: the stricter of site and CMS). */
type RuleField = FieldSpec & { required?: boolean }

const SITE_FIELDS: readonly RuleField[] = PACKAGES.flatMap((p) => p.fields)

/**
 * The survey's rules: a package's fields count only while the package is on; then its choices
 * are required (the only required message is 'Required'), counts stay in their range, each
 * infant flies with an adult and a stay has no more rooms than guests (SURVEY_PAIRS, which the
 * booking API holds too). The bounds are the given fields' (by default the site's own).
 */
export const surveySchema = (t: T, fields: readonly RuleField[] = SITE_FIELDS) => {
  const required = t('common:validation.required')
  const spec = <K extends RuleField['kind']>(name: PackageField, kind: K) => {
    const given = fields.find((f) => f.name === name)
    const field = given?.kind === kind ? given : SITE_FIELDS.find((f) => f.name === name)!
    return field as Extract<RuleField, { kind: K }>
  }
  /** Required while the package's flag is on. */
  const whenOn = (flag: FlagName, schema: Yup.StringSchema) =>
    Yup.string().when(flag, { is: true, then: (s) => s.concat(schema).required(required) })
  const range = (flag: FlagName, name: PackageField) => {
    const { min, max } = spec(name, 'count')
    return whenOn(
      flag,
      Yup.string().test('range', t('travel:validation.range', { min, max }), (v) => {
        if (!v) return true
        const n = Number(v)
        return Number.isInteger(n) && n >= min && n <= max
      }),
    )
  }
  const otherText = (flag: FlagName, name: PackageField) => {
    const { max, required: mustAnswer } = spec(name, 'text')
    return Yup.string().when(flag, {
      is: true,
      then: (s) => {
        const limited = s.max(max, t('travel:validation.max', { max }))
        return mustAnswer ? limited.trim().required(required) : limited
      },
    })
  }

  /** A pair's rule (SURVEY_PAIRS, shared with the booking API) on its field, while its package is on. */
  const pairRule = (schema: Yup.StringSchema, name: (typeof SURVEY_PAIRS)[number]['field']) => {
    const pair = SURVEY_PAIRS.find((p) => p.field === name)!
    return schema.test(pair.message, t(`travel:validation.${pair.message}`), function check(v) {
      const parent = this.parent as Record<string, unknown>
      return !parent[pair.flag] || pairHolds(v, parent[pair.atMost])
    })
  }

  return Yup.object({
    isFlightSelected: Yup.boolean(),
    flight_AdultTravellers: range('isFlightSelected', 'flight_AdultTravellers'),
    flight_InfantTravellers: pairRule(range('isFlightSelected', 'flight_InfantTravellers'), 'flight_InfantTravellers'),
    flight_Class: whenOn('isFlightSelected', Yup.string()),
    flight_OtherPreferences: otherText('isFlightSelected', 'flight_OtherPreferences'),
    isAccommodationSelected: Yup.boolean(),
    accomodation_Proximity: whenOn('isAccommodationSelected', Yup.string()),
    accomodation_Stars: whenOn('isAccommodationSelected', Yup.string()),
    accomodation_Guests: range('isAccommodationSelected', 'accomodation_Guests'),
    accomodation_Rooms: pairRule(range('isAccommodationSelected', 'accomodation_Rooms'), 'accomodation_Rooms'),
    accomodation_Beds: range('isAccommodationSelected', 'accomodation_Beds'),
    accomodation_OtherPreferences: otherText('isAccommodationSelected', 'accomodation_OtherPreferences'),
    isTransportSelected: Yup.boolean(),
    transport_CarClass: whenOn('isTransportSelected', Yup.string()),
    transport_Biscuit: whenOn('isTransportSelected', Yup.string()),
    isTranslationSelected: Yup.boolean(),
    translation_LangFrom: whenOn('isTranslationSelected', Yup.string()),
    isTouristSelected: Yup.boolean(),
    preferenceQuestions: Yup.array(Yup.string()),
  })
}
