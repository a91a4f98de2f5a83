import { Box, Card, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { PageHero } from '../../components/PageHero'
import { Wizard, type WizardPage } from '../../components/Wizard'
import { type Catalogue, useCatalogue } from './api/catalogueQuery'
import { CatalogueFailure } from './CatalogueFailure'
import { getTreatmentsData, setTreatmentsData } from './treatmentsStore'
import { initialPageOf, stepSchemas, validatorOf, withCatalogue } from './treatmentsSchema'
import { EMPTY_VALUES, STEPS, type StepKey, type TreatmentValues } from './treatmentValues'
import { AboutStep } from './wizard/AboutStep'
import { SpecialityStep } from './wizard/SpecialityStep'
import { StepFrame, WIZARD_ANCHOR_ID } from './wizard/StepFrame'
import { TravelStep } from './wizard/TravelStep'
import { TreatmentsStep } from './wizard/TreatmentsStep'
import { cardSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

/** Each step's decorative banner (spec §2: a banner image per step). */
export const bannerOf = (step: StepKey) => `/images/wizard/${step}.svg`

function TreatmentsWizard({ catalogue }: { catalogue: Catalogue }) {
  const { t, i18n } = useTranslation('treatments')
  const lang = useLang()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const lastShown = useRef<number | null>(null)
  const schemas = useMemo(() => stepSchemas(t, catalogue), [t, catalogue])
  // Stored answers (a reload, the summary's Edit, a return from login) and the asked step, once.
  const [start] = useState(() => {
    const values = withCatalogue(getTreatmentsData() ?? EMPTY_VALUES, catalogue)
    return { values, page: initialPageOf(searchParams.get('step'), values, schemas) }
  })

  const english = i18n.getFixedT('en', 'treatments')
  const arabic = i18n.getFixedT('ar', 'treatments')
  const bodies: Record<StepKey, ReactNode> = {
    speciality: <SpecialityStep catalogue={catalogue} />,
    treatments: <TreatmentsStep catalogue={catalogue} />,
    travel: <TravelStep />,
    about: <AboutStep />,
  }
  const pages: WizardPage<TreatmentValues>[] = STEPS.map((step) => ({
    label: english(`steps.${step}.label`),
    labelAr: arabic(`steps.${step}.label`),
    banner: bannerOf(step),
    validate: validatorOf(schemas[step]),
    render: () => (
      <StepFrame step={step} lastShown={lastShown}>
        {bodies[step]}
      </StepFrame>
    ),
  }))

  const onSubmit = (values: TreatmentValues) => {
    setTreatmentsData(withCatalogue(values, catalogue))
    navigate(`/${lang}/treatments-summary`)
  }

  return (
    <Card.Root id={WIZARD_ANCHOR_ID} scrollMarginTop="20" variant="elevated" data-testid="treatments-wizard">
      <Card.Body p={{ base: '4', md: '8' }}>
        <Wizard pages={pages} initialValues={start.values} initialPage={start.page} onSubmit={onSubmit} />
      </Card.Body>
    </Card.Root>
  )
}

function WizardSkeleton() {
  return (
    <Stack gap="6" data-testid="treatments-loading" aria-busy="true">
      <Skeleton h="8" />
      <Skeleton h="40" rounded="lg" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="56" rounded="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/**
 * /{lang}/treatments: the treatments wizard over the CMS catalogue (spec §2, §4, §5): speciality,
 * treatments, travel and timing, about you; Summary stores the answers and opens the summary.
 */
export default function TreatmentsPage() {
  const { t } = useTranslation('treatments')
  const { catalogue, loading, error, refetch } = useCatalogue()
  usePageMeta({ title: t('meta.title'), description: t('meta.description') })
  return (
    <Box>
      <PageHero title={t('wizard.title')} intro={t('wizard.intro')} />
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        {loading ? (
          <WizardSkeleton />
        ) : catalogue ? (
          <TreatmentsWizard catalogue={catalogue} />
        ) : (
          <CatalogueFailure error={error} onRetry={() => void refetch()} />
        )}
      </Box>
    </Box>
  )
}
