/**
 * Doctors from the CMS (Payload GraphQL `Doctors`): the search list, the filter options and one
 * profile. Only active records are asked for, whoever is signed in to the CMS. Localized fields
 * (name, title, bio, speciality/provider/city names) come in the page's language, English where
 * no translation exists.
 */
import { CombinedGraphQLErrors, gql } from '@apollo/client'

import { MEDIA_IMAGE_FIELDS, type MediaSource } from '../../../lib/mediaImage'

export interface Ref {
  id: number
  slug: string
  name: string
}

export interface DoctorCard {
  id: number
  slug: string
  name: string
  title: string | null
  languages: string[] | null
  yearsOfExperience: number | null
  /** A first consultation's price; no amount: "Price on request". */
  consultationFee: { amount: number | null; currency: string | null } | null
  /**
   * The photo with its sizes and focal point (MEDIA_IMAGE_FIELDS). No `alt`: a portrait is
   * described by the doctor's name in the reader's language (`photoAlt`), not the image's text.
   */
  photo: (MediaSource & { url: string | null }) | null
  speciality: Ref | null
  provider: Ref | null
  facility: (Ref & { address: string | null; city: Ref | null }) | null
}

export interface Doctor extends DoctorCard {
  bio: string | null
}

export interface FilterOptions {
  Specialities: { docs: Ref[] }
  Providers: { docs: Ref[] }
  Cities: { docs: Ref[] }
  Facilities: { docs: { id: number; city: { id: number } | null }[] }
}

const REF = 'id slug name'
const CARD_FIELDS = `
  id slug name title languages yearsOfExperience
  consultationFee { amount currency }
  photo { ${MEDIA_IMAGE_FIELDS} }
  speciality { ${REF} }
  provider { ${REF} }
  facility { ${REF} address city { ${REF} } }
`

/** The choices of the search form (active specialities, providers, active cities) and where each facility is. */
export const DOCTOR_FILTERS_QUERY = gql`
  query DoctorFilters($locale: LocaleInputType) {
    Specialities(where: { active: { equals: true } }, limit: 100, sort: "order", locale: $locale, fallbackLocale: en) {
      docs { ${REF} }
    }
    Providers(limit: 50, sort: "_order", locale: $locale, fallbackLocale: en) {
      docs { ${REF} }
    }
    Cities(where: { active: { equals: true } }, limit: 100, sort: "name", locale: $locale, fallbackLocale: en) {
      docs { ${REF} }
    }
    Facilities(where: { active: { equals: true } }, limit: 500) {
      docs { id city { id } }
    }
  }
`

export const DOCTORS_QUERY = gql`
  query DoctorSearch($where: Doctor_where, $limit: Int, $locale: LocaleInputType) {
    Doctors(where: $where, limit: $limit, sort: "name", locale: $locale, fallbackLocale: en) {
      totalDocs
      docs { ${CARD_FIELDS} }
    }
  }
`

export const DOCTOR_QUERY = gql`
  query DoctorProfile($slug: String!, $locale: LocaleInputType) {
    Doctors(where: { AND: [{ slug: { equals: $slug } }, { active: { equals: true } }] }, limit: 1, locale: $locale, fallbackLocale: en) {
      docs { ${CARD_FIELDS} bio }
    }
  }
`

export interface DoctorFilters {
  speciality?: string
  provider?: string
  city?: string
  q?: string
}

/**
 * Lower-case ASCII form of a name as slugs are written ('Şahin' → 'sahin'), so a search typed
 * without Turkish letters still finds the doctor by slug.
 */
export const slugifyQuery = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The GraphQL `where` of a search, or null when it cannot match anything (a city without
 * facilities). Slugs not among the options are ignored (the page removes them from the URL).
 */
export function doctorWhere(filters: DoctorFilters, options: FilterOptions): Record<string, unknown> | null {
  const and: Record<string, unknown>[] = [{ active: { equals: true } }]
  const speciality = options.Specialities.docs.find((s) => s.slug === filters.speciality)
  if (speciality) and.push({ speciality: { equals: speciality.id } })
  const provider = options.Providers.docs.find((p) => p.slug === filters.provider)
  if (provider) and.push({ provider: { equals: provider.id } })
  const city = options.Cities.docs.find((c) => c.slug === filters.city)
  if (city) {
    const facilities = options.Facilities.docs.filter((f) => f.city?.id === city.id).map((f) => f.id)
    if (!facilities.length) return null
    and.push({ facility: { in: facilities } })
  }
  const q = filters.q?.trim()
  if (q) {
    const slugQ = slugifyQuery(q)
    and.push({ OR: [{ name: { like: q } }, ...(slugQ ? [{ slug: { like: slugQ } }] : [])] })
  }
  return { AND: and }
}

/** A failed CMS read as the failure shape the UI describes: unreachable, or answered with errors. */
export const cmsFailure = (error: unknown) => ({
  message: CombinedGraphQLErrors.is(error) ? 'INTERNAL_ERROR' : 'NETWORK_ERROR',
  errors: [],
})
