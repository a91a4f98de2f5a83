import { reminderKey, remindersDue } from './reminders'

describe('remindersDue', () => {
  const start = new Date('2026-12-10T09:00:00Z')
  it('gives the reminders still ahead, earliest first, each lead once, none that is not positive', () => {
    expect(remindersDue(start, [3, 48, 48, 0, -2], new Date('2026-12-01T00:00:00Z'))).toEqual([
      { hours: 48, due: new Date('2026-12-08T09:00:00Z') },
      { hours: 3, due: new Date('2026-12-10T06:00:00Z') },
    ])
    expect(remindersDue(start, [48, 3], new Date('2026-12-09T12:00:00Z')).map((r) => r.hours)).toEqual([3])
    expect(remindersDue(start, [48, 3], new Date('2026-12-10T08:00:00Z'))).toEqual([])
  })

  it('keys a reminder by appointment, lead time and start', () => {
    expect(reminderKey({ appointment: 7, hours: 48, at: '2026-12-10T09:00:00.000Z' })).toBe(
      `appointment-reminder:7:48:${Date.parse('2026-12-10T09:00:00Z')}`,
    )
  })
})
