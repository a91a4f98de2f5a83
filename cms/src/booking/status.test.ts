import { APPOINTMENT_STATUSES, FHIR_STATUS, STATUS_LABELS, TRANSITIONS, transitionProblem } from './status'

describe('the status workflow', () => {
  it('allows only the documented transitions, to staff; a patient may only cancel', () => {
    for (const from of APPOINTMENT_STATUSES)
      for (const to of APPOINTMENT_STATUSES) {
        if (from === to) continue
        const staff = transitionProblem(from, to, { byStaff: true, reason: 'r' })
        expect(staff === null).toBe(TRANSITIONS[from].includes(to))
        const patient = transitionProblem(from, to, { byStaff: false })
        expect(patient === null, `${from} → ${to} by the patient`).toBe(
          TRANSITIONS[from].includes(to) && to === 'CANCELLED',
        )
      }
  })

  it('asks staff for a reason when they cancel, not the patient', () => {
    expect(transitionProblem('CONFIRMED', 'CANCELLED', { byStaff: true })?.code).toBe('REASON_REQUIRED')
    expect(transitionProblem('CONFIRMED', 'CANCELLED', { byStaff: true, reason: '  ' })?.code).toBe('REASON_REQUIRED')
    expect(transitionProblem('CONFIRMED', 'CANCELLED', { byStaff: true, reason: 'Doctor away' })).toBe(null)
    expect(transitionProblem('PENDING', 'CANCELLED', { byStaff: false })).toBe(null)
  })

  it('lets a confirmed appointment that moves wait for confirmation again, and nothing else go back', () => {
    expect(transitionProblem('CONFIRMED', 'PENDING', { byStaff: false, rescheduled: true })).toBe(null)
    expect(transitionProblem('CONFIRMED', 'PENDING', { byStaff: true })?.code).toBe('INVALID_TRANSITION')
    expect(transitionProblem('CANCELLED', 'PENDING', { byStaff: true, rescheduled: true })?.code).toBe(
      'INVALID_TRANSITION',
    )
  })

  it('names every status in both languages and in FHIR', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...APPOINTMENT_STATUSES].sort())
    expect(FHIR_STATUS).toEqual({
      PENDING: 'pending',
      CONFIRMED: 'booked',
      COMPLETED: 'fulfilled',
      NO_SHOW: 'noshow',
      CANCELLED: 'cancelled',
    })
  })
})
