'use client'
/** The list's time column: Istanbul time and the patient's, each labelled, linking to the case file. */
import { Link, useConfig, useTranslation } from '@payloadcms/ui'

import { deskTimes, langOf } from './time'

type Props = { cellData?: unknown; rowData?: { id?: number | string; patientTimeZone?: string | null } }

export default function AppointmentTimeCell({ cellData, rowData }: Props) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  if (typeof cellData !== 'string') return null
  const times = deskTimes(cellData, rowData?.patientTimeZone, langOf(i18n.language))
  const body = (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{times.istanbul}</span>
      {times.patient ? <small style={{ opacity: 0.75 }}>{times.patient}</small> : null}
    </span>
  )
  return rowData?.id !== undefined ? (
    <Link href={`${config.routes.admin}/collections/appointments/${rowData.id}`}>{body}</Link>
  ) : (
    body
  )
}
