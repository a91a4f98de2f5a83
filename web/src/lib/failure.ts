import type { TFunction } from 'i18next'

import type { ApiFailure } from './api'

/**
 * What a failed call tells the user (spec §8, issue 5 §7): a known error code in the user's
 * language (common `apiErrors.CODE`); else each `defaultMessage` (the server's words, which are
 * English, so Arabic users get the translated "check the fields" line instead); else the server's
 * message, or a generic line carrying an unknown code.
 */
export function describeFailure(failure: Pick<ApiFailure, 'message' | 'errors'>, t: TFunction, lang = 'en'): string {
  const code = failure.message
  const known = /^[A-Z][A-Z_]+$/.test(code) ? t(`common:apiErrors.${code}`, { defaultValue: '' }) : ''
  const details = failure.errors.map((e) => e.defaultMessage).filter(Boolean)
  if (known && (code !== 'VALIDATION_FAILED' || !details.length || lang !== 'en')) return known
  if (details.length) return lang === 'en' ? details.join(' ') : t('common:apiErrors.VALIDATION_FAILED')
  if (known) return known
  if (/^[A-Z][A-Z_]+$/.test(code)) return `${t('common:apiErrors.generic')} (${code})`
  return code || t('common:apiErrors.generic')
}

/**
 * The server's field errors as Formik errors (`field` names a body field), for the fields a form
 * has. Field messages are English, so Arabic forms show their own "check this field" line.
 */
export function fieldErrorsOf<F extends string>(
  failure: Pick<ApiFailure, 'errors'>,
  fields: readonly F[],
  t: TFunction,
  lang = 'en',
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const error of failure.errors) {
    const field = error.field?.replace(/^body\./, '') as F | undefined
    if (field && fields.includes(field))
      out[field] = lang === 'en' ? error.defaultMessage : t('common:validation.invalid')
  }
  return out
}
