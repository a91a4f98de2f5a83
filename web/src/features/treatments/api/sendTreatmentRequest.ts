import { type ContentOf, type Schema, apiCall } from '../../../lib/api'
import type { Lang } from '../../../lib/lang'
import type { TreatmentValues } from '../treatmentValues'

/**
 * The wizard's values per step, as the site writes them into the request's free-form `answers`
 * (the contract takes any JSON object there, at most 20,000 characters): the site's own shape.
 */
export type TreatmentAnswers = {
  speciality: { specialityId: number | null }
  treatments: { treatmentIds: number[] }
  travel: { preferredMonth: string; companions: number; preferredCity: string; budget: string | null }
  about: { contactMethod: string | null }
}

/** POST /api/v1/treatment (docs/api.md "Treatments"; user only): the contract's body. */
export type TreatmentRequestBody = Schema<'CreateTreatmentRequest'> & { answers: TreatmentAnswers }

/** The stored request the API answers with. */
export type SavedTreatmentRequest = ContentOf<'/treatment', 'post'>

/** Control characters other than tabs and line breaks, which the API refuses. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

export function treatmentRequestBody(values: TreatmentValues, lang: Lang): TreatmentRequestBody {
  const notes = values.notes.replace(CONTROL, '').trim()
  return {
    ...(values.specialityId ? { specialityId: values.specialityId } : {}),
    treatmentIds: values.treatmentIds,
    answers: {
      speciality: { specialityId: values.specialityId },
      treatments: { treatmentIds: values.treatmentIds },
      travel: {
        preferredMonth: values.month,
        companions: Number(values.companions) || 0,
        preferredCity: values.city,
        budget: values.budget || null,
      },
      about: { contactMethod: values.contactMethod || null },
    },
    ...(notes ? { notes } : {}),
    lang,
  }
}

export const sendTreatmentRequest = (values: TreatmentValues, lang: Lang) =>
  apiCall<SavedTreatmentRequest>({ method: 'POST', url: '/treatment', body: treatmentRequestBody(values, lang) })
