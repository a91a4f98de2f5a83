import { Alert, Badge, CheckboxCard, Fieldset, HStack, SimpleGrid, Text, chakra } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../../lib/LangContext'
import type { Catalogue, Treatment } from '../api/catalogueQuery'
import { formatDays } from '../format'
import type { TreatmentValues } from '../treatmentValues'
import { useFieldError } from './StepFrame'
import {
  alertSlotRecipe,
  badgeRecipe,
  checkboxCardSlotRecipe,
  checkmarkRecipe,
  fieldsetSlotRecipe,
} from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe, checkmark: checkmarkRecipe })
registerSlotRecipes({ alert: alertSlotRecipe, checkboxCard: checkboxCardSlotRecipe, fieldset: fieldsetSlotRecipe })

/** The indicative price and typical stay of a treatment (wizard cards and the summary). */
export function TreatmentFacts({ treatment }: { treatment: Treatment }) {
  const { t } = useTranslation('treatments')
  const lang = useLang()
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
      {treatment.priceRange && (
        <Text>
          {t('treatment.price')}{' '}
          <chakra.bdi dir="ltr" fontWeight="semibold" color="fg">
            {treatment.priceRange}
          </chakra.bdi>
        </Text>
      )}
      {treatment.stayDays != null && (
        <Text>
          {t('treatment.stay')}{' '}
          <chakra.span fontWeight="semibold" color="fg">
            {formatDays(treatment.stayDays, lang)}
          </chakra.span>
        </Text>
      )}
    </HStack>
  )
}

/** Step 2: the treatments of the chosen speciality, several at once (at least one). */
export function TreatmentsStep({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation('treatments')
  const { values, setFieldValue, setFieldTouched } = useFormikContext<TreatmentValues>()
  const error = useFieldError('treatmentIds')
  const speciality = catalogue.specialityById(values.specialityId)
  const treatments = catalogue.treatmentsOf(values.specialityId)

  if (treatments.length === 0)
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('steps.treatments.empty')}</Alert.Description>
      </Alert.Root>
    )

  const toggle = (id: number, checked: boolean) => {
    const next = checked
      ? [...values.treatmentIds.filter((x) => x !== id), id]
      : values.treatmentIds.filter((x) => x !== id)
    void setFieldValue('treatmentIds', next)
    void setFieldTouched('treatmentIds', true, false)
  }

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Fieldset.Legend fontSize="md" fontWeight="semibold">
          {speciality?.name}
        </Fieldset.Legend>
        <Badge colorPalette={values.treatmentIds.length ? 'brand' : 'gray'} aria-live="polite">
          {t('steps.treatments.selected', { number: values.treatmentIds.length })}
        </Badge>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {treatments.map((treatment) => (
          <CheckboxCard.Root
            key={treatment.id}
            value={String(treatment.id)}
            checked={values.treatmentIds.includes(treatment.id)}
            onCheckedChange={(details) => toggle(treatment.id, details.checked === true)}
            colorPalette="brand"
            variant="outline"
            data-testid="treatment-card"
          >
            <CheckboxCard.HiddenInput name="treatmentIds" />
            <CheckboxCard.Control>
              <CheckboxCard.Content>
                <CheckboxCard.Label fontWeight="semibold">{treatment.name}</CheckboxCard.Label>
                {treatment.description && (
                  <CheckboxCard.Description lineClamp={3}>{treatment.description}</CheckboxCard.Description>
                )}
              </CheckboxCard.Content>
              <CheckboxCard.Indicator />
            </CheckboxCard.Control>
            <CheckboxCard.Addon>
              <TreatmentFacts treatment={treatment} />
            </CheckboxCard.Addon>
          </CheckboxCard.Root>
        ))}
      </SimpleGrid>
      <Fieldset.HelperText>{t('steps.treatments.priceNote')}</Fieldset.HelperText>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}
