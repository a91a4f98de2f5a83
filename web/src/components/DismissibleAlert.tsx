import { Alert, CloseButton } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { alertSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ alert: alertSlotRecipe })

interface Props {
  /** 'error' shows as danger; anything else as success (spec §2). */
  type?: string
  title: string
  message?: string
  onDismiss?: () => void
}

/** An alert with a bold title and a message that stays until the visitor dismisses it. */
export function DismissibleAlert({ type, title, message, onDismiss }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  if (!open) return null
  const status = type === 'error' ? 'error' : 'success'
  return (
    <Alert.Root status={status} data-status={status} role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{title}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      <CloseButton
        size="sm"
        pos="relative"
        top="-1"
        insetEnd="-1"
        aria-label={t('actions.dismiss')}
        onClick={() => {
          setOpen(false)
          onDismiss?.()
        }}
      />
    </Alert.Root>
  )
}
