import { gql } from '@apollo/client'

export interface CityOfPage {
  Cities: {
    docs: {
      id: number
      slug: string
      name: string
      lat: number | null
      lng: number | null
      country: { name: string } | null
    }[]
  }
  Facilities: { docs: { id: number; city: { id: number } | null }[] }
}

/**
 * The active city whose guide is this information page (the city's `page`), in the page's
 * language (its name, place and country describe the guide to search engines), and where the
 * active facilities are: the doctors "in this city" are those working at its facilities.
 */
export const CITY_OF_PAGE_QUERY = gql`
  query CityOfPage($page: JSON!, $locale: LocaleInputType) {
    Cities(
      where: { AND: [{ page: { equals: $page } }, { active: { equals: true } }] }
      limit: 1
      locale: $locale
      fallbackLocale: en
    ) {
      docs {
        id
        slug
        name
        lat
        lng
        country {
          name
        }
      }
    }
    Facilities(where: { active: { equals: true } }, limit: 500) {
      docs {
        id
        city {
          id
        }
      }
    }
  }
`

/** The city query of a page in a language (one request serves the doctors and the destination). */
export const cityOfPageVariables = (page: string | number, locale: string) => ({ page, locale })
