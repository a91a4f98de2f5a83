import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { RelatedDoctors } from '../../components/RelatedDoctors'
import { facilityDoctorsWhere } from '../../lib/relatedDoctorsQuery'
import { CITY_OF_PAGE_QUERY, type CityOfPage, cityOfPageVariables } from './api/cityQuery'

/**
 * "Doctors in this city" on a city's guide page (cities/istanbul…): the doctors of the facilities
 * in the city the page belongs to, and "See all" to the doctor list filtered by the city's slug
 * (`?city=`, as the search reads it). Nothing while the city is unknown or the CMS cannot answer.
 */
export function CityDoctors({ pageId }: { pageId: string | number }) {
  const lang = useLang()
  const { t } = useTranslation()
  const { data } = useQuery<CityOfPage>(CITY_OF_PAGE_QUERY, { variables: cityOfPageVariables(pageId, lang) })
  const city = data?.Cities.docs[0]
  if (!city) return null
  const facilities = data.Facilities.docs.filter((f) => f.city?.id === city.id).map((f) => f.id)
  return (
    <RelatedDoctors
      heading={t('relatedDoctors.inCity')}
      where={facilities.length ? facilityDoctorsWhere(facilities) : null}
      seeAllHref={`/${lang}/doctor-list?city=${encodeURIComponent(city.slug)}`}
    />
  )
}
