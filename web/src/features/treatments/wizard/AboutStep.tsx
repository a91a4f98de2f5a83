import { Field, HStack, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import { useTranslation } from 'react-i18next'

import { CONTACT_METHODS, NOTES_MAX, type TreatmentValues } from '../treatmentValues'
import { useFieldError } from './StepFrame'
import { fieldSlotRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ textarea: textareaRecipe })
registerSlotRecipes({ field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe })

/** Step 4: an optional medical summary (at most 2,000 characters) and how to be contacted. */
export function AboutStep() {
  const { t } = useTranslation('treatments')
  const { values, handleChange, handleBlur } = useFormikContext<TreatmentValues>()
  const notesError = useFieldError('notes')
  const contactError = useFieldError('contactMethod')
  const length = values.notes.length

  return (
    <>
      <Field.Root invalid={Boolean(notesError)}>
        <Field.Label>{t('steps.about.notes')}</Field.Label>
        <Textarea
          name="notes"
          rows={7}
          value={values.notes}
          onChange={handleChange}
          onBlur={handleBlur}
          maxLength={NOTES_MAX}
          autoresize
          maxH="xl"
        />
        <HStack justify="space-between" w="full" align="flex-start" gap="4">
          {notesError ? (
            <Field.ErrorText>{notesError}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('steps.about.notesHelp')}</Field.HelperText>
          )}
          <Text fontSize="xs" color={length > NOTES_MAX ? 'fg.error' : 'fg.muted'} flexShrink={0}>
            {t('steps.about.counter', { number: length, max: NOTES_MAX })}
          </Text>
        </HStack>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root invalid={Boolean(contactError)}>
          <Field.Label>{t('steps.about.contact')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="contactMethod"
              value={values.contactMethod}
              onChange={handleChange}
              onBlur={handleBlur}
            >
              <option value="">{t('steps.about.contactAny')}</option>
              {CONTACT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`contactMethods.${method}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('steps.about.contactHelp')}</Field.HelperText>
          <Field.ErrorText>{contactError}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </>
  )
}
