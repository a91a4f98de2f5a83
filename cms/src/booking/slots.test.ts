import {
  formatInZone,
  freeSlots,
  gmtOffsetLabel,
  isSlotStart,
  isValidTimeZone,
  ISTANBUL,
  localToInstant,
  nextFreeSlot,
  parseHHmm,
  toDisplayTimes,
  type DoctorSchedule,
} from './slots'

const weekdays = (start: string, end: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, start, end }))

// Tuesday 24 November 2026; Istanbul is UTC+3 all year.
const doctor: DoctorSchedule = { slotMinutes: 30, workingHours: [...weekdays('09:00', '12:00')] }
const utc = (iso: string) => new Date(iso)
const iso = (dates: Date[]) => dates.map((date) => date.toISOString())
const LONG_AGO = utc('2000-01-01T00:00:00Z')

describe('parseHHmm and isValidTimeZone', () => {
  it('parses 24-hour times and rejects malformed ones', () => {
    expect(parseHHmm('09:30')).toBe(570)
    expect(parseHHmm('24:00')).toBe(1440)
    for (const bad of ['9:30', '24:01', '12:60', 'noon', '']) expect(parseHHmm(bad)).toBe(null)
  })

  it('knows IANA zones', () => {
    expect(isValidTimeZone(ISTANBUL)).toBe(true)
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
    expect(isValidTimeZone(undefined)).toBe(false)
  })
})

describe('freeSlots', () => {
  const day = { from: utc('2026-11-24T00:00:00Z'), to: utc('2026-11-25T00:00:00Z'), now: LONG_AGO }

  it('lists the slot starts of a working day in UTC', () => {
    expect(iso(freeSlots(doctor, day))).toStrictEqual([
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T06:30:00.000Z',
      '2026-11-24T07:00:00.000Z',
      '2026-11-24T07:30:00.000Z',
      '2026-11-24T08:00:00.000Z',
      '2026-11-24T08:30:00.000Z',
    ])
  })

  it('only fits whole slots into the working hours', () => {
    const slots = freeSlots({ slotMinutes: 45, workingHours: weekdays('09:00', '11:00') }, day)
    expect(iso(slots)).toStrictEqual(['2026-11-24T06:00:00.000Z', '2026-11-24T06:45:00.000Z'])
  })

  it('skips booked slots given as dates or as epoch milliseconds', () => {
    const taken = [utc('2026-11-24T06:30:00Z'), utc('2026-11-24T08:00:00Z')]
    for (const booked of [taken, new Set(taken.map((date) => date.getTime()))]) {
      const slots = iso(freeSlots(doctor, { ...day, booked }))
      expect(slots.length).toBe(4)
      expect(!slots.includes('2026-11-24T06:30:00.000Z')).toBeTruthy()
      expect(!slots.includes('2026-11-24T08:00:00.000Z')).toBeTruthy()
    }
  })

  it('skips past slots and those inside the lead time', () => {
    const now = utc('2026-11-24T06:10:00Z')
    expect(freeSlots(doctor, { ...day, now })[0]?.toISOString()).toBe('2026-11-24T06:30:00.000Z')
    const withLead = freeSlots(doctor, { ...day, now, minLeadMinutes: 60 })
    expect(withLead[0]?.toISOString()).toBe('2026-11-24T07:30:00.000Z')
  })

  it('keeps to the half-open range [from, to) and honours the limit', () => {
    const slots = freeSlots(doctor, {
      from: utc('2026-11-24T06:30:00Z'),
      to: utc('2026-11-24T07:30:00Z'),
      now: LONG_AGO,
    })
    expect(iso(slots)).toStrictEqual(['2026-11-24T06:30:00.000Z', '2026-11-24T07:00:00.000Z'])
    expect(freeSlots(doctor, { ...day, limit: 2 }).length).toBe(2)
    expect(freeSlots(doctor, { ...day, from: day.to, to: day.from })).toStrictEqual([])
  })

  it('has nothing on days off and spans weeks in order', () => {
    const weekend = { from: utc('2026-11-28T00:00:00Z'), to: utc('2026-11-30T00:00:00Z'), now: LONG_AGO }
    expect(freeSlots(doctor, weekend)).toStrictEqual([])
    const week = freeSlots(doctor, {
      from: utc('2026-11-23T00:00:00Z'),
      to: utc('2026-11-30T00:00:00Z'),
      now: LONG_AGO,
    })
    expect(week.length).toBe(5 * 6)
    expect(week.every((date, i) => i === 0 || date.getTime() > (week[i - 1] as Date).getTime())).toBeTruthy()
  })

  it('finds slots of a local day that starts on the previous UTC day', () => {
    const early = { slotMinutes: 60, workingHours: [{ day: 'mon', start: '01:00', end: '03:00' }] }
    const slots = freeSlots(early, {
      from: utc('2026-11-22T12:00:00Z'),
      to: utc('2026-11-23T12:00:00Z'),
      now: LONG_AGO,
    })
    expect(iso(slots)).toStrictEqual(['2026-11-22T22:00:00.000Z', '2026-11-22T23:00:00.000Z'])
  })

  it('supports split shifts and ignores malformed rows', () => {
    const split: DoctorSchedule = {
      slotMinutes: 60,
      workingHours: [
        { day: 'tue', start: '14:00', end: '16:00' },
        { day: 'tue', start: '09:00', end: '10:00' },
        { day: 'tue', start: '12:00', end: '11:00' },
        { day: 'tue', start: 'nine', end: '10:00' },
        { day: 'holiday', start: '09:00', end: '10:00' },
      ],
    }
    expect(iso(freeSlots(split, day))).toStrictEqual([
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T11:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
    ])
  })

  it('defaults to 30-minute slots and rejects bad slot lengths, zones and ranges', () => {
    expect(freeSlots({ workingHours: weekdays('09:00', '10:00') }, day).length).toBe(2)
    expect(() => freeSlots({ ...doctor, slotMinutes: 0 }, day)).toThrow(RangeError)
    expect(() => freeSlots({ ...doctor, slotMinutes: 7.5 }, day)).toThrow(RangeError)
    expect(() => freeSlots({ ...doctor, timeZone: 'Nowhere/Town' }, day)).toThrow(RangeError)
    expect(() => freeSlots(doctor, { from: utc('2026-01-01T00:00:00Z'), to: utc('2028-01-01T00:00:00Z') })).toThrow(
      RangeError,
    )
    expect(() => freeSlots(doctor, { from: new Date(NaN), to: day.to })).toThrow(RangeError)
  })

  it('nextFreeSlot finds the first free start', () => {
    const found = nextFreeSlot(doctor, { from: utc('2026-11-27T10:00:00Z'), now: LONG_AGO })
    expect(found?.toISOString()).toBe('2026-11-30T06:00:00.000Z') // Friday is over; Monday 09:00 Istanbul
    expect(nextFreeSlot({ workingHours: [] }, { from: day.from, now: LONG_AGO })).toBe(null)
  })
})

describe('zones with daylight saving time', () => {
  // Berlin: 29 March 2026 02:00 → 03:00 (gap); 25 October 2026 03:00 → 02:00 (overlap). Moscow: UTC+3, no DST.
  const sunday = (start: string, end: string, timeZone: string): DoctorSchedule => ({
    timeZone,
    slotMinutes: 30,
    workingHours: [{ day: 'sun', start, end }],
  })

  it('drops local times that do not exist on the spring-forward day', () => {
    const range = { from: utc('2026-03-28T12:00:00Z'), to: utc('2026-03-30T00:00:00Z'), now: LONG_AGO }
    expect(iso(freeSlots(sunday('01:30', '04:00', 'Europe/Berlin'), range))).toStrictEqual([
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST (02:00 and 02:30 do not exist)
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    ])
    expect(isSlotStart(sunday('01:30', '04:00', 'Europe/Berlin'), utc('2026-03-29T01:00:00Z'))).toBe(true)
  })

  it('offers a repeated local time once, at its first occurrence, on the fall-back day', () => {
    const berlin = sunday('02:00', '03:00', 'Europe/Berlin')
    const range = { from: utc('2026-10-24T12:00:00Z'), to: utc('2026-10-26T00:00:00Z'), now: LONG_AGO }
    expect(iso(freeSlots(berlin, range))).toStrictEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T00:30:00.000Z'])
    expect(isSlotStart(berlin, utc('2026-10-25T00:00:00Z'))).toBe(true)
    expect(isSlotStart(berlin, utc('2026-10-25T01:00:00Z'))).toBe(false) // the second 02:00
  })

  it('keeps the same local hours across a DST change in Berlin but not in Moscow', () => {
    const nineToTen = (timeZone: string) => ({ timeZone, slotMinutes: 60, workingHours: weekdays('09:00', '10:00') })
    const before = { from: utc('2026-10-23T00:00:00Z'), to: utc('2026-10-24T00:00:00Z'), now: LONG_AGO }
    const after = { from: utc('2026-10-26T00:00:00Z'), to: utc('2026-10-27T00:00:00Z'), now: LONG_AGO }
    expect(freeSlots(nineToTen('Europe/Berlin'), before)[0]?.toISOString()).toBe('2026-10-23T07:00:00.000Z')
    expect(freeSlots(nineToTen('Europe/Berlin'), after)[0]?.toISOString()).toBe('2026-10-26T08:00:00.000Z')
    expect(freeSlots(nineToTen('Europe/Moscow'), before)[0]?.toISOString()).toBe('2026-10-23T06:00:00.000Z')
    expect(freeSlots(nineToTen('Europe/Moscow'), after)[0]?.toISOString()).toBe('2026-10-26T06:00:00.000Z')
  })

  it('localToInstant returns null in a gap and the earlier instant in an overlap', () => {
    expect(localToInstant('Europe/Berlin', Date.UTC(2026, 2, 29, 2, 30))).toBe(null)
    expect(localToInstant('Europe/Berlin', Date.UTC(2026, 9, 25, 2, 30))).toBe(Date.UTC(2026, 9, 25, 0, 30))
  })
})

describe('isSlotStart', () => {
  it('accepts exact slot starts inside working hours only', () => {
    expect(isSlotStart(doctor, utc('2026-11-24T06:00:00Z'))).toBe(true)
    expect(isSlotStart(doctor, utc('2026-11-24T08:30:00Z'))).toBe(true)
    expect(isSlotStart(doctor, utc('2026-11-24T06:15:00Z'))).toBe(false) // off the grid
    expect(isSlotStart(doctor, utc('2026-11-24T06:00:30Z'))).toBe(false) // seconds
    expect(isSlotStart(doctor, utc('2026-11-24T09:00:00Z'))).toBe(false) // 12:00, the end
    expect(isSlotStart(doctor, utc('2026-11-24T05:30:00Z'))).toBe(false) // before opening
    expect(isSlotStart(doctor, utc('2026-11-28T06:00:00Z'))).toBe(false) // Saturday
    expect(isSlotStart(doctor, new Date(NaN))).toBe(false)
  })

  it('agrees with freeSlots', () => {
    const slots = freeSlots(doctor, {
      from: utc('2026-11-23T00:00:00Z'),
      to: utc('2026-11-30T00:00:00Z'),
      now: LONG_AGO,
    })
    expect(slots.every((slot) => isSlotStart(doctor, slot))).toBeTruthy()
  })
})

describe('display', () => {
  const instant = utc('2026-11-24T07:30:00Z')

  it('formats wall-clock times per zone', () => {
    expect(formatInZone(instant, ISTANBUL, 'en')).toBe('24/11/2026 10:30')
    expect(formatInZone(instant, ISTANBUL, 'ar')).toBe('24/11/2026 10:30')
    expect(formatInZone(instant, 'Europe/Berlin', 'en')).toBe('24/11/2026 08:30')
    expect(formatInZone(utc('2026-07-01T07:30:00Z'), 'Europe/Berlin', 'en')).toBe('01/07/2026 09:30')
    expect(() => formatInZone(instant, 'Bad/Zone', 'en')).toThrow(RangeError)
  })

  it('labels offsets', () => {
    expect(gmtOffsetLabel(instant, ISTANBUL)).toBe('GMT+03:00')
    expect(gmtOffsetLabel(instant, 'America/St_Johns')).toBe('GMT-03:30')
  })

  it('gives UTC, Istanbul and patient times, falling back to Istanbul', () => {
    expect(toDisplayTimes(instant, 'Asia/Baghdad')).toStrictEqual({
      utc: '2026-11-24T07:30Z',
      istanbul: '24/11/2026 10:30',
      patient: '24/11/2026 10:30',
      patientTimeZone: 'Asia/Baghdad',
    })
    expect(toDisplayTimes(instant, 'Europe/Moscow').patient).toBe('24/11/2026 10:30')
    expect(toDisplayTimes(instant, 'Europe/London').patient).toBe('24/11/2026 07:30')
    expect(toDisplayTimes(instant).patientTimeZone).toBe(ISTANBUL)
    expect(toDisplayTimes(instant, 'Not/AZone').patientTimeZone).toBe(ISTANBUL)
  })
})
