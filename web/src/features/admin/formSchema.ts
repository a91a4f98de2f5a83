/**
 * The forms' Yup rules, built from the field declarations and mirroring the booking API's zod
 * schemas. The only required message is 'Required' (spec §5); the others are `admin:validation.*`.
 */
import type { TFunction } from 'i18next'
import * as Yup from 'yup'

import type { FormValues } from './formValues'
import type { FieldConfig } from './resources'

import { ISO_COUNTRY as ISO_CODE, PHONE, SLUG } from '@medtour/cms/shared/formats'
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

export const isTimeZone = (zone: string) => {
  if (!(zone.includes('/') || zone === 'UTC')) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The password rule of docs/api.md: 10–128 characters, upper, lower, digit, symbol, not the e-mail's name. */
export const passwordProblem = (password: string, email: string) => {
  if (password.length < 10 || password.length > 128) return true
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password))
    return true
  const local = email.split('@')[0]?.toLowerCase() ?? ''
  return local.length >= 3 && password.toLowerCase().includes(local)
}

const hasValue = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && String(v).trim() !== ''

function textRule(field: FieldConfig, t: TFunction, required: boolean) {
  let rule = Yup.string().default('')
  if (required) rule = rule.trim().required(t('common:validation.required'))
  if (field.max && field.pattern !== 'isoCode')
    rule = rule.test('max', t('admin:validation.max', { max: field.max }), (v) => !v || v.trim().length <= field.max!)
  if (field.kind === 'email') rule = rule.trim().email(t('common:validation.email'))
  if (field.kind === 'password')
    rule = rule.test('password', t('admin:validation.password'), (v, ctx) => {
      const email = String((ctx.parent as FormValues).email ?? '')
      return !v || !passwordProblem(v, email)
    })
  const check = (name: string, test: (v: string) => boolean) =>
    rule.test(name, t(`admin:validation.${name}`), (v) => !v?.trim() || test(v.trim()))
  if (field.pattern === 'slug') rule = check('slug', (v) => SLUG.test(v))
  if (field.pattern === 'isoCode') rule = check('isoCode', (v) => ISO_CODE.test(v.toUpperCase()))
  if (field.pattern === 'phone') rule = check('phone', (v) => PHONE.test(v.replace(/[\s.()-]/g, '')))
  if (field.pattern === 'timeZone') rule = check('timeZone', isTimeZone)
  return rule
}

function numberRule(field: FieldConfig, t: TFunction, required: boolean) {
  let rule = Yup.string().default('')
  if (required) rule = rule.trim().required(t('common:validation.required'))
  rule = rule.test('number', t('admin:validation.number'), (v) => !v?.trim() || Number.isFinite(Number(v)))
  if (field.integer)
    rule = rule.test('integer', t('admin:validation.integer'), (v) => !v?.trim() || Number.isInteger(Number(v)))
  if (field.range) {
    const [min, max] = field.range
    rule = rule.test('range', t('admin:validation.range', { min, max }), (v) => {
      if (!v?.trim() || !Number.isFinite(Number(v))) return true
      const n = Number(v)
      return n >= min && n <= max
    })
  }
  return rule
}

const workingHoursRule = (t: TFunction) =>
  Yup.array().of(
    Yup.object({
      day: Yup.string().required(t('common:validation.required')),
      start: Yup.string().required(t('common:validation.required')).matches(HHMM, t('admin:validation.time')),
      end: Yup.string()
        .required(t('common:validation.required'))
        .matches(HHMM, t('admin:validation.time'))
        .test('after', t('admin:validation.endAfterStart'), function (end) {
          const start = String((this.parent as { start?: string }).start ?? '')
          return !end || !HHMM.test(start) || !HHMM.test(end) || start < end
        }),
    }),
  )

/**
 * The schema of a form. On Update a field the API cannot empty (not nullable) is required once
 * the record has a value in it.
 */
export function buildSchema(fields: FieldConfig[], t: TFunction, mode: 'add' | 'update', initial?: FormValues) {
  const shape: Record<string, Yup.AnySchema> = {}
  for (const field of fields) {
    const required =
      Boolean(field.required) || (mode === 'update' && !field.nullable && hasValue(initial?.[field.name]))
    switch (field.kind) {
      case 'number':
        shape[field.name] = numberRule(field, t, required)
        break
      case 'select':
      case 'relation':
        shape[field.name] = required ? Yup.string().required(t('common:validation.required')) : Yup.string()
        break
      case 'multi':
        shape[field.name] = required
          ? Yup.array().of(Yup.string()).min(1, t('common:validation.required'))
          : Yup.array().of(Yup.string())
        break
      case 'toggle':
        shape[field.name] = Yup.boolean()
        break
      case 'image':
        shape[field.name] = Yup.number().nullable()
        break
      case 'workingHours':
        shape[field.name] = workingHoursRule(t)
        break
      default:
        shape[field.name] = textRule(field, t, required)
    }
  }
  return Yup.object(shape)
}
