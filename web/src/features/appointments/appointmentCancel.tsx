import { Button, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { describeFailure } from '../../lib/failure'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { type Appointment, updateAppointment } from './api/appointment'

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
    <ConfirmDialog
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setFailure(null)
      }}
      trigger={
        <Button variant="outline" colorPalette="red">
          {t('details.cancel.button')}
        </Button>
      }
      title={t('details.cancel.title', { id: appointment.id })}
      failure={failure}
      failureTitle={t('details.cancel.failed')}
      onDismissFailure={() => setFailure(null)}
      keepLabel={t('details.cancel.keep')}
      confirmLabel={t('details.cancel.confirm')}
      confirmPalette="red"
      saving={saving}
      onConfirm={() => void cancel()}
    >
      <Text>{t('details.cancel.message')}</Text>
    </ConfirmDialog>
  )
}
