import { Box, Button, Card, Image, SimpleGrid } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { usePreviewQuery } from '../../lib/preview'
import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { ArrowEndIcon } from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { imageAttributes, mediaImage } from '../../lib/mediaImage'
import { ServerErrorPage } from '../errors/ErrorPage'
import { SECTION_DRAFT_QUERY, SECTION_QUERY, type SectionEntry } from './api/sectionQuery'
import { SectionStructuredData } from './PageStructuredData'
import { cardSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ card: cardSlotRecipe })

export type Section = 'turkey' | 'cities'

/** A card's picture: one card a row on a phone, two from `md` in a 7xl (1280 px) page less its padding. */
const CARD_SIZES = '(min-width: 1280px) 610px, (min-width: 768px) 50vw, 100vw'

/**
 * /{lang}/turkey and /{lang}/cities: the section's information pages as cards, so the parent of
 * a navigation dropdown (and a shared link to it) leads somewhere useful; for search engines,
 * Türkiye as a destination and the list of city guides.
 */
export default function SectionPage({ section }: { section: Section }) {
  const lang = useLang()
  const { t } = useTranslation()
  const { query, options, waiting } = usePreviewQuery(SECTION_QUERY, SECTION_DRAFT_QUERY, { section, locale: lang })
  const { data, loading, error } = useQuery<{ Pages: { docs: SectionEntry[] } }>(query, options)
  usePageMeta({ title: t(`sections.${section}.title`), description: t(`sections.${section}.description`) })
  if (loading || waiting) return <FullScreenSpinner />
  if (error) return <ServerErrorPage />
  const pages = data?.Pages.docs ?? []
  return (
    <Box data-section={section}>
      <SectionStructuredData section={section} pages={pages} />
      <PageHero title={t(`sections.${section}.title`)} intro={t(`sections.${section}.description`)} />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="section-cards">
          {pages.map((page) => {
            const banner = mediaImage(page.banner, { sizes: CARD_SIZES, src: 'thumbnail' })
            return (
              <Card.Root key={page.path} overflow="hidden" variant="elevated">
                {banner && <Image {...imageAttributes(banner)} alt={page.banner?.alt ?? ''} h="48" objectFit="cover" />}
                <Card.Body gap="3">
                  <Card.Title as="h2" fontSize="xl">
                    {page.title}
                  </Card.Title>
                  {page.description && <Card.Description lineClamp={3}>{page.description}</Card.Description>}
                </Card.Body>
                <Card.Footer>
                  <Button asChild colorPalette="brand" variant="outline">
                    <RouterLink to={`/${lang}/${page.path}`}>
                      {t('actions.readMore')}
                      <ArrowEndIcon />
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            )
          })}
        </SimpleGrid>
      </Box>
    </Box>
  )
}
