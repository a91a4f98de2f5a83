import { PHONE_INPUT_MAX, isPhoneOf, toE164 } from './phone'

describe('phone numbers', () => {
  test.each([
    ['050 123 4567', 'SA', '+966501234567'],
    ['0501234567', 'SA', '+966501234567'],
    ['0791234567', 'JO', '+962791234567'],
    ['0770 123 4567', 'IQ', '+9647701234567'],
    ['8 (912) 345-67-89', 'RU', '+79123456789'],
    ['0532 123 45 67', 'TR', '+905321234567'],
    ['0151 23456789', 'DE', '+4915123456789'],
  ])('a local number %s of %s is stored as %s', (typed, country, stored) => {
    expect(toE164(typed, country)).toBe(stored)
  })

  test('an international number stands alone, whatever the country', () => {
    expect(toE164('+962 79-123 4567', 'SA')).toBe('+962791234567')
    expect(toE164('00966 50 123 4567', 'JO')).toBe('+966501234567')
    expect(toE164('+966 50 123 4567')).toBe('+966501234567')
    expect(toE164('+383 44 123 456', 'AQ')).toBe('+38344123456')
  })

  test('refuses what is not a number of the country', () => {
    for (const [typed, country] of [
      ['12345', 'SA'],
      ['050 123', 'SA'],
      ['0501234567', null],
      ['0501234567', 'AQ'],
      ['0501234567', 'ZZ'],
      ['+12', 'SA'],
      ['call me', 'SA'],
      ['', 'SA'],
      [`+966501234567${' '.repeat(PHONE_INPUT_MAX)}x`, 'SA'],
    ] as const) {
      expect(isPhoneOf(typed, country)).toBe(false)
    }
  })
})
