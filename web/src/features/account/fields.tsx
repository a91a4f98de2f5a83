/**
 * Form pieces shared by the account screens (sign-up, reset, profile, change password): a labelled
 * field, a password input with a show/hide switch, and the country, language and time-zone selects.
 */
import { Field, IconButton, Input, type InputProps, InputGroup, NativeSelect, chakra } from '@chakra-ui/react'
import { type ReactNode, type Ref, memo, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  COUNTRY_CODES,
  type CountryCode,
  OFFERED_COUNTRIES,
  isCountryCode,
  isOfferedCountry,
} from '@medtour/cms/shared/countries'

import { useLang } from '../../lib/LangContext'
import { LANGUAGES } from '../../lib/lang'
import { timeZoneOptions } from './timeZones'
import { fieldSlotRecipe, inputAddonRecipe, inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe, inputAddon: inputAddonRecipe })
registerSlotRecipes({ field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe })

/** Every country patients may register from (ISO codes): the rule the API and the seed hold. */
export const COUNTRIES = COUNTRY_CODES
export type Country = CountryCode
export const isCountry = isCountryCode

/**
 * The countries as the select lists them: the offered four (spec §3, §9) by their names in the
 * translation files, then every other one by its name in the page's language (Intl.DisplayNames),
 * A to Z in that language's order.
 */
export const countryOptions = (lang: string, offeredName: (code: string) => string) => {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' })
  } catch {
    names = null
  }
  const offered = OFFERED_COUNTRIES.map((code) => ({ code, name: offeredName(code) }))
  const collator = new Intl.Collator(lang)
  const others = COUNTRY_CODES.filter((code) => !isOfferedCountry(code))
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
  return { offered, others }
}

interface FormFieldProps {
  label: string
  /** Shown only when given: pass the error once the field is touched (spec §5). */
  error?: string | false
  required?: boolean
  readOnly?: boolean
  helper?: ReactNode
  children: ReactNode
}

/** A label, the control, an optional helper and the error (Chakra wires the ids and aria). */
export function FormField({ label, error, required, readOnly, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && (
        <Field.HelperText as="div" color="fg.muted">
          {helper}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** What a Formik-like form tells a field: its error once touched (spec §5). */
export const errorOf = <V,>(
  form: { touched: Partial<Record<keyof V, unknown>>; errors: Partial<Record<keyof V, unknown>> },
  name: keyof V,
) => (form.touched[name] && typeof form.errors[name] === 'string' ? (form.errors[name] as string) : undefined)

const EyeIcon = ({ open }: { open: boolean }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="1.1em"
    height="1.1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M3 3l18 18" />}
  </chakra.svg>
)

/**
 * A password input whose text can be shown; `autoComplete` says which password it is, `ref` is
 * the input's (to focus it).
 */
export function PasswordInput({
  ref,
  ...props
}: Omit<InputProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password'
  ref?: Ref<HTMLInputElement>
}) {
  const { t } = useTranslation('account')
  const [visible, setVisible] = useState(false)
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={!visible} />
        </IconButton>
      }
    >
      {/* No dir="ltr" here: the switch sits at the inline end of the page's direction, and the
          input's end padding must be on the same side. */}
      <Input {...props} ref={ref} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
    </InputGroup>
  )
}

type SelectProps = Omit<NativeSelect.FieldProps, 'children'>

const Select = ({ children, ...props }: SelectProps & { children: ReactNode }) => (
  <NativeSelect.Root>
    <NativeSelect.Field {...props}>{children}</NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
)

/**
 * Every country by its name in the page's language, value the ISO code: the four offered ones
 * first, then (a group of its own, the separator) all the others alphabetically.
 */
export const CountrySelect = memo(function CountrySelect({
  placeholder,
  ...props
}: SelectProps & { placeholder?: string }) {
  const lang = useLang()
  const { t } = useTranslation('account')
  // Some 250 options: built once per language, not on every keystroke elsewhere in the form.
  const groups = useMemo(() => {
    const { offered, others } = countryOptions(lang, (code) => t(`countries.${code}`))
    const options = (list: { code: string; name: string }[]) =>
      list.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))
    return (
      <>
        <optgroup label={t('fields.countryGroups.offered')}>{options(offered)}</optgroup>
        <optgroup label={t('fields.countryGroups.others')}>{options(others)}</optgroup>
      </>
    )
  }, [lang, t])
  return (
    <Select {...props}>
      <option value="">{placeholder ?? t('fields.countryPlaceholder')}</option>
      {groups}
    </Select>
  )
})

/** English or Arabic: the language of the account's e-mails and documents. */
export function LanguageSelect(props: SelectProps) {
  const { t } = useTranslation('account')
  return (
    <Select {...props}>
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {t(`languages.${lang}`)}
        </option>
      ))}
    </Select>
  )
}

/** Every IANA zone with its offset; the current value is always listed (even UTC or an alias). */
export const TimeZoneSelect = memo(function TimeZoneSelect({
  placeholder,
  value,
  ...props
}: SelectProps & { placeholder?: string; value: string }) {
  const lang = useLang()
  const { t } = useTranslation('account')
  // Some 400 options: built once per language, not on every keystroke elsewhere in the form.
  const options = useMemo(
    () =>
      timeZoneOptions(lang, [value]).map((zone) => (
        <option key={zone.value} value={zone.value}>
          {zone.label}
        </option>
      )),
    [lang, value],
  )
  return (
    <Select value={value} {...props}>
      <option value="">{placeholder ?? t('fields.timeZonePlaceholder')}</option>
      {options}
    </Select>
  )
})
