'use client'
/**
 * The case file's quick actions: only the transitions the workflow allows from the current status
 * (cms/src/booking/status.ts; the collection's hook enforces the same rule on every door), a
 * cancellation with the reason the patient reads, and a move to another time of the same doctor.
 */
import { Button, useAuth, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { isDeskUser } from '../../../access/roles'
import { TRANSITIONS, type AppointmentStatus } from '../../../booking/status'
import { langOf } from './time'

const TEXT = {
  en: {
    title: 'Quick actions',
    CONFIRMED: 'Confirm',
    COMPLETED: 'Completed',
    NO_SHOW: 'No-show',
    CANCELLED: 'Cancel…',
    reason: 'Reason the patient will read (required)',
    cancel: 'Cancel the appointment',
    back: 'Back',
    move: 'Move to another time…',
    moveHelp: 'New time in Istanbul (the doctor’s working hours, a free slot).',
    moveNow: 'Move',
    closed: 'This appointment is closed: its status no longer changes.',
    done: 'Saved. The patient is told by e-mail.',
    failed: 'Not saved',
  },
  ar: {
    title: 'إجراءات سريعة',
    CONFIRMED: 'تأكيد',
    COMPLETED: 'مكتمل',
    NO_SHOW: 'لم يحضر',
    CANCELLED: 'إلغاء…',
    reason: 'السبب الذي سيقرؤه المريض (مطلوب)',
    cancel: 'إلغاء الموعد',
    back: 'رجوع',
    move: 'نقل إلى وقت آخر…',
    moveHelp: 'الوقت الجديد بتوقيت إسطنبول (ضمن ساعات عمل الطبيب، وموعد متاح).',
    moveNow: 'نقل',
    closed: 'هذا الموعد مغلق: لم تعد حالته تتغير.',
    done: 'تم الحفظ. يُبلَّغ المريض بالبريد الإلكتروني.',
    failed: 'لم يُحفظ',
  },
} as const

export default function AppointmentActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const t = TEXT[langOf(i18n.language)]
  const status = useFormFields(([fields]) => fields.status?.value as AppointmentStatus | undefined)
  const [mode, setMode] = useState<'idle' | 'cancel' | 'move'>('idle')
  const [reason, setReason] = useState('')
  const [when, setWhen] = useState('')
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || !status || !isDeskUser(user)) return null
  const allowed = TRANSITIONS[status]

  const save = async (data: Record<string, unknown>) => {
    setBusy(true)
    setNote(null)
    // Once saved, the actions stay disabled until the case file reloads with the new status:
    // a click meanwhile would act on the old one, or be lost with the page.
    let saved = false
    try {
      const res = await fetch(`${config.routes.api}/appointments/${id}?depth=0`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string; data?: unknown }[] }
      if (!res.ok) {
        setNote(`${t.failed}: ${body.errors?.[0]?.message ?? res.status}`)
        return
      }
      setNote(t.done)
      saved = true
      setTimeout(() => window.location.reload(), 600)
    } finally {
      if (!saved) setBusy(false)
    }
  }

  return (
    <section aria-labelledby="desk-actions-title" data-testid="desk-actions" style={{ marginBlockEnd: 24 }}>
      <h4 id="desk-actions-title">{t.title}</h4>
      {allowed.length === 0 ? <p>{t.closed}</p> : null}
      {mode === 'idle' ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {allowed.map((to) =>
            to === 'CANCELLED' ? (
              <Button key={to} buttonStyle="secondary" size="small" disabled={busy} onClick={() => setMode('cancel')}>
                {t.CANCELLED}
              </Button>
            ) : (
              <Button key={to} size="small" disabled={busy} onClick={() => save({ status: to })}>
                {t[to as 'CONFIRMED' | 'COMPLETED' | 'NO_SHOW']}
              </Button>
            ),
          )}
          {status === 'PENDING' || status === 'CONFIRMED' ? (
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => setMode('move')}>
              {t.move}
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === 'cancel' ? (
        // Not a <form>: the panel's document form holds this one.
        <div role="group" aria-label={t.cancel}>
          <label htmlFor="desk-cancel-reason">{t.reason}</label>
          <textarea
            id="desk-cancel-reason"
            required
            maxLength={1000}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            style={{ width: '100%' }}
          />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              size="small"
              buttonStyle="error"
              disabled={busy || !reason.trim()}
              onClick={() => void save({ status: 'CANCELLED', statusReason: reason.trim() })}
            >
              {t.cancel}
            </Button>
            <Button size="small" buttonStyle="secondary" onClick={() => setMode('idle')}>
              {t.back}
            </Button>
          </div>
        </div>
      ) : null}
      {mode === 'move' ? (
        <div role="group" aria-label={t.move}>
          <label htmlFor="desk-move-when">{t.moveHelp}</label>
          <input
            id="desk-move-when"
            type="datetime-local"
            step={1800}
            required
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            dir="ltr"
          />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              size="small"
              disabled={busy || !when}
              // The time typed is Istanbul's (UTC+3 all year).
              onClick={() => void save({ appointmentDate: new Date(`${when}:00+03:00`).toISOString() })}
            >
              {t.moveNow}
            </Button>
            <Button size="small" buttonStyle="secondary" onClick={() => setMode('idle')}>
              {t.back}
            </Button>
          </div>
        </div>
      ) : null}
      {note ? (
        <p role="status" style={{ marginBlockStart: 8 }}>
          {note}
        </p>
      ) : null}
    </section>
  )
}
