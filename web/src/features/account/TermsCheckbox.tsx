import { Checkbox, Stack, Text } from '@chakra-ui/react'
import type { FocusEventHandler } from 'react'
import { Trans, useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { TextLink } from './TextLink'
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ checkmark: checkmarkRecipe })
registerSlotRecipes({ checkbox: checkboxSlotRecipe })

/**
 * "I accept the terms and conditions and the privacy policy", both links opening in a new tab so
 * a half-filled sign-up is not lost. Not inside a Field.Root: the field would point the box's
 * aria-labelledby at a field label it does not render, leaving the box without a name.
 */
export function TermsCheckbox({
  checked,
  error,
  onChange,
  onBlur,
}: {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
  onBlur: FocusEventHandler<HTMLInputElement>
}) {
  const lang = useLang()
  const { t } = useTranslation('account')
  return (
    <Stack gap="1">
      <Checkbox.Root
        colorPalette="brand"
        alignItems="flex-start"
        invalid={Boolean(error)}
        required
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput
          name="acceptTerms"
          onBlur={onBlur}
          aria-describedby={error ? 'accept-terms-error' : undefined}
        />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: <TextLink to={`/${lang}/terms-and-conditions`} newTab />,
              privacy: <TextLink to={`/${lang}/privacy-policy`} newTab />,
            }}
          />
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text id="accept-terms-error" color="fg.error" fontSize="sm" ps="7">
          {error}
        </Text>
      )}
    </Stack>
  )
}
