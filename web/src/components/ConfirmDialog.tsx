import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { DismissibleAlert } from './DismissibleAlert'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

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
  /** What "confirm" does, for a dialog without fields. */
  onConfirm?: () => void
  /**
   * Makes the dialog a form (for a dialog with fields): "confirm" submits it, and so does Enter
   * in a field. The handler prevents the page load (Formik's `handleSubmit` does).
   */
  onSubmit?: FormEventHandler<HTMLFormElement>
  /** The element focused when it opens (else the first focusable one). */
  initialFocusEl?: () => HTMLElement | null
  size?: Dialog.RootProps['size']
}

/**
 * A confirmation dialog (an appointment's cancel and change of time, deleting an account): a
 * title, the body, the failure of the last try, "keep" and "confirm"; it cannot be closed while
 * the change is being saved.
 */
export function ConfirmDialog({
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
  onSubmit,
  initialFocusEl,
  size,
}: Props) {
  const { t } = useTranslation('common')
  const content = (
    <>
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
        {onSubmit ? (
          <Button type="submit" colorPalette={confirmPalette} loading={saving}>
            {confirmLabel}
          </Button>
        ) : (
          <Button colorPalette={confirmPalette} loading={saving} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('actions.dismiss')} disabled={saving} />
      </Dialog.CloseTrigger>
    </>
  )
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(e) => {
        if (!saving) onOpenChange(e.open)
      }}
      initialFocusEl={initialFocusEl}
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
