import { useCallback, useEffect, useRef, useState } from 'react'

import { type ApiFailure, type ContentOf, apiCall } from '../../lib/api'
import type { Slot } from './slotTimes'

/** How far ahead the booking screens look for free times. */
export const SLOT_DAYS = 14

/** The answer of `GET /doctor/{id}/slots` (the booking API's contract). */
export type SlotsAnswer = ContentOf<'/doctor/{id}/slots', 'get'>

export type SlotsState =
  | { status: 'loading'; slots: Slot[]; failure: null }
  | { status: 'ready'; slots: Slot[]; failure: null; slotMinutes: number }
  | { status: 'error'; slots: Slot[]; failure: ApiFailure }

/**
 * A doctor's free times for the next two weeks (`GET /doctor/{id}/slots`), with the patient's
 * wall clock computed by the server for `timeZone`. `reload()` asks again (after a slot was taken).
 */
export function useDoctorSlots(doctorId: number | null | undefined, timeZone: string, lang: string) {
  const [state, setState] = useState<SlotsState>({ status: 'loading', slots: [], failure: null })
  const [version, setVersion] = useState(0)
  const first = useRef(true)

  useEffect(() => {
    if (doctorId == null) return
    const controller = new AbortController()
    // Keep the old list on screen while reloading, so the page does not jump.
    setState((previous) => ({ status: 'loading', slots: first.current ? [] : previous.slots, failure: null }))
    first.current = false
    apiCall<SlotsAnswer>({
      url: `/doctor/${doctorId}/slots`,
      query: { days: SLOT_DAYS, tz: timeZone, lang },
      signal: controller.signal,
    })
      .then((result) => {
        if (controller.signal.aborted) return
        if (result.success)
          setState({
            status: 'ready',
            slots: result.content.slots ?? [],
            failure: null,
            slotMinutes: result.content.slotMinutes,
          })
        else setState({ status: 'error', slots: [], failure: result })
      })
      .catch(() => {
        /* aborted: a newer request replaced this one */
      })
    return () => controller.abort()
  }, [doctorId, timeZone, lang, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { ...state, reload }
}
