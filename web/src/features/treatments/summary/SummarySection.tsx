import { Button, Card, DataList, Flex, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../../lib/LangContext'
import { PencilIcon } from '../../../components/icons'
import { STEPS, type StepKey } from '../treatmentValues'
import { cardSlotRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../../lib/laterRecipes'

registerSlotRecipes({ card: cardSlotRecipe, dataList: dataListSlotRecipe })

/** The wizard at a step, for the summary's Edit buttons (`?step=N`, 1-based). */
export const wizardStepPath = (lang: string, step: StepKey) => `/${lang}/treatments?step=${STEPS.indexOf(step) + 1}`

/** One step's answers on the summary, with an Edit button back into the wizard at that step. */
export function SummarySection({ step, children }: { step: StepKey; children: ReactNode }) {
  const { t } = useTranslation('treatments')
  const lang = useLang()
  const title = t(`summary.sections.${step}`)
  return (
    <Card.Root variant="outline" data-testid={`summary-${step}`}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Button asChild variant="outline" size="sm" colorPalette="brand">
            <RouterLink to={wizardStepPath(lang, step)} aria-label={t('summary.editSection', { section: title })}>
              <PencilIcon />
              {t('summary.edit')}
            </RouterLink>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

/** A label and its answer inside a section. */
export function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ sm: '60' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  )
}
