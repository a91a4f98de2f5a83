/**
 * The treatments data (spec §4: shared state, null at first): the wizard's values, kept in a
 * small module-level store and in sessionStorage, so a reload or the detour through the login
 * page does not lose them. The wizard writes it as the patient answers and when they press
 * Summary; the summary reads it; a sent request clears it. No React provider: components
 * subscribe with `useTreatmentsData` (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react'

import { type TreatmentValues, normalizeValues } from './treatmentValues'

export const TREATMENTS_KEY = 'treatments'

type Listener = () => void
const listeners = new Set<Listener>()

/** Used when sessionStorage is unavailable (some private modes) or full. */
let memory: string | null = null
let storageUsable = true

const readRaw = (): string | null => {
  if (!storageUsable) return memory
  try {
    return window.sessionStorage.getItem(TREATMENTS_KEY)
  } catch {
    return memory
  }
}

const writeRaw = (raw: string | null) => {
  memory = raw
  try {
    if (raw === null) window.sessionStorage.removeItem(TREATMENTS_KEY)
    else window.sessionStorage.setItem(TREATMENTS_KEY, raw)
    storageUsable = true
  } catch {
    storageUsable = false
  }
}

// The snapshot is parsed once per stored text, so it is stable between renders.
let lastRaw: string | null = null
let lastValue: TreatmentValues | null = null

/** The stored wizard values, or null when the patient has not started (or has sent them). */
export function getTreatmentsData(): TreatmentValues | null {
  const raw = readRaw()
  if (raw === lastRaw) return lastValue
  lastRaw = raw
  if (raw === null) {
    lastValue = null
    return null
  }
  try {
    lastValue = normalizeValues(JSON.parse(raw))
  } catch {
    lastValue = null
  }
  return lastValue
}

const emit = () => listeners.forEach((listener) => listener())

export function setTreatmentsData(values: TreatmentValues) {
  writeRaw(JSON.stringify(normalizeValues(values)))
  emit()
}

export function clearTreatmentsData() {
  writeRaw(null)
  emit()
}

export function subscribeTreatmentsData(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The stored wizard values, re-rendering when they change. */
export const useTreatmentsData = () => useSyncExternalStore(subscribeTreatmentsData, getTreatmentsData, () => null)
