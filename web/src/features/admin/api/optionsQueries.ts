import { gql } from '@apollo/client'

/** Health providers for the doctors' and facilities' provider field (content collection: GraphQL). */
export const ADMIN_PROVIDERS_QUERY = gql`
  query AdminProviders($locale: LocaleInputType) {
    Providers(limit: 100, sort: "_order", locale: $locale, fallbackLocale: en) {
      docs {
        id
        name
      }
    }
  }
`

/** Information pages for a city's guide page. */
export const ADMIN_PAGES_QUERY = gql`
  query AdminPages($locale: LocaleInputType) {
    Pages(limit: 200, sort: "path", locale: $locale, fallbackLocale: en) {
      docs {
        id
        title
        path
      }
    }
  }
`

export interface ProvidersData {
  Providers: { docs: { id: number | string; name: string | null }[] } | null
}

export interface PagesData {
  Pages: { docs: { id: number | string; title: string | null; path: string | null }[] } | null
}
