'use client'
/**
 * The e-mails sent about this appointment or user (the outbox, newest first): state, tries, the
 * last error, each one a link to its record. Staff see at a glance whether the patient was told.
 */
import { Link, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { MESSAGE_KINDS, MESSAGE_STATES } from '../../jobs/kinds'

type Row = {
  id: number
  subject?: string
  to: string
  kind: string
  state: string
  attempts?: number
  lastError?: string | null
  createdAt: string
  sentAt?: string | null
}

const TEXT = {
  en: {
    title: 'E-mails',
    none: 'No e-mails yet.',
    subject: 'Subject',
    to: 'To',
    state: 'State',
    tries: 'Tries',
    when: 'Created',
    error: 'Last error',
  },
  ar: {
    title: 'رسائل البريد الإلكتروني',
    none: 'لا توجد رسائل بعد.',
    subject: 'الموضوع',
    to: 'إلى',
    state: 'الحالة',
    tries: 'المحاولات',
    when: 'أُنشئت',
    error: 'آخر خطأ',
  },
} as const

const COLORS: Record<string, string> = { sent: '#2b8a3e', failed: '#c92a2a', queued: '#5c5f66', sending: '#1864ab' }

export default function MessagesOfDocument({ path }: { path?: string }) {
  const { id, collectionSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = TEXT[lang]
  const [rows, setRows] = useState<Row[] | null>(null)
  const field = collectionSlug === 'users' ? 'user' : 'appointment'

  useEffect(() => {
    if (!id) return
    const query = new URLSearchParams({
      [`where[${field}][equals]`]: String(id),
      sort: '-createdAt,-id',
      limit: '50',
      depth: '0',
    })
    let live = true
    fetch(`${config.routes.api}/messages?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((body: { docs: Row[] }) => live && setRows(body.docs))
      .catch(() => live && setRows([]))
    return () => {
      live = false
    }
  }, [id, field, config.routes.api])

  if (!id) return null
  const label = (list: readonly { value: string; label: { en: string; ar: string } }[], value: string) =>
    list.find((x) => x.value === value)?.label[lang] ?? value
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'ar' ? 'ar' : 'en-GB', { timeZone: 'Europe/Istanbul' })

  return (
    <section aria-labelledby={`${path ?? 'messages'}-title`} style={{ marginBlock: 24 }}>
      <h3 id={`${path ?? 'messages'}-title`}>{t.title}</h3>
      {rows === null ? null : rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t.subject}</th>
              <th>{t.to}</th>
              <th>{t.state}</th>
              <th>{t.tries}</th>
              <th>{t.when}</th>
              <th>{t.error}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id}>
                <td>
                  <Link href={`${config.routes.admin}/collections/messages/${m.id}`}>
                    {m.subject || label(MESSAGE_KINDS, m.kind)}
                  </Link>
                </td>
                <td dir="ltr">{m.to}</td>
                <td style={{ color: COLORS[m.state], fontWeight: 600 }}>{label(MESSAGE_STATES, m.state)}</td>
                <td>{m.attempts ?? 0}</td>
                <td>{when(m.createdAt)}</td>
                <td>{m.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
