import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { DoctorFilters } from './api/doctorQueries'

export const FILTER_KEYS = ['speciality', 'provider', 'city', 'q'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** How long the name search waits after the last key stroke. */
export const SEARCH_DEBOUNCE_MS = 350

const read = (params: URLSearchParams): DoctorFilters => {
  const filters: DoctorFilters = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  return filters
}

/**
 * The search's filters live in the URL (`?speciality=&provider=&city=&q=`): links open a search,
 * and back/forward walk through it. Choosing a filter adds a history entry; typing a name
 * replaces the entry (debounced) so back does not step through every letter.
 */
export function useDoctorFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => read(params), [params])
  const [text, setText] = useState(filters.q ?? '')
  const typed = useRef(false)

  // Back/forward or a link changed q: show it in the box.
  useEffect(() => {
    const q = filters.q ?? ''
    if (!typed.current) setText((shown) => (shown.trim() === q ? shown : q))
  }, [filters.q])

  const update = useCallback(
    (changes: Partial<Record<FilterKey, string | null>>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes)) {
            if (value && value.trim()) next.set(key, key === 'q' ? value.trim() : value)
            else next.delete(key)
          }
          return next
        },
        { replace },
      )
    },
    [setParams],
  )

  useEffect(() => {
    if (!typed.current) return
    const timer = window.setTimeout(() => {
      typed.current = false
      if (text.trim() !== (filters.q ?? '')) update({ q: text }, Boolean(filters.q))
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, filters.q, update])

  const setSearchText = useCallback((value: string) => {
    typed.current = true
    setText(value)
  }, [])

  const clear = useCallback(() => {
    typed.current = false
    setText('')
    update({ speciality: null, provider: null, city: null, q: null })
  }, [update])

  const active = FILTER_KEYS.some((key) => filters[key])
  return { filters, text, setSearchText, update, clear, active }
}
