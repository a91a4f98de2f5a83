import i18n from 'i18next'

import { describeFailure, fieldErrorsOf } from './failure'

describe('describeFailure (spec §8, issue 5 §7)', () => {
  it('translates a known code in each language', async () => {
    const en = i18n.getFixedT('en')
    const ar = i18n.getFixedT('ar')
    expect(describeFailure({ message: 'SLOT_TAKEN', errors: [] }, en)).toMatch(/just booked this time/)
    expect(describeFailure({ message: 'SLOT_TAKEN', errors: [] }, ar, 'ar')).toMatch(/[\u0600-\u06FF]/)
  })

  it('shows each defaultMessage of a validation failure in English, a translated line in Arabic', () => {
    const failure = {
      message: 'VALIDATION_FAILED',
      errors: [{ defaultMessage: 'Too short.' }, { defaultMessage: 'Bad.' }],
    }
    expect(describeFailure(failure, i18n.getFixedT('en'))).toBe('Too short. Bad.')
    expect(describeFailure(failure, i18n.getFixedT('ar'), 'ar')).toBe(
      i18n.getFixedT('ar')('apiErrors.VALIDATION_FAILED'),
    )
  })

  it('an unknown code becomes a generic line carrying the code; a plain message is shown as is', () => {
    const en = i18n.getFixedT('en')
    expect(describeFailure({ message: 'SOMETHING_NEW', errors: [] }, en)).toBe(
      'Something went wrong. Please try again. (SOMETHING_NEW)',
    )
    expect(describeFailure({ message: 'Bad gateway', errors: [] }, en)).toBe('Bad gateway')
  })

  it('maps field errors onto the form fields it knows', () => {
    const errors = [
      { field: 'email', defaultMessage: 'Invalid email' },
      { field: 'query.x', defaultMessage: 'nope' },
    ]
    expect(fieldErrorsOf({ errors }, ['email', 'password'] as const, i18n.getFixedT('en'))).toEqual({
      email: 'Invalid email',
    })
    expect(fieldErrorsOf({ errors }, ['email'] as const, i18n.getFixedT('ar'), 'ar')).toEqual({
      email: i18n.getFixedT('ar')('validation.invalid'),
    })
  })
})
