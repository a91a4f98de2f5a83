/**
 * Where a provider's rating and review count come from. The figures are kept once for both
 * languages (they are one fact), and the page names their source beside them, so a visitor and an
 * editor can check them. The panel's choices and the site's words come from here.
 */
export const RATING_SOURCES = {
  google: { en: 'Google reviews', ar: 'مراجعات Google' },
  trustpilot: { en: 'Trustpilot', ar: 'Trustpilot' },
  whatclinic: { en: 'WhatClinic', ar: 'WhatClinic' },
  patients: { en: "Our patients' reviews", ar: 'تقييمات مرضانا' },
} as const satisfies Record<string, { en: string; ar: string }>

export type RatingSource = keyof typeof RATING_SOURCES

export const isRatingSource = (value: unknown): value is RatingSource =>
  typeof value === 'string' && Object.hasOwn(RATING_SOURCES, value)

/** The panel's choices, each by its name in the panel's language. */
export const ratingSourceOptions = Object.entries(RATING_SOURCES).map(([value, label]) => ({ value, label }))
