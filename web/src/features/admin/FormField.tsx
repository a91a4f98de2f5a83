import { Badge, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, Switch, Textarea, Wrap } from '@chakra-ui/react'
import type { FormikProps } from 'formik'
import { useTranslation } from 'react-i18next'

import type { Lang } from '../../lib/lang'
import type { FormValues, WorkingHour } from './formValues'
import { ImageField } from './ImageField'
import type { FieldConfig } from './resources'
import type { RelationOptions } from './useRelationOptions'
import { WorkingHoursField } from './WorkingHoursField'
import {
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe, checkmark: checkmarkRecipe, input: inputRecipe, textarea: textareaRecipe })
registerSlotRecipes({
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  switch: switchSlotRecipe,
})

export interface FormFieldProps {
  field: FieldConfig
  formik: FormikProps<FormValues>
  relations: RelationOptions
  contentLang: Lang
  /** Describes an uploaded image (its `alt`): the record's name. */
  imageAlt: string
  /** The name changed (Add: the slug follows it until typed). */
  onNameChange?: (before: string, after: string) => void
}

/** One field of an Add or Update form, by its kind; its error shows once it is touched. */
export function FormField({ field, formik, relations, contentLang, imageAlt, onNameChange }: FormFieldProps) {
  const { t } = useTranslation('admin')
  const name = field.name
  const value = formik.values[name]
  const touched = Boolean(formik.touched[name])
  const rawError = formik.errors[name]
  const error = typeof rawError === 'string' ? rawError : undefined
  const invalid = touched && Boolean(error)
  const label = t(`fields.${name}`)
  const hint = t(`hints.${name}`, { defaultValue: '' })
  const gridColumn = field.wide ? '1 / -1' : undefined
  const set = (next: FormValues[string]) => {
    void formik.setFieldValue(name, next)
    void formik.setFieldTouched(name, true, false)
  }
  // The language a localized value is read and saved in (not part of the label's name).
  const languageBadge = field.localized ? (
    <Badge size="xs" variant="surface" colorPalette="blue" ms="2" aria-hidden="true">
      {t(`languages.${contentLang}`)}
    </Badge>
  ) : null

  if (field.kind === 'toggle')
    return (
      <Field.Root gridColumn={gridColumn}>
        <Switch.Root checked={Boolean(value)} onCheckedChange={(e) => set(e.checked)} colorPalette="green" name={name}>
          <Switch.HiddenInput onBlur={() => void formik.setFieldTouched(name, true)} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
        {hint && <Field.HelperText>{hint}</Field.HelperText>}
      </Field.Root>
    )

  if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? (value as string[]) : []
    const labelOf = (option: string) =>
      name === 'roles' ? t(`options.roles.${option}`) : t(`languages.${option}`, { defaultValue: option })
    return (
      <Fieldset.Root invalid={invalid} gridColumn={gridColumn}>
        <Fieldset.Legend fontWeight="medium" fontSize="sm">
          {label}
        </Fieldset.Legend>
        <Wrap gap="4" mt="1">
          {(field.options ?? []).map((option) => (
            <Checkbox.Root
              key={option}
              value={option}
              checked={chosen.includes(option)}
              onCheckedChange={(e) => set(e.checked ? [...chosen, option] : chosen.filter((item) => item !== option))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{labelOf(option)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
        {hint && <Fieldset.HelperText>{hint}</Fieldset.HelperText>}
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </Fieldset.Root>
    )
  }

  if (field.kind === 'image')
    return (
      <ImageField
        label={label}
        value={typeof value === 'number' ? value : null}
        alt={imageAlt}
        onChange={(id) => set(id)}
        gridColumn={gridColumn}
      />
    )

  if (field.kind === 'workingHours')
    return (
      <WorkingHoursField
        name={name}
        label={label}
        hint={hint}
        rows={Array.isArray(value) ? (value as WorkingHour[]) : []}
        formik={formik}
        gridColumn={gridColumn}
      />
    )

  const common = {
    name,
    value: String(value ?? ''),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      if (name === 'name') onNameChange?.(String(value ?? ''), e.currentTarget.value)
      formik.handleChange(e)
    },
    onBlur: formik.handleBlur,
  }

  let control: React.ReactNode
  if (field.kind === 'select' || field.kind === 'relation') {
    const owner = field.within ? String(formik.values[field.within] ?? '') : ''
    const options =
      field.kind === 'relation'
        ? (relations.options[field.source!] ?? []).filter(
            (o) => !owner || !o.parent || o.parent === owner || o.value === common.value,
          )
        : (field.options ?? []).map((option) => ({ value: option, label: t(`languages.${option}`), inactive: false }))
    const loading = field.kind === 'relation' && !relations.options[field.source!] && relations.loading
    // A stored id the list does not know keeps its place rather than disappearing.
    const unknown = common.value && !options.some((o) => o.value === common.value)
    control = (
      <NativeSelect.Root disabled={loading}>
        <NativeSelect.Field {...common}>
          <option value="">
            {loading ? t('form.loadingOptions') : field.required ? t('form.choose') : t('form.none')}
          </option>
          {unknown && <option value={common.value}>{relations.labelOf(field.source!, common.value)}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.inactive ? `${option.label} (${t('form.inactive')})` : option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    )
  } else if (field.kind === 'textarea') {
    control = <Textarea {...common} rows={name === 'bio' ? 6 : 3} autoresize maxH="60" />
  } else {
    const type = field.kind === 'email' ? 'email' : field.kind === 'password' ? 'password' : 'text'
    control = (
      <Input
        {...common}
        type={type}
        dir={field.ltr ? 'ltr' : undefined}
        textAlign="start"
        inputMode={field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
        autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
        maxLength={field.pattern === 'isoCode' ? 2 : undefined}
        textTransform={field.pattern === 'isoCode' ? 'uppercase' : undefined}
      />
    )
  }

  return (
    <Field.Root invalid={invalid} required={field.required} gridColumn={gridColumn}>
      <HStack gap="0">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {languageBadge}
      </HStack>
      {control}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
