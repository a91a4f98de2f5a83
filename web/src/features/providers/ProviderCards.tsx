import { Box, Button, Card, Flex, Image, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { ArrowEndIcon } from '../../components/icons'
import { Rating } from '../../components/Rating'
import { mediaUrl } from '../../lib/apollo'
import { PROVIDERS_QUERY, type ProviderCard } from './api/providerQueries'
import { cardSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

export function useProviders() {
  const lang = useLang()
  const { data, loading, error } = useQuery<{ Providers: { docs: ProviderCard[] } }>(PROVIDERS_QUERY, {
    variables: { locale: lang },
  })
  return { providers: data?.Providers.docs ?? [], loading, error }
}

/** The provider cards (listing page and home). */
export function ProviderCards({ providers }: { providers: ProviderCard[] }) {
  const lang = useLang()
  const { t } = useTranslation('providers')
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="provider-cards">
      {providers.map((provider) => (
        <Card.Root key={provider.slug} overflow="hidden" variant="elevated">
          {provider.image?.url && (
            <Image
              src={mediaUrl(provider.image.url)}
              alt={provider.image.alt ?? provider.name}
              h="48"
              objectFit="cover"
            />
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
      ))}
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
