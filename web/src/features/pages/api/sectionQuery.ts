import { gql } from '@apollo/client'

export interface SectionEntry {
  id: string | number
  path: string
  title: string
  description: string | null
  banner: {
    url: string | null
    alt: string | null
    sizes?: { thumbnail?: { url: string | null } | null } | null
  } | null
}

/** The information pages of one section (turkey, cities…), in the panel's order. */
export const SECTION_QUERY = gql`
  query Section($section: Page_section_Input!, $locale: LocaleInputType) {
    Pages(where: { section: { equals: $section } }, sort: "_order", limit: 50, locale: $locale, fallbackLocale: en) {
      docs {
        id
        path
        title
        description
        banner {
          url
          alt
          sizes {
            thumbnail {
              url
            }
          }
        }
      }
    }
  }
`
