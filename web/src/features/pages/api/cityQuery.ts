import { gql } from '@apollo/client'

export interface CityOfPage {
  Cities: { docs: { id: number; slug: string }[] }
  Facilities: { docs: { id: number; city: { id: number } | null }[] }
}

/**
 * The active city whose guide is this information page (the city's `page`), and where the active
 * facilities are: the doctors "in this city" are those working at its facilities.
 */
export const CITY_OF_PAGE_QUERY = gql`
  query CityOfPage($page: JSON!) {
    Cities(where: { AND: [{ page: { equals: $page } }, { active: { equals: true } }] }, limit: 1) {
      docs {
        id
        slug
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
