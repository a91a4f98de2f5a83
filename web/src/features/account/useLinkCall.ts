import { useEffect, useRef, useState } from 'react'

import type { ApiResult } from '../../lib/api'

export type LinkCallState<T> = { status: 'missing' } | { status: 'loading' } | { status: 'done'; result: ApiResult<T> }

/**
 * Runs the call an e-mailed link asks for (activate, check a reset token) once per link, even
 * when React runs effects twice in development; `retry` runs it again. No key: 'missing'.
 */
export function useLinkCall<T>(key: string | null, call: () => Promise<ApiResult<T>>) {
  const [state, setState] = useState<LinkCallState<T>>(key ? { status: 'loading' } : { status: 'missing' })
  const [attempt, setAttempt] = useState(0)
  const started = useRef<string | null>(null)
  const latestCall = useRef(call)
  latestCall.current = call

  useEffect(() => {
    if (!key) {
      setState({ status: 'missing' })
      return
    }
    const id = `${key}#${attempt}`
    if (started.current === id) return
    started.current = id
    setState({ status: 'loading' })
    void latestCall.current().then((result) => {
      if (started.current === id) setState({ status: 'done', result })
    })
  }, [key, attempt])

  return { state, retry: () => setAttempt((n) => n + 1) }
}
