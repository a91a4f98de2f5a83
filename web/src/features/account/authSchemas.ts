/**
 * Yup rules of the account forms, mirroring the booking API (docs/api.md): names 1–80, a phone
 * number of the chosen country (@medtour/cms/shared/phone), the password rule. The only required
 * message is 'Required' (§5).
 */
import type { TFunction } from 'i18next'
import * as Yup from 'yup'

import { PHONE_INPUT_MAX, isPhoneOf, toE164 } from '@medtour/cms/shared/phone'

import { COUNTRIES } from './fields'
import { PASSWORD_MAX, meetsPasswordRule } from './passwordRule'

/** A number as typed, local to `country` or international, in E.164 as the API stores it (else as typed). */
export const phoneToSend = (phone: string, country: string | null | undefined) => toE164(phone, country) ?? phone.trim()

export const rules = (t: TFunction) => {
  const required = t('common:validation.required')
  return {
    required,
    name: () =>
      Yup.string()
        .trim()
        .required(required)
        .max(80, t('account:validation.max', { max: 80 })),
    email: () =>
      Yup.string()
        .trim()
        .required(required)
        .email(t('common:validation.email'))
        .max(254, t('account:validation.max', { max: 254 })),
    /** A local number of the form's `country`, or an international one. */
    phone: () =>
      Yup.string()
        .trim()
        .max(PHONE_INPUT_MAX, t('account:validation.max', { max: PHONE_INPUT_MAX }))
        .test('phone', t('account:validation.phone'), function check(v) {
          return !v || isPhoneOf(v, (this.parent as { country?: string }).country)
        }),
    country: () => Yup.string().oneOf(['', ...COUNTRIES], t('common:validation.invalid')),
    language: () => Yup.string().oneOf(['en', 'ar'], t('common:validation.invalid')),
    /** A new password: the rule, checked against the account's e-mail (a form field or a fixed one). */
    newPassword: (emailOf: (values: Record<string, unknown>) => string | undefined) =>
      Yup.string()
        .required(required)
        .max(PASSWORD_MAX, t('account:validation.max', { max: PASSWORD_MAX }))
        .test('rule', t('account:validation.passwordRule'), function check(value) {
          return !value || meetsPasswordRule(value, emailOf(this.parent as Record<string, unknown>))
        }),
    confirm: (field: string) =>
      Yup.string()
        .required(required)
        .oneOf([Yup.ref(field)], t('account:validation.passwordsMatch')),
  }
}
