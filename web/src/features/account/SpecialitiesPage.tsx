import {
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  Image,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { ArrowEndIcon } from '../../components/icons'
import { type ApiFailure, type ContentOf, type Schema, apiCall } from '../../lib/api'
import { mediaUrl } from '../../lib/apollo'
import { describeFailure } from '../../lib/failure'
import { cardSlotRecipe, emptyStateSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe, emptyState: emptyStateSlotRecipe })

/** A speciality as GET /speciality lists it (the contract's `Speciality`). */
export type Speciality = Schema<'Speciality'>

/** Spec §9: the speciality list is read with limit 100 from offset 0, in the page's language. */
export const fetchSpecialities = (lang: string, signal?: AbortSignal) =>
  apiCall<ContentOf<'/speciality', 'get'>>({ url: '/speciality', query: { limit: 100, offset: 0, lang }, signal })

type Load = { status: 'loading' } | { status: 'failed'; failure: ApiFailure } | { status: 'ready'; items: Speciality[] }

const StethoscopeIcon = () => (
  <chakra.svg viewBox="0 0 24 24" boxSize="12" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden>
    <path d="M6 3v6a5 5 0 0 0 10 0V3M11 14v2a5 5 0 0 0 10 0v-2" strokeLinecap="round" />
    <circle cx="21" cy="12" r="2" />
  </chakra.svg>
)

/** The specialities (GET /speciality) as cards that lead to the doctors of each. */
export default function SpecialitiesPage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  usePageMeta({ title: t('specialities.title'), description: t('specialities.description') })
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    fetchSpecialities(lang, controller.signal)
      .then((result) =>
        setLoad(
          result.success
            ? { status: 'ready', items: Array.isArray(result.content) ? result.content : [] }
            : { status: 'failed', failure: result },
        ),
      )
      .catch(() => undefined) // aborted: the page was left
    return () => controller.abort()
  }, [lang, attempt])

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('specialities.title')}
        </Heading>
        <Text color="fg.muted">{t('specialities.intro')}</Text>
      </Stack>

      {load.status === 'loading' && (
        <Box role="status" aria-live="polite" data-testid="specialities-loading">
          <VisuallyHidden>{t('specialities.loading')}</VisuallyHidden>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
            {Array.from({ length: 6 }, (_, i) => (
              <Card.Root key={i} overflow="hidden">
                <Skeleton h="36" />
                <Card.Body gap="3">
                  <Skeleton h="5" w="60%" />
                  <SkeletonText noOfLines={3} />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>
      )}

      {load.status === 'failed' && (
        <Stack gap="4" align="flex-start">
          <DismissibleAlert
            type="error"
            title={t('specialities.failureTitle')}
            message={describeFailure(load.failure, t, lang)}
          />
          <Button colorPalette="brand" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('specialities.retry')}
          </Button>
        </Stack>
      )}

      {load.status === 'ready' && load.items.length === 0 && (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.500">
              <StethoscopeIcon />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">{t('specialities.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('specialities.emptyMessage')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}

      {load.status === 'ready' && load.items.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="5" data-testid="specialities">
          {load.items.map((speciality) => (
            <LinkBox as="li" key={speciality.id} display="flex">
              <Card.Root
                overflow="hidden"
                w="full"
                transition="box-shadow 0.2s, transform 0.2s"
                _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                {speciality.img ? (
                  <Image src={mediaUrl(speciality.img)} alt="" h="40" w="full" objectFit="cover" loading="lazy" />
                ) : (
                  <Flex h="40" align="center" justify="center" bg="brand.50" color="brand.500">
                    <StethoscopeIcon />
                  </Flex>
                )}
                <Card.Body gap="2">
                  <Card.Title as="h2" fontSize="lg">
                    <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                      <RouterLink to={`/${lang}/doctor-list?speciality=${encodeURIComponent(speciality.slug)}`}>
                        {speciality.name}
                      </RouterLink>
                    </LinkOverlay>
                  </Card.Title>
                  {speciality.description && (
                    <Card.Description lineClamp={4}>{speciality.description}</Card.Description>
                  )}
                </Card.Body>
                <Card.Footer>
                  <Flex align="center" gap="2" color="brand.600" fontWeight="medium" fontSize="sm" aria-hidden>
                    {t('specialities.findDoctor')}
                    <ArrowEndIcon />
                  </Flex>
                </Card.Footer>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
