import { CombinedGraphQLErrors, gql } from '@apollo/client'
import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'

import { useLang } from '../../../lib/LangContext'
import { MEDIA_IMAGE_FIELDS, type MediaSource } from '../../../lib/mediaImage'

export interface Speciality {
  id: number
  slug: string
  name: string
  description: string | null
  /** Its picture with its sizes and focal point (MEDIA_IMAGE_FIELDS). */
  image: (MediaSource & { url: string | null; alt: string | null }) | null
}

export interface Treatment {
  id: number
  slug: string
  name: string
  description: string | null
  /** Indicative package price range text, e.g. "$1,800 - $3,500". */
  priceRange: string | null
  /** Typical days to stay in Turkey. */
  stayDays: number | null
  speciality: { id: number } | null
}

export interface CatalogueData {
  Specialities: { docs: Speciality[] }
  Treatments: { docs: Treatment[] }
}

/**
 * The wizard's catalogue: the active specialities (spec §9: limit 100) and the active treatments,
 * in the page's language (English where a translation is missing), in the panel's order.
 */
export const CATALOGUE_QUERY = gql`
  query TreatmentsCatalogue($locale: LocaleInputType) {
    Specialities(where: { active: { equals: true } }, sort: "order", limit: 100, locale: $locale, fallbackLocale: en) {
      docs {
        id
        slug
        name
        description
        image { ${MEDIA_IMAGE_FIELDS} }
      }
    }
    Treatments(where: { active: { equals: true } }, sort: "order", limit: 500, locale: $locale, fallbackLocale: en) {
      docs {
        id
        slug
        name
        description
        priceRange
        stayDays
        speciality {
          id
        }
      }
    }
  }
`

export interface Catalogue {
  specialities: Speciality[]
  treatments: Treatment[]
  specialityById: (id: number | null) => Speciality | undefined
  treatmentsOf: (specialityId: number | null) => Treatment[]
}

export const makeCatalogue = (data: CatalogueData | undefined): Catalogue => {
  const specialities = data?.Specialities.docs ?? []
  const treatments = data?.Treatments.docs ?? []
  return {
    specialities,
    treatments,
    specialityById: (id) => specialities.find((s) => s.id === id),
    treatmentsOf: (id) => (id == null ? [] : treatments.filter((t) => t.speciality?.id === id)),
  }
}

/** A failed catalogue read as an API error code (common `apiErrors.*`): the server's or the network's. */
export const catalogueFailureCode = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? 'SERVICE_UNAVAILABLE' : 'NETWORK_ERROR'

export function useCatalogue() {
  const lang = useLang()
  const { data, loading, error, refetch } = useQuery<CatalogueData>(CATALOGUE_QUERY, {
    variables: { locale: lang },
    notifyOnNetworkStatusChange: true,
  })
  const catalogue = useMemo(() => (data ? makeCatalogue(data) : null), [data])
  return {
    catalogue,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  }
}
