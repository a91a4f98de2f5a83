import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { HERO_SIZES, PageHero } from '../../components/PageHero'
import { RichText } from '../../components/RichText'
import { mediaImage } from '../../lib/mediaImage'
import { NotFoundPage, ServerErrorPage } from '../errors/ErrorPage'
import { CityDoctors } from './CityDoctors'
import { CityDestination, CountryDestination } from './PageStructuredData'
import { useCmsPage } from './useCmsPage'

/**
 * An information page of the CMS `pages` collection (about us, Turkey, cities, legal…); a city's
 * guide ends with the doctors in that city. A city's guide and the Turkey pages describe a
 * TouristDestination for search engines.
 */
export default function InfoPage({ path, children }: { path: string; children?: ReactNode }) {
  const { page, loading, error } = useCmsPage(path)
  if (loading) return <FullScreenSpinner />
  if (error) return <ServerErrorPage />
  if (!page) return <NotFoundPage />
  return (
    <article data-page={page.path}>
      {page.path.startsWith('cities/') && <CityDestination page={page} />}
      {page.path.startsWith('turkey/') && <CountryDestination page={page} />}
      <PageHero title={page.title} intro={page.intro} image={mediaImage(page.banner, { sizes: HERO_SIZES })} />
      <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }} fontSize="lg">
        <RichText value={page.body} />
        {children}
        {page.path.startsWith('cities/') && <CityDoctors pageId={page.id} />}
      </Box>
    </article>
  )
}
