import { Field, Fieldset, HStack, NativeSelect, RadioGroup, Text, Textarea } from '@chakra-ui/react'
import type { FormikProps } from 'formik'
import { useTranslation } from 'react-i18next'

import type { SurveyValues } from '../surveyValues'
import type { ResolvedField } from '../travelCatalog'
import { countOptions } from '../travelPackages'
import {
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ radiomark: radiomarkRecipe, textarea: textareaRecipe })
registerSlotRecipes({
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
})

interface Props {
  field: ResolvedField
  formik: FormikProps<SurveyValues>
}

/**
 * One field of a package (label and choices in the CMS's words, else the site's): a list, a row
 * of radio buttons or free text; errors once touched.
 */
export function PackageFieldControl({ field, formik }: Props) {
  const { t } = useTranslation('travel')
  const { name } = field
  const error = formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined
  const help = t(`fieldHelp.${name}`, { defaultValue: '' })
  const { label } = field

  if (field.kind === 'radio')
    return (
      <Fieldset.Root invalid={Boolean(error)} gap="2" data-field={name}>
        <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
          {label}
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        </Fieldset.Legend>
        <RadioGroup.Root
          name={name}
          value={formik.values[name] || null}
          orientation="horizontal"
          colorPalette="brand"
          onValueChange={(e) => {
            void formik.setFieldValue(name, e.value ?? '')
            void formik.setFieldTouched(name, true, false)
          }}
        >
          <HStack gap="5" wrap="wrap" minH="10">
            {field.choices.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput
                  aria-invalid={Boolean(error) || undefined}
                  onBlur={() => void formik.setFieldTouched(name, true)}
                />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {help && <Fieldset.HelperText>{help}</Fieldset.HelperText>}
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </Fieldset.Root>
    )

  if (field.kind === 'text')
    return (
      <Field.Root invalid={Boolean(error)} required={field.required} gridColumn={{ md: 'span 2' }} data-field={name}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name={name}
          rows={3}
          maxLength={field.max}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder={t(`fieldPlaceholder.${name}`)}
        />
        {help && <Field.HelperText>{help}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    )

  const options = field.kind === 'count' ? countOptions(field).map((value) => ({ value, label: value })) : field.choices
  return (
    <Field.Root invalid={Boolean(error)} required data-field={name}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder={field.kind === 'select' ? t('survey.choose') : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
