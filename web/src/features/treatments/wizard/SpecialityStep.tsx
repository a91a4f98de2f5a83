import { Box, EmptyState, Fieldset, Image, RadioCard, SimpleGrid } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import { useTranslation } from 'react-i18next'

import { imageAttributes, mediaImage } from '../../../lib/mediaImage'
import type { Catalogue } from '../api/catalogueQuery'
import type { TreatmentValues } from '../treatmentValues'
import { useFieldError } from './StepFrame'
import { emptyStateSlotRecipe, fieldsetSlotRecipe, radioCardSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ radiomark: radiomarkRecipe })
registerSlotRecipes({ emptyState: emptyStateSlotRecipe, fieldset: fieldsetSlotRecipe, radioCard: radioCardSlotRecipe })

/** A card's picture: one card a row on a phone, two from `sm`, three from `lg` in a 6xl (1152 px) page. */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 480px) 50vw, 100vw'

/** Step 1: one speciality, as cards with their image (required). */
export function SpecialityStep({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation('treatments')
  const { values, setValues, setFieldTouched } = useFormikContext<TreatmentValues>()
  const error = useFieldError('specialityId')

  if (catalogue.specialities.length === 0)
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>{t('steps.speciality.empty')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    )

  const choose = (value: string | null) => {
    const id = value ? Number(value) : null
    void setFieldTouched('specialityId', true, false)
    // Treatments belong to one speciality: a new speciality starts a new choice. One update, so
    // one validation runs on the new values.
    if (id !== values.specialityId) void setValues({ ...values, specialityId: id, treatmentIds: [] })
  }

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend srOnly>{t('steps.speciality.legend')}</Fieldset.Legend>
      <RadioCard.Root
        name="specialityId"
        value={values.specialityId == null ? null : String(values.specialityId)}
        onValueChange={(details) => choose(details.value)}
        colorPalette="brand"
        variant="outline"
        aria-label={t('steps.speciality.legend')}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {catalogue.specialities.map((speciality) => {
            const image = mediaImage(speciality.image, { sizes: CARD_SIZES })
            return (
              <RadioCard.Item key={speciality.id} value={String(speciality.id)} data-testid="speciality-card">
                <RadioCard.ItemHiddenInput onBlur={() => void setFieldTouched('specialityId', true)} />
                <RadioCard.ItemControl flexDirection="column" alignItems="stretch" gap="3" h="full">
                  {image && (
                    <Image
                      {...imageAttributes(image)}
                      alt=""
                      h="32"
                      w="full"
                      objectFit="cover"
                      rounded="md"
                      loading="lazy"
                    />
                  )}
                  <Box display="flex" gap="3" alignItems="flex-start">
                    <RadioCard.ItemContent flex="1">
                      <RadioCard.ItemText fontWeight="semibold">{speciality.name}</RadioCard.ItemText>
                      {speciality.description && (
                        <RadioCard.ItemDescription lineClamp={3}>{speciality.description}</RadioCard.ItemDescription>
                      )}
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </Box>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            )
          })}
        </SimpleGrid>
      </RadioCard.Root>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}
