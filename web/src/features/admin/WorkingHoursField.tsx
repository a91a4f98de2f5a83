import { Button, Field, Fieldset, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { type FormikErrors, type FormikProps, getIn } from 'formik'
import { useTranslation } from 'react-i18next'

import { PlusIcon, TrashIcon } from '../../components/icons'
import type { FormValues, WorkingHour } from './formValues'
import { WEEKDAYS } from './resources'
import { fieldSlotRecipe, fieldsetSlotRecipe, inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe })
registerSlotRecipes({ field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe })

interface Props {
  name: string
  label: string
  hint: string
  rows: WorkingHour[]
  formik: FormikProps<FormValues>
  gridColumn?: string
}

/** The next weekday without hours (a new row's default). */
const nextDay = (rows: WorkingHour[]) => WEEKDAYS.find((d) => !rows.some((r) => r.day === d)) ?? 'mon'

/** A doctor's weekly hours (Istanbul time) as rows of day, start and end. */
export function WorkingHoursField({ name, label, hint, rows, formik, gridColumn }: Props) {
  const { t } = useTranslation('admin')
  const errorAt = (index: number, part: keyof WorkingHour) => {
    const touched = getIn(formik.touched, `${name}.${index}.${part}`)
    const error = getIn(formik.errors, `${name}.${index}.${part}`) as string | undefined
    return touched && typeof error === 'string' ? error : undefined
  }
  const whole = formik.errors[name] as string | FormikErrors<WorkingHour>[] | undefined
  const update = (next: WorkingHour[]) => void formik.setFieldValue(name, next)

  return (
    <Fieldset.Root gridColumn={gridColumn} invalid={typeof whole === 'string' && Boolean(formik.touched[name])}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {label}
      </Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <Stack gap="3" mt="2">
        {rows.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('hours.none')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Grid
            key={index}
            templateColumns={{ base: '1fr 1fr auto', md: '2fr 1fr 1fr auto' }}
            gap="2"
            alignItems="end"
            data-testid="working-hours-row"
          >
            <Field.Root gridColumn={{ base: '1 / -1', md: 'auto' }} invalid={Boolean(errorAt(index, 'day'))}>
              <Field.Label fontSize="xs">{t('hours.day')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name={`${name}.${index}.day`}
                  value={row.day}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                >
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={day}>
                      {t(`options.days.${day}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {(['start', 'end'] as const).map((part) => (
              <Field.Root key={part} invalid={Boolean(errorAt(index, part))}>
                <Field.Label fontSize="xs">{t(`hours.${part}`)}</Field.Label>
                <Input
                  size="sm"
                  type="time"
                  dir="ltr"
                  textAlign="start"
                  name={`${name}.${index}.${part}`}
                  value={row[part]}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <Field.ErrorText>{errorAt(index, part)}</Field.ErrorText>
              </Field.Root>
            ))}
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('hours.remove', { n: index + 1 })}
              onClick={() => update(rows.filter((_, i) => i !== index))}
            >
              <TrashIcon />
            </IconButton>
          </Grid>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => update([...rows, { day: nextDay(rows), start: '09:00', end: '17:00' }])}
        >
          <PlusIcon />
          {t('hours.add')}
        </Button>
      </Stack>
      {typeof whole === 'string' && <Fieldset.ErrorText>{whole}</Fieldset.ErrorText>}
    </Fieldset.Root>
  )
}
