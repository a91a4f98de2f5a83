import { useEffect, useRef, useState } from 'react'

import type { BookingDraft, OwnBooking } from './bookingDraft'
import { type Slot, sameInstant } from './slotTimes'

/** What became of the time the form opened for, once the free times are in. */
export type WantedSlot = { kind: 'none' } | { kind: 'gone' } | { kind: 'own'; booking: OwnBooking }

/** The time chosen before a reload (when the form opened for the same `?slot=`), else `?slot=`'s. */
export const wantedSlot = (restored: BookingDraft | null, requestedSlot: string | null | undefined) =>
  (restored && (restored.requested ?? null) === (requestedSlot ?? null) ? restored.slot : '') || requestedSlot || null

/**
 * The time to choose when the form opens: chosen if it is still free; else, if it is the
 * patient's own booking (Back after booking), said to be theirs; else said to be gone. Once.
 */
export function useWantedSlot(
  slots: { status: string; slots: readonly Slot[] },
  wanted: string | null,
  ownBookingAt: (start: string) => OwnBooking | null,
  choose: (start: string) => void,
) {
  const [outcome, setOutcome] = useState<WantedSlot>({ kind: 'none' })
  const done = useRef(false)
  useEffect(() => {
    if (done.current || slots.status !== 'ready') return
    done.current = true
    if (!wanted) return
    const match = slots.slots.find((slot) => sameInstant(slot.start, wanted))
    if (match) {
      choose(match.start)
      return
    }
    const booking = ownBookingAt(wanted)
    setOutcome(booking ? { kind: 'own', booking } : { kind: 'gone' })
  }, [slots.status, slots.slots, wanted, ownBookingAt, choose])
  return [outcome, setOutcome] as const
}
