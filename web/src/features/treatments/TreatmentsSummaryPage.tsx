import { Box, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { PageHero } from '../../components/PageHero'
import { useCatalogue } from './api/catalogueQuery'
import { CatalogueFailure } from './CatalogueFailure'
import { RequestSummary } from './summary/RequestSummary'
import { useTreatmentsData } from './treatmentsStore'
import { emptyStateSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ emptyState: emptyStateSlotRecipe })

function NoRequest() {
  const { t } = useTranslation('treatments')
  const lang = useLang()
  return (
    <EmptyState.Root data-testid="summary-empty">
      <EmptyState.Content>
        <EmptyState.Title as="h2">{t('summary.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('summary.empty.message')}</EmptyState.Description>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to={`/${lang}/treatments`}>{t('summary.empty.start')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/**
 * /{lang}/treatments-summary: the wizard's answers (spec §4 treatments data) to check, edit per
 * step and send. The public header is hidden here (spec §2), so the hero's breadcrumb leads home.
 */
export default function TreatmentsSummaryPage() {
  const { t } = useTranslation('treatments')
  const values = useTreatmentsData()
  const { catalogue, loading, error, refetch } = useCatalogue()
  usePageMeta({ title: t('summary.title'), description: t('summary.intro') })
  return (
    <Box>
      <PageHero title={t('summary.title')} intro={t('summary.intro')} />
      <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        {!values ? (
          <NoRequest />
        ) : loading ? (
          <Stack gap="6" data-testid="summary-loading" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="32" rounded="lg" />
            ))}
          </Stack>
        ) : catalogue ? (
          <RequestSummary values={values} catalogue={catalogue} />
        ) : (
          <CatalogueFailure error={error} onRetry={() => void refetch()} />
        )}
      </Box>
    </Box>
  )
}
