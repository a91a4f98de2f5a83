import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { appointmentUid, buildAppointmentIcs, icsFileName } from '../../src/lib/ics'

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
    assert.equal(lines[0], 'BEGIN:VCALENDAR')
    assert.equal(lines.at(-1), 'END:VCALENDAR')
    assert.deepEqual(property('METHOD'), ['PUBLISH'])
    assert.deepEqual(property('VERSION'), ['2.0'])
    assert.deepEqual(property('UID'), ['appointment-42@medtour'])
    assert.deepEqual(property('DTSTART'), ['20261124T073000Z'])
    assert.deepEqual(property('DURATION'), ['PT45M'])
    assert.deepEqual(property('DTSTAMP'), ['20261120T120000Z'])
    assert.deepEqual(property('SUMMARY'), ['Appointment with Prof. Dr. Mehmet Yılmaz'])
    assert.deepEqual(property('LOCATION'), ['Medical Park, Göztepe, Istanbul'])
    assert.deepEqual(property('URL'), ['http://localhost:3000/en/account'])
    const description = property('DESCRIPTION')[0] ?? ''
    assert.match(description, /Booking number: 42/)
    assert.match(description, /Time \(Istanbul\): 24\/11\/2026 10:30/)
    assert.equal(appointmentUid('abc'), 'appointment-abc@medtour')
    assert.equal(icsFileName(7), 'appointment-7.ics')
  })

  it('is the same file for the same appointment', () => {
    assert.equal(buildAppointmentIcs(base), buildAppointmentIcs(base))
  })

  it('has a one-day and a two-hour reminder', () => {
    const { lines, property } = parse(buildAppointmentIcs(base))
    assert.equal(lines.filter((line) => line === 'BEGIN:VALARM').length, 2)
    assert.deepEqual(property('TRIGGER'), ['-PT24H', '-PT2H'])
    assert.deepEqual(property('ACTION'), ['DISPLAY', 'DISPLAY'])
  })

  it('speaks Arabic for an Arabic appointment', () => {
    const ics = buildAppointmentIcs({
      ...base,
      lang: 'ar',
      doctorName: 'أ. د. محمد يلماز',
      providerName: 'ميديكال بارك',
    })
    const { property } = parse(ics)
    assert.deepEqual(property('SUMMARY'), ['موعد مع أ. د. محمد يلماز'])
    assert.match(property('DESCRIPTION')[0] ?? '', /رقم الحجز: 42/)
    assert.deepEqual(property('DESCRIPTION').length, 3) // the event's and the two alarms'
    assert.match(property('DESCRIPTION')[1] ?? '', /موعدك غدًا/)
  })

  it('uses CRLF and folds lines at 75 octets', () => {
    const ics = buildAppointmentIcs({ ...base, lang: 'ar', doctorName: 'محمد '.repeat(30) })
    const physical = ics.split('\r\n')
    assert.ok(!/[^\r]\n/.test(ics), 'bare LF')
    assert.ok(
      physical.every((line) => Buffer.byteLength(line) <= 75),
      'unfolded long line',
    )
    assert.ok(parse(ics).property('SUMMARY')[0]?.startsWith('موعد مع محمد محمد'))
  })

  it('leaves out what it does not know and rejects bad input', () => {
    const { property } = parse(buildAppointmentIcs({ ...base, providerName: null, address: undefined, url: undefined }))
    assert.deepEqual(property('LOCATION'), [])
    assert.deepEqual(property('URL'), [])
    assert.throws(() => buildAppointmentIcs({ ...base, appointmentDate: new Date(NaN) }), RangeError)
    assert.throws(() => buildAppointmentIcs({ ...base, durationMinutes: 0 }), RangeError)
  })
})
