/**
 * What the booking form keeps in the tab (lib/sessionDraft.ts) for one doctor: the chosen time,
 * the notes, the consent and the names and sizes of the chosen files (a File cannot be stored:
 * after a reload the patient is asked to choose them again). Also the bookings made here, so
 * that Back to the form recognises the patient's own time instead of calling it taken.
 */
import { useCallback, useState } from 'react'

import { readDraft, useDraftKey, writeDraft } from '../../lib/sessionDraft'
import { sameInstant } from './slotTimes'

export interface FileNote {
  name: string
  size: number
}

export interface BookingDraft {
  /** The time the form was opened for (`?slot=`, from the profile): another one starts afresh. */
  requested: string | null
  slot: string
  notes: string
  consent: boolean
  files: FileNote[]
}

export interface OwnBooking {
  start: string
  appointmentId: number | string
}

export const noteOf = (file: Pick<File, 'name' | 'size'>): FileNote => ({ name: file.name, size: file.size })

export const sameFile = (a: FileNote, b: FileNote) => a.name === b.name && a.size === b.size

const isFileNote = (v: unknown): v is FileNote =>
  !!v && typeof (v as FileNote).name === 'string' && typeof (v as FileNote).size === 'number'

/** A stored draft, if it has the draft's shape (else null). */
export function bookingDraftOf(raw: unknown): BookingDraft | null {
  if (!raw || typeof raw !== 'object') return null
  const d = raw as Partial<BookingDraft>
  return {
    requested: typeof d.requested === 'string' ? d.requested : null,
    slot: typeof d.slot === 'string' ? d.slot : '',
    notes: typeof d.notes === 'string' ? d.notes : '',
    consent: d.consent === true,
    files: Array.isArray(d.files) ? d.files.filter(isFileNote) : [],
  }
}

const ownBookingsOf = (raw: unknown): OwnBooking[] =>
  Array.isArray(raw)
    ? raw.filter(
        (b): b is OwnBooking =>
          !!b && typeof (b as OwnBooking).start === 'string' && (b as OwnBooking).appointmentId != null,
      )
    : []

/**
 * The booking form's storage for one doctor: the draft it opens with (null when none), its key,
 * and the bookings this patient made with the doctor in this tab.
 */
export function useBookingStore(doctorId: number) {
  const key = useDraftKey('booking', doctorId)
  const bookedKey = useDraftKey('booked', doctorId)
  const [restored] = useState(() => bookingDraftOf(readDraft(key)))
  /** The patient's own booking at `start`, if they made it here. */
  const ownBookingAt = useCallback(
    (start: string | null | undefined) =>
      ownBookingsOf(readDraft(bookedKey)).find((b) => sameInstant(b.start, start)) ?? null,
    [bookedKey],
  )
  const remember = useCallback(
    (booking: OwnBooking) => writeDraft(bookedKey, [...ownBookingsOf(readDraft(bookedKey)), booking]),
    [bookedKey],
  )
  return { key, restored, ownBookingAt, remember }
}
