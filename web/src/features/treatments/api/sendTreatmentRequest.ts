import { apiCall } from '../../../lib/api'
import type { Lang } from '../../../lib/lang'
import type { TreatmentValues } from '../treatmentValues'

/** POST /api/v1/treatment (docs/api.md "Treatments"; user only). */
export interface TreatmentRequestBody {
  specialityId?: number
  treatmentIds: number[]
  /** The wizard's values per step (JSON, at most 20,000 characters). */
  answers: {
    speciality: { specialityId: number | null }
    treatments: { treatmentIds: number[] }
    travel: { preferredMonth: string; companions: number; preferredCity: string; budget: string | null }
    about: { contactMethod: string | null }
  }
  notes?: string
  lang: Lang
}

export interface SavedTreatmentRequest {
  id: number
  userId: number
  specialityId: number | null
  treatmentIds: number[]
  answers: Record<string, unknown>
  notes: string | null
  lang: Lang
  createdAt: string
}

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
