/**
 * A few doctors of one provider or one city (Payload GraphQL `Doctors`), for the sections that
 * lead from a provider or a city page to its doctors. Shared by the pages that show them
 * (components/RelatedDoctors.tsx renders it); the doctor search has its own, fuller query.
 */
import { gql } from '@apollo/client'

export interface RelatedDoctor {
  id: number
  slug: string
  name: string
  title: string | null
  photo: { url: string | null; alt: string | null; sizes: { thumbnail: { url: string | null } | null } | null } | null
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
        photo {
          url
          alt
          sizes {
            thumbnail {
              url
            }
          }
        }
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
