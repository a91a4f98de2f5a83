import { Field, Fieldset, NativeSelect, RadioCard, SimpleGrid, chakra } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../../lib/LangContext'
import { formatMonth } from '../format'
import { monthOptions } from '../treatmentsSchema'
import { BUDGETS, CITIES, MAX_COMPANIONS, type TreatmentValues } from '../treatmentValues'
import { useFieldError } from './StepFrame'
import {
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
} from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ radiomark: radiomarkRecipe })
registerSlotRecipes({
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioCard: radioCardSlotRecipe,
})

type SelectName = 'month' | 'companions' | 'budget'

function SelectField({
  name,
  required,
  placeholder,
  options,
}: {
  name: SelectName
  required?: boolean
  placeholder: string
  options: { value: string; label: string }[]
}) {
  const { t } = useTranslation('treatments')
  const { values, handleChange, handleBlur } = useFormikContext<TreatmentValues>()
  const error = useFieldError(name)
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {t(`steps.travel.${name}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={values[name]} onChange={handleChange} onBlur={handleBlur}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** Step 3: preferred month (the next 12), companions, preferred city and an optional budget. */
export function TravelStep() {
  const { t } = useTranslation('treatments')
  const lang = useLang()
  const { values, setFieldValue, setFieldTouched } = useFormikContext<TreatmentValues>()
  const cityError = useFieldError('city')
  const months = useMemo(() => monthOptions().map((m) => ({ value: m, label: formatMonth(m, lang) })), [lang])
  const companions = Array.from({ length: MAX_COMPANIONS + 1 }, (_, n) => ({
    value: String(n),
    label: n === 0 ? t('steps.travel.alone') : String(n),
  }))
  const budgets = BUDGETS.map((b) => ({ value: b, label: t(`budgets.${b}`) }))

  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField name="month" required placeholder={t('steps.travel.choose')} options={months} />
        <SelectField name="companions" required placeholder={t('steps.travel.choose')} options={companions} />
      </SimpleGrid>
      <Fieldset.Root invalid={Boolean(cityError)}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {t('steps.travel.city')}
          <chakra.span color="fg.error" ms="1" aria-hidden>
            *
          </chakra.span>
        </Fieldset.Legend>
        <RadioCard.Root
          name="city"
          value={values.city || null}
          onValueChange={(details) => {
            void setFieldValue('city', details.value ?? '')
            void setFieldTouched('city', true, false)
          }}
          colorPalette="brand"
          variant="outline"
          aria-label={t('steps.travel.city')}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {CITIES.map((city) => (
              <RadioCard.Item key={city} value={city}>
                <RadioCard.ItemHiddenInput onBlur={() => void setFieldTouched('city', true)} />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText fontWeight="semibold">{t(`cities.${city}`)}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{t(`cityHints.${city}`)}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        <Fieldset.ErrorText>{cityError}</Fieldset.ErrorText>
      </Fieldset.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField name="budget" placeholder={t('steps.travel.budgetOpen')} options={budgets} />
      </SimpleGrid>
    </>
  )
}
