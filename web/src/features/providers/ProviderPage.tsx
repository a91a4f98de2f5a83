import { Badge, Box, Flex, Grid, Heading, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { RATING_SOURCES, isRatingSource } from '@medtour/cms/shared/ratingSources'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { usePreviewQuery } from '../../lib/preview'
import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { CheckIcon } from '../../components/icons'
import { HERO_SIZES, PageHero } from '../../components/PageHero'
import { Rating } from '../../components/Rating'
import { RelatedDoctors } from '../../components/RelatedDoctors'
import { RichText } from '../../components/RichText'
import { mediaImage } from '../../lib/mediaImage'
import { providerDoctorsWhere } from '../../lib/relatedDoctorsQuery'
import { ServerErrorPage } from '../errors/ErrorPage'
import { PROVIDER_DRAFT_QUERY, PROVIDER_QUERY, type Provider } from './api/providerQueries'
import { formatDay } from './formatDate'
import { ProviderStructuredData } from './ProviderStructuredData'
import ProvidersPage from './ProvidersPage'
import { ProviderReviews } from './Reviews'
import { badgeRecipe, listSlotRecipe, statSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe })
registerSlotRecipes({ list: listSlotRecipe, stat: statSlotRecipe })

/** Formats a count in the page's language (Arabic keeps Western digits, as the CMS copy does). */
export const formatCount = (value: number, lang: string) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US').format(value)

export function RatingLine({ provider }: { provider: Provider }) {
  const lang = useLang()
  const { t } = useTranslation('providers')
  if (provider.rating == null) return null
  // Where the figures come from, and when they were read there, so that anyone can check them.
  const source = isRatingSource(provider.ratingSource) ? RATING_SOURCES[provider.ratingSource][lang] : null
  const checkedOn = provider.ratingCheckedOn ? formatDay(provider.ratingCheckedOn, lang) : ''
  return (
    <Flex align="center" gap="3" wrap="wrap" data-testid="rating-line">
      <Text fontSize="2xl" fontWeight="bold">
        {provider.rating.toFixed(1)}
      </Text>
      <Rating value={provider.rating} label={t('rating.label', { value: provider.rating })} size="md" />
      {provider.totalReviews != null && (
        <Text>
          {t('rating.reviews', { count: provider.totalReviews, formatted: formatCount(provider.totalReviews, lang) })}
        </Text>
      )}
      {source && (
        <Text flexBasis="full" fontSize="sm" color="whiteAlpha.800" data-testid="rating-source">
          {checkedOn ? t('rating.sourceCheckedOn', { source, date: checkedOn }) : t('rating.source', { source })}
        </Text>
      )}
    </Flex>
  )
}

function TextSection({ title, items, testId }: { title: string; items: { text: string }[] | null; testId: string }) {
  if (!items?.length) return null
  return (
    <Box as="section" data-testid={testId}>
      <Heading as="h2" size="xl" mb="4" color="brand.900">
        {title}
      </Heading>
      <List.Root gap="2" variant="plain">
        {items.map((item) => (
          <List.Item key={item.text} alignItems="flex-start">
            <List.Indicator asChild color="green.600" mt="1">
              <CheckIcon />
            </List.Indicator>
            {item.text}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  )
}

function ProviderDetail({ provider }: { provider: Provider }) {
  const lang = useLang()
  const { t } = useTranslation('providers')
  return (
    <article data-provider={provider.slug}>
      <ProviderStructuredData provider={provider} />
      <PageHero title={provider.name} intro={provider.brief} image={mediaImage(provider.image, { sizes: HERO_SIZES })}>
        <Box mb="6">
          <RatingLine provider={provider} />
        </Box>
      </PageHero>
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid
          as="section"
          columns={{ base: 2, md: 3, lg: 4 }}
          gap="4"
          mb="12"
          data-testid="figures"
          aria-label={t('figures.heading')}
        >
          {provider.figures?.map((figure) => (
            // A <dl> needs its term (the label) before the value: the number stays on top visually.
            <Stat.Root
              key={figure.key}
              borderWidth="1px"
              rounded="lg"
              p="4"
              flexDirection="column-reverse"
              justifyContent="flex-end"
              data-figure={figure.key}
            >
              <Stat.Label>{figure.label}</Stat.Label>
              <Stat.ValueText fontSize="2xl" color="brand.700">
                {figure.value}
              </Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10">
          <Box fontSize="lg">
            <RichText value={provider.content} />
            {provider.treatmentLists?.length ? (
              <Box as="section" mt="8" data-testid="treatments">
                <Heading as="h2" size="2xl" mb="4" color="brand.900">
                  {t('treatments.heading')}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                  {provider.treatmentLists.map((list) => (
                    <Box key={list.title} borderWidth="1px" rounded="lg" p="5">
                      <Heading as="h3" size="md" mb="3">
                        {list.title}
                      </Heading>
                      <List.Root ps="5" gap="1" fontSize="md">
                        {list.items?.map((item) => (
                          <List.Item key={item.text}>{item.text}</List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  ))}
                </SimpleGrid>
              </Box>
            ) : null}
          </Box>
          <Stack gap="8">
            <TextSection title={t('certifications.heading')} items={provider.certifications} testId="certifications" />
            <TextSection title={t('excellence.heading')} items={provider.excellenceAreas} testId="excellence-areas" />
            <Stack gap="2" fontSize="md">
              {provider.address && (
                <Text>
                  <b>{t('card.address')}:</b> {provider.address}
                </Text>
              )}
              {provider.nextAvailable && (
                <Text>
                  <b>{t('card.nextAvailable')}:</b> {provider.nextAvailable}
                </Text>
              )}
              {provider.priceRange && (
                <Text>
                  <b>{t('card.priceRange')}:</b>{' '}
                  <Badge colorPalette="green" dir="ltr">
                    {provider.priceRange}
                  </Badge>
                </Text>
              )}
            </Stack>
          </Stack>
        </Grid>
        <RelatedDoctors
          heading={t('common:relatedDoctors.atProvider')}
          where={providerDoctorsWhere(provider.id)}
          seeAllHref={`/${lang}/doctor-list?provider=${encodeURIComponent(provider.slug)}`}
        />
        <ProviderReviews providerId={provider.id} lang={lang} />
      </Box>
    </article>
  )
}

/**
 * /{lang}/health-providers/{slug} (its draft in preview mode); an unknown slug shows the listing
 * (spec §2).
 */
export default function ProviderPage() {
  const { slug = '' } = useParams()
  const lang = useLang()
  const { query, options, waiting } = usePreviewQuery(PROVIDER_QUERY, PROVIDER_DRAFT_QUERY, { slug, locale: lang })
  const { data, loading, error } = useQuery<{ Providers: { docs: Provider[] } }>(query, options)
  const provider = data?.Providers.docs[0]
  // An unknown slug shows the listing: search engines are pointed at the listing itself.
  usePageMeta({
    title: provider ? provider.name : undefined,
    description: provider?.description,
    canonical: data && !provider ? `/${lang}/health-providers` : undefined,
  })
  if (loading || waiting) return <FullScreenSpinner />
  if (error) return <ServerErrorPage />
  if (!provider) return <ProvidersPage />
  return <ProviderDetail provider={provider} />
}
