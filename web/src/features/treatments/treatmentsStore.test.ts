import { act, renderHook } from '@testing-library/react'

import {
  TREATMENTS_KEY,
  clearTreatmentsData,
  getTreatmentsData,
  setTreatmentsData,
  subscribeTreatmentsData,
  useTreatmentsData,
} from './treatmentsStore'
import { EMPTY_VALUES, type TreatmentValues, normalizeValues } from './treatmentValues'

const values: TreatmentValues = {
  specialityId: 3,
  treatmentIds: [31, 32],
  month: '2030-05',
  companions: '2',
  city: 'antalya',
  budget: 'under-3000',
  notes: 'Short-sighted, -4.5 both eyes.',
  contactMethod: 'email',
}

describe('treatments data store', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('is null at first (spec §4)', () => {
    expect(getTreatmentsData()).toBeNull()
    const { result } = renderHook(() => useTreatmentsData())
    expect(result.current).toBeNull()
  })

  it('keeps the values in sessionStorage, with a stable snapshot, and tells subscribers', () => {
    const listener = jest.fn()
    const unsubscribe = subscribeTreatmentsData(listener)
    setTreatmentsData(values)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(JSON.parse(window.sessionStorage.getItem(TREATMENTS_KEY)!)).toEqual(values)
    expect(getTreatmentsData()).toEqual(values)
    expect(getTreatmentsData()).toBe(getTreatmentsData())
    unsubscribe()
    setTreatmentsData(EMPTY_VALUES)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('survives a reload: what sessionStorage holds is what the store answers', () => {
    window.sessionStorage.setItem(TREATMENTS_KEY, JSON.stringify(values))
    expect(getTreatmentsData()).toEqual(values)
  })

  it('re-renders hook users on change and is cleared after a sent request', () => {
    const { result } = renderHook(() => useTreatmentsData())
    act(() => setTreatmentsData(values))
    expect(result.current).toEqual(values)
    act(() => clearTreatmentsData())
    expect(result.current).toBeNull()
    expect(window.sessionStorage.getItem(TREATMENTS_KEY)).toBeNull()
  })

  it('reads broken or tampered entries safely', () => {
    window.sessionStorage.setItem(TREATMENTS_KEY, '{not json')
    expect(getTreatmentsData()).toBeNull()
    window.sessionStorage.setItem(
      TREATMENTS_KEY,
      JSON.stringify({ specialityId: '3', treatmentIds: [31, 'x', -1, 31], city: 'paris', companions: '99', extra: 1 }),
    )
    expect(getTreatmentsData()).toEqual({ ...EMPTY_VALUES, treatmentIds: [31] })
  })

  it('normalizes values to the current shape', () => {
    expect(normalizeValues(null)).toEqual(EMPTY_VALUES)
    expect(normalizeValues({ ...values, notes: 'x'.repeat(2500) }).notes).toHaveLength(2000)
  })
})
