'use client'
/**
 * The desk on the panel's dashboard (coordinators and admins): today's and tomorrow's appointments
 * (Istanbul days) and the bookings waiting longest for confirmation.
 */
import { Link, useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { isDeskUser } from '../../../access/roles'
import { deskView, deskWhere, istanbulDayStart, whereQuery, type DeskFilters } from '../../../booking/desk'
import { STATUS_LABELS, type AppointmentStatus } from '../../../booking/status'
import { deskTimes, langOf } from './time'

type Row = {
  id: number
  appointmentDate: string
  patientTimeZone?: string | null
  patientName?: string | null
  patientEmail?: string | null
  status: AppointmentStatus
  createdAt: string
}

const TEXT = {
  en: {
    title: 'The booking desk',
    today: 'Today',
    tomorrow: 'Tomorrow',
    waiting: 'Waiting longest for confirmation',
    none: 'None.',
    all: 'Open the list',
  },
  ar: {
    title: 'مكتب الحجوزات',
    today: 'اليوم',
    tomorrow: 'غدًا',
    waiting: 'الأطول انتظارًا للتأكيد',
    none: 'لا يوجد.',
    all: 'فتح القائمة',
  },
} as const

const DAY = 86_400_000

export default function DeskDashboard() {
  const { user } = useAuth()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const lang = langOf(i18n.language)
  const t = TEXT[lang]
  const [lists, setLists] = useState<Record<'today' | 'tomorrow' | 'waiting', Row[]> | null>(null)
  const desk = isDeskUser(user)

  useEffect(() => {
    if (!desk) return
    const now = new Date()
    const start = istanbulDayStart(now)
    const open: AppointmentStatus[] = ['PENDING', 'CONFIRMED']
    const day = (offset: number): DeskFilters => ({
      status: open,
      from: new Date(start.getTime() + offset * DAY).toISOString(),
      to: new Date(start.getTime() + (offset + 1) * DAY).toISOString(),
    })
    const waiting = deskView('waiting', now)
    const get = (filters: DeskFilters, sort: string) =>
      fetch(
        `${config.routes.api}/appointments?${[...whereQuery(deskWhere(filters)), `sort=${sort}`, 'limit=10', 'depth=0'].join('&')}`,
        {
          credentials: 'include',
        },
      )
        .then((res) => (res.ok ? res.json() : { docs: [] }))
        .then((body: { docs: Row[] }) => body.docs)
    let live = true
    Promise.all([get(day(0), 'appointmentDate'), get(day(1), 'appointmentDate'), get(waiting.filters, waiting.sort)])
      .then(([today, tomorrow, oldest]) => live && setLists({ today, tomorrow, waiting: oldest }))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [desk, config.routes.api])

  if (!desk) return null
  const list = (key: 'today' | 'tomorrow' | 'waiting') => (
    <div style={{ flex: '1 1 18rem' }}>
      <h3>{t[key]}</h3>
      {lists === null ? null : lists[key].length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul style={{ paddingInlineStart: 16, margin: 0 }}>
          {lists[key].map((a) => {
            const times = deskTimes(a.appointmentDate, a.patientTimeZone, lang)
            return (
              <li key={a.id} style={{ marginBlockEnd: 8 }}>
                <Link href={`${config.routes.admin}/collections/appointments/${a.id}`}>
                  {a.patientName || a.patientEmail || `#${a.id}`}
                </Link>{' '}
                · {STATUS_LABELS[a.status]?.[lang] ?? a.status}
                <br />
                <small>
                  {times.istanbul}
                  {times.patient ? ` · ${times.patient}` : ''}
                </small>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
  return (
    <section aria-labelledby="desk-dashboard-title" data-testid="desk-dashboard" style={{ marginBlockEnd: 32 }}>
      <h2 id="desk-dashboard-title">{t.title}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {list('today')}
        {list('tomorrow')}
        {list('waiting')}
      </div>
      <p>
        <Link href={`${config.routes.admin}/collections/appointments`}>{t.all}</Link>
      </p>
    </section>
  )
}
