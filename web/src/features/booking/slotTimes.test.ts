import {
  ISTANBUL,
  bookingDate,
  dayLabel,
  groupSlotsByDay,
  offsetLabel,
  patientClock,
  sameInstant,
  timeIn,
} from './slotTimes'

const slot = (start: string) => ({ start })

describe('slot times', () => {
  it('groups slots by Istanbul day, in time order', () => {
    const days = groupSlotsByDay([
      slot('2026-12-01T07:00:00.000Z'),
      slot('2026-12-01T06:00:00.000Z'),
      // 23:30 UTC on the 1st is 02:30 on the 2nd in Istanbul.
      slot('2026-12-01T23:30:00.000Z'),
      slot('2026-12-02T10:00:00.000Z'),
    ])
    expect(days.map((d) => [d.key, d.slots.map((s) => timeIn(s.start, ISTANBUL))])).toEqual([
      ['2026-12-01', ['09:00', '10:00']],
      ['2026-12-02', ['02:30', '13:00']],
    ])
  })

  it("shows a time in Istanbul and in the patient's zone, with the date when the day differs", () => {
    const start = '2026-12-01T06:00:00.000Z'
    expect(timeIn(start, ISTANBUL)).toBe('09:00')
    expect(timeIn(start, 'Asia/Riyadh')).toBe('09:00')
    expect(timeIn(start, 'Asia/Dubai')).toBe('10:00')
    expect(patientClock(start, 'Europe/Moscow', 'en')).toBe('09:00')
    expect(patientClock(start, 'America/New_York', 'en')).toBe('01:00')
    expect(patientClock('2026-12-01T04:00:00.000Z', 'America/New_York', 'en')).toBe('Mon 30 Nov 23:00')
    expect(patientClock('2026-12-01T16:00:00.000Z', 'Asia/Tokyo', 'en')).toBe('Wed 2 Dec 01:00')
  })

  it('names days and zones in the language, with Western digits', () => {
    expect(dayLabel('2026-12-01T06:00:00.000Z', ISTANBUL, 'en')).toBe('Tuesday 1 December')
    expect(dayLabel('2026-12-01T06:00:00.000Z', ISTANBUL, 'ar')).toBe('الثلاثاء 1 ديسمبر')
    expect(offsetLabel(ISTANBUL, 'en')).toBe('GMT+3')
    expect(offsetLabel('America/New_York', 'en', '2026-12-01T06:00:00Z')).toBe('GMT-5')
    expect(offsetLabel(ISTANBUL, 'ar')).toMatch(/3/)
  })

  it('formats the booking date as dd/MM/yyyy in Istanbul', () => {
    expect(bookingDate('2026-12-01T06:00:00.000Z')).toBe('01/12/2026')
    expect(bookingDate('2026-11-30T21:30:00.000Z')).toBe('01/12/2026')
  })

  it('compares instants, not spellings', () => {
    expect(sameInstant('2026-12-01T06:00:00.000Z', '2026-12-01T09:00:00+03:00')).toBe(true)
    expect(sameInstant('2026-12-01T06:00:00.000Z', '2026-12-01T06:30:00.000Z')).toBe(false)
    expect(sameInstant(null, '2026-12-01T06:00:00.000Z')).toBe(false)
  })
})
