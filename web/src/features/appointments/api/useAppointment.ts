import { useCallback, useEffect, useState } from 'react'

import type { ApiFailure } from '../../../lib/api'
import { type Appointment, getAppointment } from './appointment'

export type AppointmentState =
  | { status: 'loading' }
  | { status: 'ready'; appointment: Appointment }
  | { status: 'notFound' }
  | { status: 'error'; failure: ApiFailure }

/**
 * Loads one appointment (GET /appointment/{id}). Someone else's appointment answers 404 like a
 * missing one, so both are 'notFound'. `reload` asks again; `replace` takes a fresher copy
 * (the answer of a change).
 */
export function useAppointment(id: number | null) {
  const [state, setState] = useState<AppointmentState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    getAppointment(id, controller.signal)
      .then((result) => {
        if (result.success) setState({ status: 'ready', appointment: result.content })
        else if (result.status === 404 || result.status === 400) setState({ status: 'notFound' })
        else setState({ status: 'error', failure: result })
      })
      .catch(() => {
        /* aborted: a newer request or the page left */
      })
    return () => controller.abort()
  }, [id, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const replace = useCallback((appointment: Appointment) => setState({ status: 'ready', appointment }), [])
  return { state, reload, replace }
}
