import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'

import { JsonLd } from '../../components/JsonLd'
import { useLang } from '../../lib/LangContext'
import { useSiteOrigin } from '../../lib/serverRender'
import { itemListLd, pageUrl, touristDestinationLd } from '../../lib/structuredData'
import type { CmsPage } from './api/pageQuery'
import type { SectionEntry } from './api/sectionQuery'
import { CITY_OF_PAGE_QUERY, type CityOfPage, cityOfPageVariables } from './api/cityQuery'

/**
 * The structured data of the information pages about places (lib/structuredData.ts builds it):
 * a city's guide and the Türkiye pages describe a TouristDestination, the cities section lists
 * the guides. Names and texts come from the CMS; the country's name is the Turkey section's own
 * title from the locale files (the page heading of /turkey).
 */

/** A city's guide: the city (its CMS name, place and country), described by the guide. */
export function CityDestination({ page }: { page: CmsPage }) {
  const lang = useLang()
  const origin = useSiteOrigin()
  // The same query and variables as CityDoctors: one request serves both.
  const { data, loading } = useQuery<CityOfPage>(CITY_OF_PAGE_QUERY, {
    variables: cityOfPageVariables(page.id, lang),
  })
  if (loading) return null
  const city = data?.Cities.docs[0]
  return (
    <JsonLd
      data={touristDestinationLd(
        {
          name: city?.name ?? page.title,
          url: pageUrl({ origin, lang }, page.path),
          description: page.description ?? page.intro,
          image: page.banner?.url,
          geo: city,
          country: city?.country?.name,
        },
        origin,
      )}
    />
  )
}

/** A page of the Turkey section: the country, described by the page. */
export function CountryDestination({ page }: { page: CmsPage }) {
  const lang = useLang()
  const origin = useSiteOrigin()
  const { t } = useTranslation()
  return (
    <JsonLd
      data={touristDestinationLd(
        {
          name: t('sections.turkey.title'),
          url: pageUrl({ origin, lang }, page.path),
          description: page.description ?? page.intro,
          image: page.banner?.url,
        },
        origin,
      )}
    />
  )
}

/** /turkey: the country with the section's pages about it; /cities: the list of city guides. */
export function SectionStructuredData({ section, pages }: { section: 'turkey' | 'cities'; pages: SectionEntry[] }) {
  const lang = useLang()
  const origin = useSiteOrigin()
  const { t } = useTranslation()
  const site = { origin, lang }
  const guides = pages.map((page) => ({ name: page.title, url: pageUrl(site, page.path) }))
  if (section === 'cities')
    return guides.length ? <JsonLd data={itemListLd(t('sections.cities.title'), guides)} /> : null
  return (
    <JsonLd
      data={touristDestinationLd(
        {
          name: t('sections.turkey.title'),
          url: pageUrl(site, section),
          description: t('sections.turkey.description'),
          subjectOf: guides,
        },
        origin,
      )}
    />
  )
}
