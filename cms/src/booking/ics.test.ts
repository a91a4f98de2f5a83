import {
  appointmentUid,
  buildAppointmentIcs,
  calendarFile,
  icsContentType,
  icsFileName,
  icsMethodOf,
  renderCalendarFile,
} from './ics'

const base = {
  id: 42,
  appointmentDate: new Date('2026-11-24T07:30:00Z'),
  durationMinutes: 45,
  doctorName: 'Prof. Dr. Mehmet Yılmaz',
  providerName: 'Medical Park',
  address: 'Göztepe, Istanbul',
  lang: 'en' as const,
  url: 'http://localhost:3000/en/account',
  stamp: new Date('2026-11-20T12:00:00Z'),
}

/** Unfolds RFC 5545 lines and gives the properties of each component in order. */
const parse = (ics: string) => {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1')
  const property = (name: string, within = lines) =>
    within.filter((line) => line.split(/[:;]/)[0] === name).map((line) => unescape(line.slice(line.indexOf(':') + 1)))
  return { lines, property }
}

describe('buildAppointmentIcs', () => {
  it('writes a published UTC event with a stable UID', () => {
    const ics = buildAppointmentIcs(base)
    const { lines, property } = parse(ics)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(property('METHOD')).toStrictEqual(['PUBLISH'])
    expect(property('VERSION')).toStrictEqual(['2.0'])
    expect(property('UID')).toStrictEqual(['appointment-42@medtour'])
    expect(property('DTSTART')).toStrictEqual(['20261124T073000Z'])
    expect(property('DURATION')).toStrictEqual(['PT45M'])
    expect(property('DTSTAMP')).toStrictEqual(['20261120T120000Z'])
    expect(property('SUMMARY')).toStrictEqual(['Appointment with Prof. Dr. Mehmet Yılmaz'])
    expect(property('LOCATION')).toStrictEqual(['Medical Park, Göztepe, Istanbul'])
    expect(property('URL')).toStrictEqual(['http://localhost:3000/en/account'])
    const description = property('DESCRIPTION')[0] ?? ''
    expect(description).toMatch(/Booking number: 42/)
    expect(description).toMatch(/Time \(Istanbul\): 24\/11\/2026 10:30/)
    expect(appointmentUid('abc')).toBe('appointment-abc@medtour')
    expect(icsFileName(7)).toBe('appointment-7.ics')
  })

  it('is the same file for the same appointment', () => {
    expect(buildAppointmentIcs(base)).toBe(buildAppointmentIcs(base))
  })

  it('has a one-day and a two-hour reminder', () => {
    const { lines, property } = parse(buildAppointmentIcs(base))
    expect(lines.filter((line) => line === 'BEGIN:VALARM').length).toBe(2)
    expect(property('TRIGGER')).toStrictEqual(['-PT24H', '-PT2H'])
    expect(property('ACTION')).toStrictEqual(['DISPLAY', 'DISPLAY'])
  })

  it('speaks Arabic for an Arabic appointment', () => {
    const ics = buildAppointmentIcs({
      ...base,
      lang: 'ar',
      doctorName: 'أ. د. محمد يلماز',
      providerName: 'ميديكال بارك',
    })
    const { property } = parse(ics)
    expect(property('SUMMARY')).toStrictEqual(['موعد مع أ. د. محمد يلماز'])
    expect(property('DESCRIPTION')[0] ?? '').toMatch(/رقم الحجز: 42/)
    expect(property('DESCRIPTION').length).toStrictEqual(3) // the event's and the two alarms'
    expect(property('DESCRIPTION')[1] ?? '').toMatch(/موعدك غدًا/)
  })

  it('uses CRLF and folds lines at 75 octets', () => {
    const ics = buildAppointmentIcs({ ...base, lang: 'ar', doctorName: 'محمد '.repeat(30) })
    const physical = ics.split('\r\n')
    expect(!/[^\r]\n/.test(ics), 'bare LF').toBeTruthy()
    expect(
      physical.every((line) => Buffer.byteLength(line) <= 75),
      'unfolded long line',
    ).toBeTruthy()
    expect(parse(ics).property('SUMMARY')[0]?.startsWith('موعد مع محمد محمد')).toBeTruthy()
  })

  it('leaves out what it does not know and rejects bad input', () => {
    const { property } = parse(buildAppointmentIcs({ ...base, providerName: null, address: undefined, url: undefined }))
    expect(property('LOCATION')).toStrictEqual([])
    expect(property('URL')).toStrictEqual([])
    expect(() => buildAppointmentIcs({ ...base, appointmentDate: new Date(NaN) })).toThrow(RangeError)
    expect(() => buildAppointmentIcs({ ...base, durationMinutes: 0 })).toThrow(RangeError)
  })
})

describe('the status of the event', () => {
  const statusOf = (ics: string) => ({
    method: /^METHOD:(.*)$/m.exec(ics)?.[1]?.trim(),
    status: /^STATUS:(.*)$/m.exec(ics)?.[1]?.trim(),
    sequence: /^SEQUENCE:(.*)$/m.exec(ics)?.[1]?.trim() ?? '0',
  })
  it('is TENTATIVE while waiting for staff, CONFIRMED once they confirm, a CANCEL once cancelled', () => {
    expect(statusOf(buildAppointmentIcs({ ...base, status: 'PENDING' }))).toEqual({
      method: 'PUBLISH',
      status: 'TENTATIVE',
      sequence: '0',
    })
    expect(statusOf(buildAppointmentIcs({ ...base, status: 'CONFIRMED', sequence: 1 }))).toEqual({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: '1',
    })
    expect(statusOf(buildAppointmentIcs({ ...base, status: 'CANCELLED', sequence: 2 }))).toEqual({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: '2',
    })
    expect(icsContentType(icsMethodOf('CANCELLED'))).toBe('text/calendar; charset=utf-8; method=CANCEL')
  })
})

describe('calendarFile: the .ics as the outbox stores it, rendered by the worker', () => {
  it('renders, after a trip through the database as JSON, the file built at once', () => {
    const stored = JSON.parse(JSON.stringify(calendarFile({ ...base, lang: 'ar', status: 'CONFIRMED', sequence: 2 })))
    expect(renderCalendarFile(stored)).toBe(
      buildAppointmentIcs({ ...base, lang: 'ar', status: 'CONFIRMED', sequence: 2 }),
    )
  })

  it('fixes DTSTAMP when queued, so every try sends the same file', () => {
    const stored = calendarFile({ ...base, stamp: undefined })
    expect(Date.now() - Date.parse(stored.stamp)).toBeLessThan(5_000)
    expect(renderCalendarFile(stored)).toBe(renderCalendarFile(JSON.parse(JSON.stringify(stored))))
  })

  it('refuses what could not become a file when it is queued, not when it is sent', () => {
    expect(() => calendarFile({ ...base, appointmentDate: new Date('nonsense') })).toThrow(RangeError)
    expect(() => calendarFile({ ...base, durationMinutes: 0 })).toThrow(RangeError)
  })
})
