/**
 * The wizard's rules, one Yup schema per step (spec §5: each page validates on every submit; the
 * only required-field message is 'Required'). The catalogue decides which speciality and
 * treatment ids are valid, so stale stored choices count as unanswered.
 */
import { addMonths, format, startOfMonth } from 'date-fns'
import { type FormikErrors, validateYupSchema, yupToFormErrors } from 'formik'
import * as Yup from 'yup'

import type { Catalogue } from './api/catalogueQuery'
import {
  BUDGETS,
  CITIES,
  CONTACT_METHODS,
  MAX_COMPANIONS,
  MONTHS_AHEAD,
  NOTES_MAX,
  STEPS,
  type StepKey,
  type TreatmentValues,
} from './treatmentValues'

type T = (key: string, options?: Record<string, unknown>) => string

/** The months a patient may choose: this month and the 11 after it, as `yyyy-MM`. */
export const monthOptions = (now = new Date()) =>
  Array.from({ length: MONTHS_AHEAD }, (_, i) => format(addMonths(startOfMonth(now), i), 'yyyy-MM'))

export function stepSchemas(t: T, catalogue: Catalogue, now = new Date()): Record<StepKey, Yup.AnyObjectSchema> {
  const required = t('common:validation.required')
  const specialityIds = catalogue.specialities.map((s) => s.id)
  return {
    speciality: Yup.object({
      specialityId: Yup.number()
        .nullable()
        .required(required)
        .test('known', required, (id) => id != null && specialityIds.includes(id)),
    }),
    treatments: Yup.object({
      treatmentIds: Yup.array(Yup.number().required())
        .required(required)
        .test('some', required, function (ids) {
          const offered = catalogue.treatmentsOf((this.parent as TreatmentValues).specialityId).map((x) => x.id)
          // A speciality without listed treatments lets the patient describe their needs instead.
          return offered.length === 0 || (ids ?? []).some((id) => offered.includes(id))
        }),
    }),
    travel: Yup.object({
      month: Yup.string().required(required).oneOf(monthOptions(now), t('treatments:validation.month')),
      companions: Yup.string()
        .required(required)
        .test('count', required, (v) => /^\d+$/.test(v ?? '') && Number(v) <= MAX_COMPANIONS),
      city: Yup.string()
        .required(required)
        .oneOf([...CITIES], required),
      budget: Yup.string().oneOf(['', ...BUDGETS]),
    }),
    about: Yup.object({
      notes: Yup.string().max(NOTES_MAX, t('treatments:validation.notesMax', { max: NOTES_MAX })),
      contactMethod: Yup.string().oneOf(['', ...CONTACT_METHODS]),
    }),
  }
}

/** A Formik page validator from a Yup schema. */
export const validatorOf =
  (schema: Yup.AnyObjectSchema) =>
  (values: TreatmentValues): Promise<FormikErrors<TreatmentValues>> =>
    validateYupSchema(values, schema).then(
      () => ({}),
      (error: unknown) => yupToFormErrors(error),
    )

/** The index (0-based) of the first step whose answers are missing or invalid; the step count when complete. */
export function firstIncompleteStep(values: TreatmentValues, schemas: Record<StepKey, Yup.AnyObjectSchema>) {
  const index = STEPS.findIndex((step) => !schemas[step].isValidSync(values))
  return index === -1 ? STEPS.length : index
}

/**
 * The wizard's first page: the asked one (`?step=N`, 1-based), but never past the first step that
 * still needs an answer, so no one lands on a later step with earlier ones missing.
 */
export function initialPageOf(
  requested: string | null,
  values: TreatmentValues,
  schemas: Record<StepKey, Yup.AnyObjectSchema>,
) {
  const asked = Number.parseInt(requested ?? '', 10)
  const wanted = Number.isFinite(asked) ? Math.min(Math.max(asked - 1, 0), STEPS.length - 1) : 0
  return Math.min(wanted, firstIncompleteStep(values, schemas))
}

/** Keeps only the choices the catalogue still offers (a stored entry may be days old). */
export function withCatalogue(values: TreatmentValues, catalogue: Catalogue): TreatmentValues {
  const speciality = catalogue.specialityById(values.specialityId)
  const offered = new Set(catalogue.treatmentsOf(speciality?.id ?? null).map((x) => x.id))
  return {
    ...values,
    specialityId: speciality?.id ?? null,
    treatmentIds: values.treatmentIds.filter((id) => offered.has(id)),
  }
}
