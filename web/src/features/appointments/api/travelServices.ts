import { gql } from '@apollo/client'
import { useQuery } from '@apollo/client/react'

import type { Lang } from '../../../lib/lang'
import { MEDIA_IMAGE_FIELDS, type MediaSource } from '../../../lib/mediaImage'

/** An option of a field of the CMS global `travel-services`: the stored code and its words. */
export interface TravelServiceOption {
  value: string | null
  label: string | null
}

export interface TravelServiceField {
  name: string | null
  label: string | null
  kind: string | null
  required: boolean | null
  min: number | null
  max: number | null
  options: TravelServiceOption[] | null
}

export interface TravelServicePackage {
  key: string | null
  title: string | null
  prompt: string | null
  /** The banner with its sizes and focal point (MEDIA_IMAGE_FIELDS). */
  banner: (MediaSource & { url: string | null }) | null
  fields: TravelServiceField[] | null
}

/** The global as the site reads it (cms/src/globals/TravelServices.ts). */
export interface TravelServicesGlobal {
  packages: TravelServicePackage[] | null
}

export const TRAVEL_SERVICES_QUERY = gql`
  query SurveyTravelServices($locale: LocaleInputType) {
    TravelService(locale: $locale, fallbackLocale: en) {
      packages {
        key
        title
        prompt
        banner { ${MEDIA_IMAGE_FIELDS} }
        fields {
          name
          label
          kind
          required
          min
          max
          options {
            value
            label
          }
        }
      }
    }
  }
`

/**
 * The survey's words as marketing edits them in the panel, in the page's language (English where
 * a text has no Arabic yet). `global` is null while loading and when the CMS cannot answer: the
 * survey then speaks with its own translations, so a failure is not shown to the patient. While a
 * new language loads, the previous answer stays (the form does not lose its place).
 */
export function useTravelServices(lang: Lang) {
  const { data, previousData, loading, error } = useQuery<{ TravelService: TravelServicesGlobal | null }>(
    TRAVEL_SERVICES_QUERY,
    { variables: { locale: lang } },
  )
  const global = (data ?? previousData)?.TravelService ?? null
  return { global, loading: loading && !global && !error }
}
