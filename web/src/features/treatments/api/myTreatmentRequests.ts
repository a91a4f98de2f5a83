import { type ContentOf, apiCall } from '../../../lib/api'
import { CITIES, CONTACT_METHODS, BUDGETS, type Budget, type City, type ContactMethod } from '../treatmentValues'

/** One of the patient's sent requests, as GET /user/me/treatment-requests answers it. */
export type OwnTreatmentRequest = ContentOf<'/user/me/treatment-requests', 'get'>[number]

/**
 * GET /user/me/treatment-requests (docs/api.md "Treatments"): the signed-in patient's own
 * requests, newest first, named in the language each was sent in.
 */
export const listMyTreatmentRequests = (signal?: AbortSignal) =>
  apiCall<OwnTreatmentRequest[]>({ url: '/user/me/treatment-requests', query: { size: 500, page: 0 }, signal })

/** The travel and contact answers the site sent (sendTreatmentRequest.ts), read defensively. */
export interface SentPreferences {
  month: string | null
  companions: number | null
  city: City | null
  budget: Budget | null
  contactMethod: ContactMethod | null
}

const objectAt = (value: unknown, key: string): Record<string, unknown> => {
  const child = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return child && typeof child === 'object' ? (child as Record<string, unknown>) : {}
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  (list as readonly unknown[]).includes(value) ? (value as T) : null

/** The answers are any JSON the API kept: only what the site itself writes is shown. */
export const sentPreferences = (answers: Record<string, unknown>): SentPreferences => {
  const travel = objectAt(answers, 'travel')
  const about = objectAt(answers, 'about')
  const month = travel.preferredMonth
  const companions = travel.companions
  return {
    month: typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? month : null,
    companions: typeof companions === 'number' && Number.isInteger(companions) && companions >= 0 ? companions : null,
    city: oneOf(CITIES, travel.preferredCity),
    budget: oneOf(BUDGETS, travel.budget),
    contactMethod: oneOf(CONTACT_METHODS, about.contactMethod),
  }
}
