import { Box, Button, Card, Flex, Image, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { ArrowEndIcon } from '../../components/icons'
import { Rating } from '../../components/Rating'
import { imageAttributes, mediaImage } from '../../lib/mediaImage'
import { usePreviewQuery } from '../../lib/preview'
import { PROVIDERS_DRAFT_QUERY, PROVIDERS_QUERY, type ProviderCard } from './api/providerQueries'
import { cardSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

/** The providers of the CMS (their drafts in preview mode). */
export function useProviders() {
  const lang = useLang()
  const { query, options, waiting } = usePreviewQuery(PROVIDERS_QUERY, PROVIDERS_DRAFT_QUERY, { locale: lang })
  const { data, loading, error } = useQuery<{ Providers: { docs: ProviderCard[] } }>(query, options)
  return { providers: data?.Providers.docs ?? [], loading: loading || waiting, error }
}

/**
 * How wide a card's picture is shown: one card a row on a phone, two from `md`, three from `lg`
 * in a 7xl (1280 px) page less its padding and gaps (under 400 px).
 */
const PROVIDER_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'

/** The provider cards (listing page and home). */
export function ProviderCards({ providers }: { providers: ProviderCard[] }) {
  const lang = useLang()
  const { t } = useTranslation('providers')
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="provider-cards">
      {providers.map((provider) => {
        const image = mediaImage(provider.image, { sizes: PROVIDER_CARD_SIZES })
        return (
          <Card.Root key={provider.slug} overflow="hidden" variant="elevated">
            {image && (
              <Image {...imageAttributes(image)} alt={provider.image?.alt ?? provider.name} h="48" objectFit="cover" />
            )}
            <Card.Body gap="3">
              <Card.Title as="h2" fontSize="xl">
                {provider.name}
              </Card.Title>
              {provider.rating != null && (
                <Flex align="center" gap="2">
                  <Text fontWeight="bold">{provider.rating.toFixed(1)}</Text>
                  <Rating value={provider.rating} label={t('rating.label', { value: provider.rating })} size="xs" />
                </Flex>
              )}
              <Card.Description lineClamp={4}>{provider.brief}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="brand" variant="outline">
                <RouterLink to={`/${lang}/health-providers/${provider.slug}`}>
                  {t('card.more')}
                  <ArrowEndIcon />
                </RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        )
      })}
    </SimpleGrid>
  )
}

export function ProviderCardsSection() {
  const { providers, loading } = useProviders()
  return (
    <Box>
      {/* Card-sized placeholders hold the space, so the sections below do not jump when the cards arrive. */}
      {loading && providers.length === 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-hidden="true" data-testid="provider-cards-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="md" borderRadius="l3" />
          ))}
        </SimpleGrid>
      )}
      {providers.length > 0 && <ProviderCards providers={providers} />}
    </Box>
  )
}
