/**
 * A few doctors of one provider or one city (Payload GraphQL `Doctors`), for the sections that
 * lead from a provider or a city page to its doctors. Shared by the pages that show them
 * (components/RelatedDoctors.tsx renders it); the doctor search has its own, fuller query.
 */
import { gql } from '@apollo/client'

import { MEDIA_IMAGE_FIELDS, type MediaSource } from './mediaImage'

export interface RelatedDoctor {
  id: number
  slug: string
  name: string
  title: string | null
  /**
   * The photo with its sizes and focal point (MEDIA_IMAGE_FIELDS). No `alt`: a portrait is
   * described by the doctor's name in the reader's language (`photoAlt`), not the image's text.
   */
  photo: (MediaSource & { url: string | null }) | null
  speciality: { id: number; name: string } | null
}

export interface RelatedDoctorsData {
  Doctors: { totalDocs: number; docs: RelatedDoctor[] }
}

/** How many doctors a section shows; "See all" opens the filtered list for the rest. */
export const RELATED_DOCTORS_LIMIT = 6

export const RELATED_DOCTORS_QUERY = gql`
  query RelatedDoctors($where: Doctor_where, $limit: Int, $locale: LocaleInputType) {
    Doctors(where: $where, limit: $limit, sort: "name", locale: $locale, fallbackLocale: en) {
      totalDocs
      docs {
        id
        slug
        name
        title
        photo { ${MEDIA_IMAGE_FIELDS} }
        speciality {
          id
          name
        }
      }
    }
  }
`

/** Active doctors of one provider (by id). */
export const providerDoctorsWhere = (providerId: string | number) => ({
  AND: [{ active: { equals: true } }, { provider: { equals: providerId } }],
})

/** Active doctors working at any of these facilities (a city's). */
export const facilityDoctorsWhere = (facilityIds: (string | number)[]) => ({
  AND: [{ active: { equals: true } }, { facility: { in: facilityIds } }],
})
