'use client'
/**
 * The audit trail of this appointment, account or piece of content (admins only; newest first):
 * when, who, what changed from → to. A global's entries carry record id 0. Others see nothing:
 * the entries' read access is the admins'.
 */
import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { hasRole } from '../../access/roles'
import type { AuditEntry } from '../../payload-types'

const TEXT = {
  en: {
    title: 'Audit trail',
    none: 'No changes recorded yet.',
    when: 'When',
    who: 'Who',
    what: 'What changed',
    system: 'System',
  },
  ar: {
    title: 'سجل التدقيق',
    none: 'لا توجد تغييرات مسجلة بعد.',
    when: 'متى',
    who: 'من',
    what: 'ما الذي تغيّر',
    system: 'النظام',
  },
} as const

export default function AuditOfDocument({ path }: { path?: string }) {
  const info = useDocumentInfo()
  const target = info.collectionSlug ?? info.globalSlug
  const id = info.id ?? (info.globalSlug ? 0 : undefined)
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = TEXT[lang]
  const admin = hasRole(user, 'ROLE_ADMIN')
  const [rows, setRows] = useState<AuditEntry[] | null>(null)

  useEffect(() => {
    if (id === undefined || !admin) return
    const query = new URLSearchParams({
      'where[targetCollection][equals]': String(target),
      'where[docId][equals]': String(id),
      sort: '-createdAt,-id',
      limit: '100',
      depth: '0',
    })
    let live = true
    fetch(`${config.routes.api}/audit-entries?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((body: { docs: AuditEntry[] }) => live && setRows(body.docs))
      .catch(() => live && setRows([]))
    return () => {
      live = false
    }
  }, [id, admin, target, config.routes.api])

  if (id === undefined || !admin) return null
  const when = (iso: string) =>
    `${new Date(iso).toLocaleString(lang === 'ar' ? 'ar' : 'en-GB', { timeZone: 'Europe/Istanbul' })} (${lang === 'ar' ? 'إسطنبول' : 'Istanbul'})`
  const id_ = `${path ?? 'audit'}-title`
  return (
    <section aria-labelledby={id_} style={{ marginBlock: 24 }}>
      <h3 id={id_}>{t.title}</h3>
      {rows === null ? null : rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t.when}</th>
              <th>{t.who}</th>
              <th>{t.what}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>{when(e.createdAt)}</td>
                <td dir="ltr">{e.actorEmail ?? t.system}</td>
                <td dir="ltr" style={{ wordBreak: 'break-word' }}>
                  {e.summary}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
