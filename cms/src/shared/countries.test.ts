import { Country } from 'country-state-city'

import { COUNTRY_CODES, OFFERED_COUNTRIES, isCountryCode, isOfferedCountry } from './countries'

describe('the countries patients register from', () => {
  test("are exactly the ISO codes of country-state-city's list, the one the seed loads", () => {
    const bundled = Country.getAllCountries()
      .map((c) => c.isoCode)
      .sort()
    expect([...COUNTRY_CODES]).toStrictEqual(bundled)
  })

  test('hold the offered four, Kosovo, Curaçao and Sint Maarten, once each, A to Z', () => {
    for (const code of [...OFFERED_COUNTRIES, 'XK', 'CW', 'SX', 'TR', 'DE']) expect(isCountryCode(code)).toBe(true)
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length)
    expect([...COUNTRY_CODES]).toStrictEqual([...COUNTRY_CODES].sort())
  })

  test('tell a code from anything else, and the offered ones from the others', () => {
    for (const value of ['tr', 'ZZ', 'TUR', '', null, 90]) expect(isCountryCode(value)).toBe(false)
    expect(isOfferedCountry('SA')).toBe(true)
    expect(isOfferedCountry('TR')).toBe(false)
  })
})
