'use client'
/**
 * Under the time picker of an appointment: the time in Istanbul and in the patient's zone, and
 * which zone the picker itself shows (the browser's), so no time is read unlabelled.
 */
import { useFormFields, useTranslation } from '@payloadcms/ui'

import { deskTimes, langOf, WORDS } from './time'

export default function AppointmentTimes() {
  const { i18n } = useTranslation()
  const lang = langOf(i18n.language)
  const date = useFormFields(([fields]) => fields.appointmentDate?.value as string | undefined)
  const zone = useFormFields(([fields]) => fields.patientTimeZone?.value as string | undefined)
  if (!date) return null
  const times = deskTimes(date, zone, lang)
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <div data-testid="appointment-times" style={{ marginTop: 8, lineHeight: 1.6 }}>
      <div>
        <strong>{times.istanbul}</strong>
      </div>
      {times.patient ? <div>{times.patient}</div> : null}
      <small style={{ opacity: 0.7 }}>
        {lang === 'ar'
          ? `يعرض منتقي الوقت أعلاه توقيت ${WORDS.ar.browser} (${browser}).`
          : `The picker above shows ${WORDS.en.browser}'s time (${browser}).`}
      </small>
    </div>
  )
}
