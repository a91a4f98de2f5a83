import { gql } from '@apollo/client'

import type { RatingSource } from '@medtour/cms/shared/ratingSources'

import type { LexicalNode } from '../../../components/RichText'
import { withDraft } from '../../../lib/draftQuery'
import { MEDIA_IMAGE_FIELDS, type MediaSource } from '../../../lib/mediaImage'

export interface ProviderCard {
  id: string | number
  slug: string
  name: string
  brief: string | null
  rating: number | null
  totalReviews: number | null
  priceRange: string | null
  address: string | null
  nextAvailable: string | null
  /** Its picture, with its sizes and focal point (MEDIA_IMAGE_FIELDS). */
  image: (MediaSource & { url: string | null; alt: string | null }) | null
}

export interface Provider extends ProviderCard {
  description: string | null
  /** Its main speciality (null when none or inactive): its structured data's type and specialty. */
  speciality: { name: string } | null
  totalRating: number | null
  /** Where the rating and review count come from (a key of RATING_SOURCES), and when they were read there. */
  ratingSource: RatingSource | null
  ratingCheckedOn: string | null
  content: { root?: LexicalNode } | null
  certifications: { text: string }[] | null
  excellenceAreas: { text: string }[] | null
  figures: { key: string; value: string; label: string }[] | null
  treatmentLists: { title: string; items: { text: string }[] | null }[] | null
}

export interface Review {
  id: string | number
  authorName: string
  rating: number
  text: string
  time: string
  locationName: string | null
  reviewLink: string | null
  language: string
}

const CARD_FIELDS = `
  id slug name brief rating totalReviews priceRange address nextAvailable
  image { ${MEDIA_IMAGE_FIELDS} }
`

export const PROVIDERS_QUERY = gql`
  query ProvidersList($locale: LocaleInputType) {
    Providers(limit: 50, sort: "_order", locale: $locale, fallbackLocale: en) {
      docs { ${CARD_FIELDS} }
    }
  }
`

/** The list with the providers' latest drafts, for preview mode (`$draft: Boolean`, `draft: $draft`). */
export const PROVIDERS_DRAFT_QUERY = withDraft(PROVIDERS_QUERY)

export const PROVIDER_QUERY = gql`
  query ProviderDetail($slug: String!, $locale: LocaleInputType) {
    Providers(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: en) {
      docs {
        ${CARD_FIELDS}
        description totalRating ratingSource ratingCheckedOn content
        speciality { name }
        certifications { text }
        excellenceAreas { text }
        figures { key value label }
        treatmentLists { title items { text } }
      }
    }
  }
`

/** The provider's latest draft, for preview mode (`$draft: Boolean`, `draft: $draft`). */
export const PROVIDER_DRAFT_QUERY = withDraft(PROVIDER_QUERY)

export const REVIEWS_QUERY = gql`
  query ProviderReviews($provider: JSON!, $language: Review_language_Input!) {
    Reviews(where: { provider: { equals: $provider }, language: { equals: $language } }, limit: 20, sort: "-time") {
      docs {
        id
        authorName
        rating
        text
        time
        locationName
        reviewLink
        language
      }
    }
  }
`
