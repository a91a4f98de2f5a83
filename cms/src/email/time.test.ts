import { TZDate, tzOffset } from '@date-fns/tz'
import { format } from 'date-fns'
import { ar, enGB } from 'date-fns/locale'

import { offsetMinutes } from '../booking/slots'
import { wallTime } from './time'

// Zones with summer time (New York, London; Lord Howe moves by half an hour), odd offsets
// (Kolkata +5:30, Kathmandu +5:45, Chatham +12:45/+13:45) and none (Istanbul, Riyadh, Moscow).
const ZONES = [
  'Europe/Istanbul',
  'Asia/Riyadh',
  'Europe/Moscow',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
]

/**
 * Instants every `step` minutes from `from` for `days` days, off the quarter hour too (a step of a
 * few hours meets every change of the year within hours; the minute of a change is the test below).
 */
const instants = (from: string, days: number, step: number) =>
  Array.from(
    { length: Math.floor((days * 1440) / step) },
    (_, i) => new Date(Date.parse(from) + i * step * 60_000 + 7_000),
  )

/** What date-fns gives for a TZDate: the text wallTime is read as. */
const byDateFns = (date: Date, zone: string, lang: 'en' | 'ar') =>
  lang === 'ar'
    ? `${format(new TZDate(date, zone), 'EEEE d MMMM yyyy، HH:mm', { locale: ar })} (${zone})`
    : `${format(new TZDate(date, zone), 'EEEE d MMMM yyyy, HH:mm', { locale: enGB })} (${zone})`

describe('offsetMinutes (booking/slots.ts): kept by quarter hour, always the runtime’s', () => {
  it('gives what the runtime gives, across the changes of a year in every kind of zone', () => {
    for (const zone of ZONES) {
      // Twice: the first time asks the runtime, the second reads what was kept.
      for (const round of [1, 2]) {
        for (const date of instants('2026-01-01T00:00:00Z', 366, 241)) {
          expect([zone, round, date.toISOString(), offsetMinutes(zone, date.getTime())]).toEqual([
            zone,
            round,
            date.toISOString(),
            tzOffset(zone, date),
          ])
        }
      }
    }
  })

  it('is right on both sides of a change, to the minute (New York, 8 March 2026, 07:00Z)', () => {
    const change = Date.parse('2026-03-08T07:00:00Z')
    for (let ms = change - 30 * 60_000; ms < change + 30 * 60_000; ms += 60_000) {
      expect(offsetMinutes('America/New_York', ms)).toBe(ms < change ? -300 : -240)
    }
    expect(offsetMinutes('America/New_York', change - 1)).toBe(-300)
  })
})

describe('wallTime: the text date-fns gives a TZDate, in both languages', () => {
  it.each(['en', 'ar'] as const)('%s: every zone, across a year and its changes', (lang) => {
    for (const zone of ZONES) {
      for (const date of instants('2026-01-01T00:00:00Z', 366, 613)) {
        expect(wallTime(date, zone, lang)).toBe(byDateFns(date, zone, lang))
      }
    }
  })

  it('reads as expected', () => {
    const date = new Date('2026-11-24T07:30:00Z')
    expect(wallTime(date, 'Europe/Istanbul', 'en')).toBe('Tuesday 24 November 2026, 10:30 (Europe/Istanbul)')
    expect(wallTime(date, 'Asia/Riyadh', 'ar')).toBe('الثلاثاء 24 نوفمبر 2026، 10:30 (Asia/Riyadh)')
  })

  it('refuses a zone the runtime does not know, as date-fns did', () => {
    expect(() => wallTime(new Date(), 'Mars/Olympus', 'en')).toThrow(RangeError)
    expect(() => byDateFns(new Date(), 'Mars/Olympus', 'en')).toThrow(RangeError)
  })
})
