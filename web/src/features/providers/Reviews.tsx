import { Box, Card, Flex, Heading, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'

import { relativeTime } from '@medtour/cms/shared/relativeTime'

import { Rating } from '../../components/Rating'
import { type Lang, dirOf } from '../../lib/lang'
import { REVIEWS_QUERY, type Review } from './api/providerQueries'
import { formatFullDate } from './formatDate'
import { REVIEW_DELAY_MS, useDeferred } from './useDeferred'
import { cardSlotRecipe, linkRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe, skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

type ReviewsData = { Reviews: { docs: Review[] } }

/**
 * Reviews in the page's language, falling back to English. Asked for with the page (a rendered
 * page carries them); shown 800 ms after it (the spec's delay, ProviderReviews).
 */
export function useProviderReviews(providerId: string | number, lang: Lang) {
  const own = useQuery<ReviewsData>(REVIEWS_QUERY, { variables: { provider: providerId, language: lang } })
  const needFallback = lang !== 'en' && own.data !== undefined && own.data.Reviews.docs.length === 0
  const fallback = useQuery<ReviewsData>(REVIEWS_QUERY, {
    variables: { provider: providerId, language: 'en' },
    skip: !needFallback,
  })
  const reviews = needFallback ? fallback.data?.Reviews.docs : own.data?.Reviews.docs
  return { reviews, loading: !reviews }
}

/**
 * When a review was written, said at reading time in the page's language ("last month"), its full
 * date on hover; in the page's language and direction inside a card in the review's own.
 */
function ReviewTime({ time, lang }: { time: string; lang: Lang }) {
  return (
    // Said again when a rendered page is read (src/boot/pageBehaviours.ts), so a page kept in a
    // cache does not say "2 days ago" for ever; the app then says the same.
    <time
      dateTime={time}
      title={formatFullDate(time, lang)}
      lang={lang}
      dir={dirOf(lang)}
      data-relative=""
      suppressHydrationWarning
    >
      {relativeTime(time, lang)}
    </time>
  )
}

/**
 * The reviews, shown 800 ms after the page (spec §7, §9) with placeholders until then; a rendered
 * page that has not started the app shows them at the same time (`data-reveal-after`,
 * src/boot/pageBehaviours.ts).
 */
export function ProviderReviews({ providerId, lang }: { providerId: string | number; lang: Lang }) {
  const { t } = useTranslation('providers')
  const ready = useDeferred()
  const { reviews } = useProviderReviews(providerId, lang)
  const shown = ready && reviews !== undefined
  return (
    <Box as="section" mt="12" aria-labelledby="reviews-heading">
      <Heading id="reviews-heading" as="h2" size="2xl" mb="6" color="brand.900">
        {t('reviews.heading')}
      </Heading>
      {!shown && (
        <SimpleGrid
          columns={{ base: 1, md: 2 }}
          gap="4"
          data-hide-after={REVIEW_DELAY_MS}
          data-testid="reviews-loading"
        >
          <Skeleton h="32" />
          <Skeleton h="32" />
        </SimpleGrid>
      )}
      {reviews !== undefined && (
        <Box hidden={!shown} data-reveal-after={REVIEW_DELAY_MS}>
          {reviews.length === 0 ? (
            <Text color="gray.600">{t('reviews.none')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="reviews">
              {reviews.map((review) => (
                <Card.Root
                  key={review.id}
                  variant="outline"
                  lang={review.language}
                  dir={review.language === 'ar' ? 'rtl' : 'ltr'}
                >
                  <Card.Body gap="3">
                    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                      <Text fontWeight="bold">{review.authorName}</Text>
                      <Rating value={review.rating} label={t('rating.label', { value: review.rating })} size="xs" />
                    </Flex>
                    <Text color="gray.700" lineHeight="tall">
                      {review.text}
                    </Text>
                    <Flex justify="space-between" fontSize="sm" color="gray.500" gap="3" wrap="wrap">
                      <Text>{review.locationName}</Text>
                      {review.reviewLink ? (
                        <Link href={review.reviewLink} target="_blank" rel="noopener noreferrer" color="gray.500">
                          <ReviewTime time={review.time} lang={lang} />
                        </Link>
                      ) : (
                        <Text>
                          <ReviewTime time={review.time} lang={lang} />
                        </Text>
                      )}
                    </Flex>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </Box>
      )}
    </Box>
  )
}
