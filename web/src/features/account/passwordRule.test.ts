import { emailName, meetsPasswordRule, passwordChecks } from './passwordRule'

const failed = (password: string, email?: string) =>
  passwordChecks(password, email)
    .filter((c) => !c.ok)
    .map((c) => c.id)

describe('the password rule (as the booking API)', () => {
  it('needs 10 to 128 characters with upper, lower, digit and symbol', () => {
    expect(failed('')).toEqual(['length', 'upper', 'lower', 'digit', 'symbol'])
    expect(failed('Short1!')).toEqual(['length'])
    expect(failed('alllowercase1!')).toEqual(['upper'])
    expect(failed('ALLUPPERCASE1!')).toEqual(['lower'])
    expect(failed('NoDigitsHere!')).toEqual(['digit'])
    expect(failed('NoSymbols123')).toEqual(['symbol'])
    expect(failed(`Aa1!${'x'.repeat(125)}`)).toEqual(['length'])
    expect(meetsPasswordRule('Journey!Pass2026')).toBe(true)
  })

  it('counts letters of any script and refuses the e-mail name (3 characters or more)', () => {
    expect(failed('ÄÖÜäöü123!x')).toEqual([])
    expect(failed('Sarah.Hadid!2026', 'sarah.hadid@example.com')).toEqual(['email'])
    expect(failed('SARAH.HADID!2026x', 'Sarah.Hadid@example.com')).toEqual(['email'])
    expect(passwordChecks('Jo!Pass20266', 'jo@example.com').map((c) => c.id)).not.toContain('email')
    expect(emailName('jo@example.com')).toBe('')
    expect(emailName(' Sara@x.io')).toBe('sara')
  })

  it('a space is not a symbol', () => {
    expect(failed('Has Spaces 123')).toEqual(['symbol'])
  })
})
