import { useEffect, useState } from 'react'

import { type MediaDoc, getMedia, listMedia, previewOf } from './api/mediaApi'

/** Thumbnails of the media ids a table shows, fetched in one call per new batch of ids. */
export function useMediaPreviews(ids: number[]) {
  const [urls, setUrls] = useState<Map<number, string | null>>(() => new Map())
  const missing = [...new Set(ids)].filter((id) => !urls.has(id)).sort((a, b) => a - b)
  const key = missing.join(',')

  useEffect(() => {
    if (!key) return
    const wanted = key.split(',').map(Number)
    const controller = new AbortController()
    listMedia(wanted, controller.signal)
      .then((result) => {
        const docs = result.success ? (result.content.docs ?? []) : []
        setUrls((current) => {
          const next = new Map(current)
          for (const id of wanted) next.set(id, null)
          for (const doc of docs) next.set(doc.id, previewOf(doc))
          return next
        })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])

  return urls
}

/** One image (the form's preview of a stored media id). */
export function useMediaPreview(id: number | null, known?: MediaDoc | null) {
  const [doc, setDoc] = useState<MediaDoc | null>(known ?? null)
  useEffect(() => {
    if (id == null) {
      setDoc(null)
      return
    }
    if (known?.id === id) {
      setDoc(known)
      return
    }
    const controller = new AbortController()
    getMedia(id, controller.signal)
      .then((result) => setDoc(result.success ? result.content : { id }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, known])
  return doc
}
