import { parse } from 'qs-esm'

import type { Appointment } from '../payload-types'
import { appointmentsCsv, csvField, deskView, deskWhere, istanbulDayStart, UTF8_BOM, whereQuery } from './desk'

describe("the desk's filters", () => {
  test('every filter narrows (AND); a phone typed with spaces matches the stored digits', () => {
    expect(deskWhere({})).toStrictEqual({})
    expect(
      deskWhere({ status: ['PENDING'], from: 'a', to: 'b', doctor: 3, provider: 4, country: 5, q: '+966 50 123' }),
    ).toStrictEqual({
      and: [
        { status: { in: ['PENDING'] } },
        { appointmentDate: { greater_than_equal: 'a' } },
        { appointmentDate: { less_than: 'b' } },
        { doctor: { equals: 3 } },
        { provider: { equals: 4 } },
        { patientCountry: { equals: 5 } },
        {
          or: [
            { patientName: { like: '+966 50 123' } },
            { patientEmail: { like: '+966 50 123' } },
            { patientPhone: { like: '+96650123' } },
          ],
        },
      ],
    })
  })

  test('days and weeks are Istanbul’s: 23:30 UTC on a Sunday is already Monday there', () => {
    const now = new Date('2027-01-03T23:30:00Z') // Monday 4 January, 02:30 in Istanbul
    expect(istanbulDayStart(now).toISOString()).toBe('2027-01-03T21:00:00.000Z')
    expect(deskView('today', now).filters).toStrictEqual({
      from: '2027-01-03T21:00:00.000Z',
      to: '2027-01-04T21:00:00.000Z',
    })
    expect(deskView('week', now).filters).toStrictEqual({
      from: '2027-01-03T21:00:00.000Z',
      to: '2027-01-10T21:00:00.000Z',
    })
    expect(deskView('waiting', now)).toStrictEqual({
      filters: { status: ['PENDING'], from: now.toISOString() },
      sort: 'createdAt',
    })
    expect(deskView('upcoming', now).filters.status).toStrictEqual(['PENDING', 'CONFIRMED'])
  })

  test('a where as the panel’s list URL reads it back (the views’ links)', () => {
    const where = deskWhere({ status: ['PENDING', 'CONFIRMED'], from: '2027-01-03T21:00:00.000Z', q: 'أحمد' })
    // Parsed as Payload parses a list URL (qs, depth 10).
    const back = parse(whereQuery(where).join('&'), { depth: 10 })
    expect(back).toStrictEqual({ where: JSON.parse(JSON.stringify(where)) })
  })
})

describe('the CSV export', () => {
  const row = (over: Partial<Appointment>): Appointment =>
    ({
      id: 7,
      status: 'CONFIRMED',
      appointmentDate: '2027-01-05T07:00:00.000Z',
      patientTimeZone: 'Asia/Riyadh',
      patientName: 'أحمد علي',
      patientEmail: 'ahmed@example.test',
      patientPhone: '+966501234567',
      patientCountry: { id: 1, name: 'Saudi Arabia' },
      patientLanguage: 'ar',
      doctor: { id: 2, name: 'Dr. Ayşe Kaya' },
      provider: { id: 3, name: 'Test Hospital' },
      durationMinutes: 30,
      rescheduleCount: 1,
      statusReason: 'Bring your "reports", please',
      createdAt: '2026-12-01T09:15:00.000Z',
      ...over,
    }) as unknown as Appointment

  test('fields are quoted when they must be; formulas are defused', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+966501234567')).toBe("'+966501234567")
    expect(csvField(null)).toBe('')
    expect(csvField(30)).toBe('30')
  })

  test('a BOM, headings in the language asked, both times labelled, Arabic kept, CRLF', () => {
    const csv = appointmentsCsv([row({})], 'en')
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    const [head, line, end] = csv.slice(1).split('\r\n')
    expect(head).toBe(
      "Appointment,Status,Time (Istanbul),Time (patient's zone),Patient's time zone,Patient,E-mail,Phone,Country,Language,Doctor,Provider,Minutes,Times moved,Reason given,Booked at (Istanbul)",
    )
    expect(line).toBe(
      `7,Confirmed,2027-01-05 10:00,2027-01-05 10:00,Asia/Riyadh,أحمد علي,ahmed@example.test,'+966501234567,Saudi Arabia,Arabic,Dr. Ayşe Kaya,Test Hospital,30,1,"Bring your ""reports"", please",2026-12-01 12:15`,
    )
    expect(end).toBe('')
    const ar = appointmentsCsv([row({ status: 'PENDING', patientTimeZone: 'Europe/Moscow' })], 'ar')
    expect(ar).toContain('رقم الموعد,الحالة,الوقت (إسطنبول)')
    expect(ar).toContain('بانتظار التأكيد')
    expect(ar).toContain('العربية')
  })
})
