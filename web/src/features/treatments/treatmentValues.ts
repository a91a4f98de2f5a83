/**
 * The treatments wizard's values (spec §3 "Wizard values: an initial page and values per step")
 * and the fixed choices of its travel and contact steps.
 */

export const CITIES = ['istanbul', 'antalya', 'any'] as const
export type City = (typeof CITIES)[number]

/** Budget bands in US dollars (the catalogue's prices are USD ranges). */
export const BUDGETS = ['under-3000', '3000-7000', '7000-15000', 'over-15000'] as const
export type Budget = (typeof BUDGETS)[number]

export const CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

/** People travelling with the patient: 0 (alone) to this many. */
export const MAX_COMPANIONS = 6
export const NOTES_MAX = 2000
/** The preferred month is one of the current month and the 11 after it. */
export const MONTHS_AHEAD = 12

export interface TreatmentValues {
  /** Step 1: one speciality of the CMS catalogue. */
  specialityId: number | null
  /** Step 2: treatments of that speciality. */
  treatmentIds: number[]
  /** Step 3: `yyyy-MM`, a count as text (the select's value), a city, an optional budget band. */
  month: string
  companions: string
  city: City | ''
  budget: Budget | ''
  /** Step 4: optional notes (medical summary) and the preferred way to be contacted. */
  notes: string
  contactMethod: ContactMethod | ''
}

export const EMPTY_VALUES: TreatmentValues = {
  specialityId: null,
  treatmentIds: [],
  month: '',
  companions: '',
  city: '',
  budget: '',
  notes: '',
  contactMethod: '',
}

/** The wizard's steps in order; `?step=N` and the summary's Edit buttons count from 1. */
export const STEPS = ['speciality', 'treatments', 'travel', 'about'] as const
export type StepKey = (typeof STEPS)[number]

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | '' =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : ''

const positiveInt = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null)

/**
 * Values read back from storage (or any other untrusted place) in the current shape: unknown
 * fields dropped, wrong types emptied, so an old or edited entry never breaks the wizard.
 */
export function normalizeValues(raw: unknown): TreatmentValues {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const ids = Array.isArray(v.treatmentIds) ? v.treatmentIds.map(positiveInt).filter((id) => id !== null) : []
  const companions = typeof v.companions === 'string' && /^\d+$/.test(v.companions) ? v.companions : ''
  return {
    specialityId: positiveInt(v.specialityId),
    treatmentIds: [...new Set(ids)],
    month: typeof v.month === 'string' && /^\d{4}-\d{2}$/.test(v.month) ? v.month : '',
    companions: companions && Number(companions) <= MAX_COMPANIONS ? companions : '',
    city: oneOf(CITIES, v.city),
    budget: oneOf(BUDGETS, v.budget),
    notes: typeof v.notes === 'string' ? v.notes.slice(0, NOTES_MAX) : '',
    contactMethod: oneOf(CONTACT_METHODS, v.contactMethod),
  }
}
