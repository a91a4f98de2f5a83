import type { RatingSource } from '@medtour/cms/shared/ratingSources'

/**
 * Shapes of the seed fixtures. Every person-readable text comes in English (`en`) and
 * Arabic (`ar`). Rich bodies are written as `Blocks`: a list of strings where
 *   "## Heading"   becomes an h2, "### Heading" an h3,
 *   "- item"       consecutive items become one bulleted list,
 *   anything else  becomes a paragraph.
 */
export type Lang = 'en' | 'ar'
export type Blocks = string[]
export type Bilingual<T> = Record<Lang, T>

export type PageSeed = {
  slug: string
  /** route under /{lang}/, e.g. "medical-tourism/why-medical-tourism" */
  path: string
  section: 'general' | 'medical-tourism' | 'turkey' | 'cities' | 'legal'
  order: number
  /** key of an image in seed/assets (file name without extension) */
  banner: string
  content: Bilingual<{ title: string; description: string; intro: string; body: Blocks }>
}

export type FaqSeed = { order: number; content: Bilingual<{ question: string; answer: string }> }

export type FigureSeed = { key: string; value: string; label: string }

export type ProviderSeed = {
  slug: 'medical-park' | 'dunyagoz' | 'estethica'
  order: number
  image: string
  speciality: string // speciality slug
  rating: number
  /** One figure for both languages, with where it was read and when. */
  totalReviews: number
  totalRating: number
  ratingSource: RatingSource
  /** ISO date */
  ratingCheckedOn: string
  priceRange: string
  lat: number
  lng: number
  icons: string[]
  content: Bilingual<{
    name: string
    description: string
    brief: string
    body: Blocks
    address: string
    nextAvailable: string
    certifications: string[]
    excellenceAreas: string[]
    figures: FigureSeed[]
    treatmentLists: { title: string; items: string[] }[]
  }>
}

export type ReviewSeed = {
  externalId: string
  provider: ProviderSeed['slug']
  language: Lang
  authorName: string
  rating: number
  text: string
  /** ISO date-time */
  time: string
  locationName: string
  locationType: string
  locationArea: string
  /** The review on its source (e.g. Google Maps), when there is a real one. */
  reviewLink?: string
}

export type SpecialitySeed = {
  slug: string
  order: number
  image: string
  content: Bilingual<{ name: string; description: string }>
}

export type TreatmentSeed = {
  slug: string
  speciality: string
  order: number
  priceRange: string
  stayDays: number
  content: Bilingual<{ name: string; description: string }>
}

export type WorkingHours = { day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'; start: string; end: string }[]

export type DoctorSeed = {
  slug: string
  provider: ProviderSeed['slug']
  facility: string // facility slug
  speciality: string // speciality slug
  photo: string
  languages: ('en' | 'ar' | 'tr' | 'ru' | 'de' | 'fr')[]
  yearsOfExperience: number
  slotMinutes: number
  workingHours: WorkingHours
  /** A first consultation's price in euros; null: "Price on request". */
  consultationFee: number | null
  content: Bilingual<{ name: string; title: string; bio: string }>
}

export type FacilitySeed = {
  slug: string
  provider: ProviderSeed['slug']
  city: string // city slug
  phone: string
  lat: number
  lng: number
  content: Bilingual<{ name: string; address: string }>
}
