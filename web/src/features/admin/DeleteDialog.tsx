import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ dialog: dialogSlotRecipe })

interface Props {
  /** The record's name; the dialog is open while there is one. */
  name: string | null
  deleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before a record is deleted for good. */
export function DeleteDialog({ name, deleting, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('admin')
  return (
    <Dialog.Root
      role="alertdialog"
      open={name !== null}
      onOpenChange={(e) => {
        if (!e.open && !deleting) onCancel()
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.message', { name: name ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={deleting}>
                {t('delete.cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting}>
                {t('delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
