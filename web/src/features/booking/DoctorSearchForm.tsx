import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { DoctorFilters, Ref } from './api/doctorQueries'
import type { FilterKey } from './useDoctorFilters'
import { fieldSlotRecipe, inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe })
registerSlotRecipes({ field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe })

interface Props {
  filters: DoctorFilters
  text: string
  onText: (value: string) => void
  onChange: (changes: Partial<Record<FilterKey, string | null>>) => void
  onClear: () => void
  canClear: boolean
  options: { specialities: Ref[]; providers: Ref[]; cities: Ref[] }
  loadingOptions?: boolean
}

function Select({
  name,
  label,
  all,
  value,
  items,
  disabled,
  onChange,
}: {
  name: FilterKey
  label: string
  all: string
  value: string
  items: Ref[]
  disabled?: boolean
  onChange: (value: string) => void
}) {
  // A slug from a link that is not (yet) among the options shows as "all" rather than blank.
  const known = items.some((item) => item.slug === value)
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={known ? value : ''} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{all}</option>
          {items.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** The doctor search's filters: speciality, provider, city and name. */
export function DoctorSearchForm({
  filters,
  text,
  onText,
  onChange,
  onClear,
  canClear,
  options,
  loadingOptions,
}: Props) {
  const { t } = useTranslation('booking')
  return (
    <form role="search" aria-label={t('list.filters.label')} onSubmit={(e) => e.preventDefault()}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4" alignItems="end">
        <Select
          name="speciality"
          label={t('list.filters.speciality')}
          all={t('list.filters.allSpecialities')}
          value={filters.speciality ?? ''}
          items={options.specialities}
          disabled={loadingOptions}
          onChange={(value) => onChange({ speciality: value })}
        />
        <Select
          name="provider"
          label={t('list.filters.provider')}
          all={t('list.filters.allProviders')}
          value={filters.provider ?? ''}
          items={options.providers}
          disabled={loadingOptions}
          onChange={(value) => onChange({ provider: value })}
        />
        <Select
          name="city"
          label={t('list.filters.city')}
          all={t('list.filters.allCities')}
          value={filters.city ?? ''}
          items={options.cities}
          disabled={loadingOptions}
          onChange={(value) => onChange({ city: value })}
        />
        <Field.Root>
          <Field.Label>{t('list.filters.name')}</Field.Label>
          <Input
            type="search"
            name="q"
            value={text}
            placeholder={t('list.filters.namePlaceholder')}
            autoComplete="off"
            onChange={(e) => onText(e.currentTarget.value)}
          />
        </Field.Root>
        <Button variant="outline" colorPalette="gray" onClick={onClear} disabled={!canClear}>
          {t('list.filters.clear')}
        </Button>
      </SimpleGrid>
    </form>
  )
}
