import { useCallback, useEffect, useRef, useState } from 'react'

import type { ApiFailure } from '../../lib/api'
import type { Lang } from '../../lib/lang'
import { type AdminRecord, listRecords } from './api/adminApi'
import type { ResourceConfig } from './resources'

/** The search waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 350

export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * A table's records in the content language, searched with `q` (admin tables ask the server;
 * the treatment requests are filtered by the page). `reload` keeps the rows on screen meanwhile.
 */
export function useResourceList(config: ResourceConfig, q: string, locale: Lang) {
  const [rows, setRows] = useState<AdminRecord[] | null>(null)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [loading, setLoading] = useState(true)
  const [version, setVersion] = useState(0)
  const latest = useRef(0)

  useEffect(() => {
    const controller = new AbortController()
    const call = ++latest.current
    setLoading(true)
    listRecords(config, { q, locale, signal: controller.signal })
      .then((result) => {
        if (call !== latest.current) return
        if (result.success) {
          setRows(result.content)
          setFailure(null)
        } else setFailure(result)
        setLoading(false)
      })
      .catch(() => {
        /* aborted: a newer call is on its way */
      })
    return () => controller.abort()
  }, [config, q, locale, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const patchRow = useCallback(
    (id: number, changes: Partial<AdminRecord>) =>
      setRows((current) => current?.map((row) => (row.id === id ? { ...row, ...changes } : row)) ?? current),
    [],
  )
  const removeRow = useCallback(
    (id: number) => setRows((current) => current?.filter((row) => row.id !== id) ?? current),
    [],
  )

  return { rows, failure, loading, reload, patchRow, removeRow }
}
