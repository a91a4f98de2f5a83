/**
 * Yup rules of the account forms, mirroring the booking API (docs/api.md): names 1–80, the
 * international phone format, the password rule. The only required message is 'Required' (§5).
 */
import type { TFunction } from 'i18next'
import * as Yup from 'yup'

import { isPhone } from '@medtour/cms/shared/formats'

import { COUNTRIES } from './fields'
import { PASSWORD_MAX, meetsPasswordRule } from './passwordRule'

/** `+` and 7–15 digits once the spaces, dots, brackets and dashes people type are removed. */
export { isPhone }

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
    phone: () =>
      Yup.string()
        .trim()
        .max(32, t('account:validation.max', { max: 32 }))
        .test('phone', t('account:validation.phone'), (v) => !v || isPhone(v)),
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
