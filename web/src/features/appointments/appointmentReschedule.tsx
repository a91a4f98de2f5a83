import { Button, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { RESCHEDULE_MAX, RESCHEDULE_NOTICE_HOURS, rescheduleProblem } from '@medtour/cms/booking/status'
import { useLang } from '../../lib/LangContext'
import { describeFailure } from '../../lib/failure'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { SlotPicker } from '../booking/SlotPicker'
import { useDoctorSlots } from '../booking/useDoctorSlots'
import { type Appointment, rescheduleAppointment } from './api/appointment'
import { patientZoneOf } from './appointmentTime'

/**
 * Whether the patient may move the appointment now, by the contract's rule (the API holds the
 * same one): null when they may, else why not ('closed' ones show nothing).
 */
export const rescheduleBlock = (appointment: Appointment, now = new Date()) =>
  rescheduleProblem({
    status: appointment.status,
    start: new Date(appointment.appointmentDate),
    count: appointment.rescheduleCount,
    byStaff: false,
    now,
  })?.code ?? null

interface Props {
  appointment: Appointment
  onRescheduled: (updated: Appointment) => void
}

/** 'Change time': the doctor's free times in a dialog → POST /appointment/{id}/reschedule. */
export function RescheduleAppointment({ appointment, onRescheduled }: Props) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const labelId = useId()
  const zone = patientZoneOf(appointment)
  const slots = useDoctorSlots(open ? appointment.doctorId : null, zone, lang)
  const block = rescheduleBlock(appointment)

  if (block === 'APPOINTMENT_CLOSED') return null
  if (block) {
    return (
      <Text color="fg.muted" data-testid="reschedule-blocked">
        {block === 'RESCHEDULE_TOO_LATE'
          ? t('details.reschedule.tooLate', { hours: RESCHEDULE_NOTICE_HOURS })
          : t('details.reschedule.limit', { max: RESCHEDULE_MAX })}
      </Text>
    )
  }

  const move = async () => {
    if (!chosen) {
      setFailure(t('details.reschedule.pick'))
      return
    }
    setSaving(true)
    setFailure(null)
    const result = await rescheduleAppointment(appointment.id, chosen)
    setSaving(false)
    if (!result.success) {
      setFailure(describeFailure(result, t, lang))
      // Someone took the time meanwhile: show what is still free.
      if (result.message === 'SLOT_TAKEN') {
        setChosen(null)
        slots.reload()
      }
      return
    }
    setOpen(false)
    setChosen(null)
    onRescheduled(result.content)
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setFailure(null)
          setChosen(null)
        }
      }}
      size={{ base: 'full', md: 'lg' }}
      trigger={
        <Button variant="outline" colorPalette="brand">
          {t('details.reschedule.button')}
        </Button>
      }
      title={t('details.reschedule.title', { id: appointment.id })}
      titleId={labelId}
      failure={failure}
      failureTitle={t('details.reschedule.failed')}
      onDismissFailure={() => setFailure(null)}
      keepLabel={t('details.reschedule.keep')}
      confirmLabel={t('details.reschedule.confirm')}
      confirmPalette="brand"
      saving={saving}
      onConfirm={() => void move()}
    >
      <Text mb="4">
        {t(appointment.status === 'CONFIRMED' ? 'details.reschedule.messageConfirmed' : 'details.reschedule.message')}
      </Text>
      <SlotPicker
        slots={slots.slots}
        status={slots.status}
        failure={slots.failure}
        onRetry={slots.reload}
        value={chosen}
        onChange={(start) => {
          setChosen(start)
          setFailure(null)
        }}
        timeZone={zone}
        labelledBy={labelId}
      />
    </ConfirmDialog>
  )
}
