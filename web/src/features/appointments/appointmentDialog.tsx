import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { DismissibleAlert } from '../../components/DismissibleAlert'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ dialog: dialogSlotRecipe })

interface Props {
  /** `alertdialog` for a change that cannot be undone. */
  role?: 'dialog' | 'alertdialog'
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it. */
  trigger: ReactNode
  title: string
  titleId?: string
  children: ReactNode
  /** What went wrong with the last try, in words; its alert's title. */
  failure: string | null
  failureTitle: string
  onDismissFailure: () => void
  keepLabel: string
  confirmLabel: string
  confirmPalette: 'red' | 'brand'
  saving: boolean
  onConfirm: () => void
  size?: Dialog.RootProps['size']
}

/**
 * The appointment's change dialogs (cancel, change time): a title, the body, the failure of the
 * last try, "keep" and "confirm"; it cannot be closed while the change is being saved.
 */
export function AppointmentDialog({
  role = 'dialog',
  open,
  onOpenChange,
  trigger,
  title,
  titleId,
  children,
  failure,
  failureTitle,
  onDismissFailure,
  keepLabel,
  confirmLabel,
  confirmPalette,
  saving,
  onConfirm,
  size,
}: Props) {
  const { t } = useTranslation('common')
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(e) => {
        if (!saving) onOpenChange(e.open)
      }}
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title id={titleId}>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              {failure && (
                <Box mt="4">
                  <DismissibleAlert type="error" title={failureTitle} message={failure} onDismiss={onDismissFailure} />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  {keepLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={confirmPalette} loading={saving} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.dismiss')} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
