import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { describeFailure } from '../../lib/failure'
import { type Appointment, updateAppointment } from './api/appointment'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ dialog: dialogSlotRecipe })

interface Props {
  appointment: Appointment
  /** The appointment as the server answered the change (null: read it again). */
  onCancelled: (updated: Appointment | null) => void
}

/** 'Cancel appointment' with a confirmation dialog → PUT status CANCELLED. */
export function CancelAppointment({ appointment, onCancelled }: Props) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const cancel = async () => {
    setSaving(true)
    setFailure(null)
    const result = await updateAppointment(appointment.id, { status: 'CANCELLED' })
    setSaving(false)
    if (!result.success) {
      setFailure(describeFailure(result, t, lang))
      return
    }
    setOpen(false)
    const updated = result.content
    onCancelled(updated && typeof updated === 'object' && 'status' in updated ? updated : null)
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (saving) return
        setOpen(e.open)
        if (!e.open) setFailure(null)
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          {t('details.cancel.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('details.cancel.title', { id: appointment.id })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('details.cancel.message')}</Text>
              {failure && (
                <Box mt="4">
                  <DismissibleAlert
                    type="error"
                    title={t('details.cancel.failed')}
                    message={failure}
                    onDismiss={() => setFailure(null)}
                  />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  {t('details.cancel.keep')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={saving} onClick={() => void cancel()}>
                {t('details.cancel.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.dismiss')} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
