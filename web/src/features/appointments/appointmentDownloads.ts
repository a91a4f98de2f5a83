import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { saveDownload } from '../../lib/api'
import { describeFailure } from '../../lib/failure'

/**
 * File downloads of the appointment pages: one at a time, the clicked one marked busy (its
 * button shows a spinner), a failure described in the patient's language.
 */
export function useDownloads() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const download = useCallback(
    async (key: string, url: string, fallbackName?: string) => {
      setBusy(key)
      setFailure(null)
      const failed = await saveDownload(url, fallbackName)
      setBusy(null)
      if (failed) setFailure(describeFailure(failed, t, lang))
    },
    [t, lang],
  )

  return { busy, failure, download, dismiss: () => setFailure(null) }
}

/** 'PDF', 'JPEG', 'DICOM'… from a MIME type. */
export const fileKind = (mimeType: string) => {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'image/jpeg': 'JPEG',
    'image/png': 'PNG',
    'image/heic': 'HEIC',
    'image/heif': 'HEIF',
    'application/dicom': 'DICOM',
  }
  return known[mimeType] ?? (mimeType.split('/').pop() || mimeType).toUpperCase()
}

/** A size in B, KB or MB, with the unit in the page's language. */
export const fileSize = (bytes: number, t: (key: string, options?: Record<string, unknown>) => string) => {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return t('details.size.b', { value: bytes })
  if (bytes < 1024 * 1024) return t('details.size.kb', { value: (bytes / 1024).toFixed(1) })
  return t('details.size.mb', { value: (bytes / 1024 / 1024).toFixed(1) })
}
