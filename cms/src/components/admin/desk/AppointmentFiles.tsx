'use client'
/** The case file's medical files: name (as the patient gave it), type, size, when, and a download. */
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { CLINIC_ZONE, langOf, wallClock } from './time'

type File = {
  id: number
  originalName?: string | null
  filename?: string | null
  mimeType?: string | null
  filesize?: number | null
  createdAt: string
}

const TEXT = {
  en: {
    title: 'Medical files',
    none: 'No files.',
    name: 'File',
    type: 'Type',
    size: 'Size',
    when: 'Added (Istanbul)',
    download: 'Download',
  },
  ar: {
    title: 'الملفات الطبية',
    none: 'لا توجد ملفات.',
    name: 'الملف',
    type: 'النوع',
    size: 'الحجم',
    when: 'أُضيف (إسطنبول)',
    download: 'تنزيل',
  },
} as const

const size = (bytes?: number | null) =>
  !bytes ? '' : bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`

export default function AppointmentFiles() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const lang = langOf(i18n.language)
  const t = TEXT[lang]
  const [files, setFiles] = useState<File[] | null>(null)

  useEffect(() => {
    if (!id) return
    const query = new URLSearchParams({
      'where[appointment][equals]': String(id),
      depth: '0',
      limit: '50',
      sort: 'createdAt',
    })
    let live = true
    fetch(`${config.routes.api}/attachments?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((body: { docs: File[] }) => live && setFiles(body.docs))
      .catch(() => live && setFiles([]))
    return () => {
      live = false
    }
  }, [id, config.routes.api])

  if (!id) return null
  return (
    <section aria-labelledby="desk-files-title" data-testid="desk-files" style={{ marginBlock: 24 }}>
      <h3 id="desk-files-title">{t.title}</h3>
      {files === null ? null : files.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t.name}</th>
              <th>{t.type}</th>
              <th>{t.size}</th>
              <th>{t.when}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {files.map((f) => (
              <tr key={f.id}>
                <td dir="auto">{f.originalName || f.filename}</td>
                <td dir="ltr">{f.mimeType}</td>
                <td dir="ltr">{size(f.filesize)}</td>
                <td>{wallClock(f.createdAt, CLINIC_ZONE, lang)}</td>
                <td>
                  {f.filename ? (
                    <a
                      href={`${config.routes.api}/attachments/file/${encodeURIComponent(f.filename)}`}
                      download={f.originalName || f.filename}
                    >
                      {t.download}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
