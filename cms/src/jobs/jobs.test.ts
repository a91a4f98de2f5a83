/** The outbox's rules that need no server: settings checks, keys, lanes, Message-IDs, rendering. */
import { calendarFile } from '../booking/ics'
import { keyFor, laneOf, renderOutgoing } from './outbox'
import { senderDomain, serverUnreachable, smtpProblems } from './transport'

const settings = {
  host: 'smtp.example.test',
  port: 587,
  secure: false,
  user: '',
  pass: '',
  from: 'Portal <no-reply@medtour.example>',
}

describe('SMTP settings, checked when the worker starts', () => {
  test('good settings have no problem; each bad one is named', () => {
    expect(smtpProblems(settings)).toEqual([])
    expect(smtpProblems({ ...settings, host: '' })).toEqual([
      'SMTP_HOST is not set: e-mails wait in the queue until it is.',
    ])
    expect(smtpProblems({ ...settings, port: 70000 })).toEqual(['SMTP_PORT must be 1–65535 (got 70000).'])
    expect(smtpProblems({ ...settings, port: Number('x') })[0]).toMatch(/^SMTP_PORT/)
    expect(smtpProblems({ ...settings, user: 'me' })).toEqual(['SMTP_USER and SMTP_PASS go together.'])
    expect(smtpProblems({ ...settings, from: 'nobody' })).toEqual(['MAIL_FROM is not an address (got "nobody").'])
  })

  test('an unreachable server is told apart from a refused message', () => {
    expect(serverUnreachable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(serverUnreachable(Object.assign(new Error('x'), { code: 'ETIMEDOUT' }))).toBe(true)
    expect(serverUnreachable(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE' }))).toBe(false)
    expect(serverUnreachable(null)).toBe(false)
    expect(senderDomain('Portal <no-reply@medtour.example>')).toBe('medtour.example')
    expect(senderDomain('no-reply@medtour.example')).toBe('medtour.example')
  })
})

describe('keys and lanes', () => {
  test("a record's key holds its id and creation time (a reused id is another cause)", () => {
    const a = keyFor('booking-confirmation', { id: 7, createdAt: '2026-11-25T10:00:00.000Z' })
    const b = keyFor('booking-confirmation', { id: 7, createdAt: '2026-11-25T10:05:00.000Z' })
    expect(a).toBe(`booking-confirmation:7:${Date.parse('2026-11-25T10:00:00.000Z')}`)
    expect(a).not.toBe(b)
  })

  test("a patient's e-mails share a lane (their order is kept); staff notices have none", () => {
    expect(laneOf('booking-confirmation', 'Sara@Example.test')).toBe('sara@example.test')
    expect(laneOf('activation', 'sara@example.test')).toBe(laneOf('password-reset', 'SARA@example.test'))
    expect(laneOf('staff-booking', 'staff@medtour.local')).toBeUndefined()
    expect(laneOf('staff-contact', 'staff@medtour.local')).toBeUndefined()
  })
})

describe('the e-mail as the worker sends it', () => {
  const body = {
    lang: 'ar' as const,
    heading: 'تم حجز الموعد',
    intro: 'شكرًا لك <b>',
    rows: [['الطبيب', 'د. عائشة كايا']] as [string, string][],
    action: { label: 'عرض مواعيدي', href: 'https://portal.example/ar/account-appointments?a=1&b=2' },
  }

  test('a stored body is rendered to HTML (escaped, right to left) and its text twin; nothing else is added', () => {
    const sent = renderOutgoing({ to: 'p@example.test', subject: 'S', body })
    expect(sent).toStrictEqual({ to: 'p@example.test', subject: 'S', html: sent.html, text: sent.text })
    expect(sent.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
    expect(sent.html).toContain('شكرًا لك &lt;b&gt;')
    expect(sent.html).toContain('href="https://portal.example/ar/account-appointments?a=1&amp;b=2"')
    expect(sent.text).toBe(
      'تم حجز الموعد\n\nشكرًا لك <b>\n\nالطبيب: د. عائشة كايا\n\nعرض مواعيدي: https://portal.example/ar/account-appointments?a=1&b=2\n',
    )
  })

  test("a message stored rendered (Payload's own, or queued before bodies were) is sent as stored", () => {
    const stored = { to: 'p@example.test', subject: 'S', html: '<p>x</p>', text: 'x', replyTo: 'r@example.test' }
    expect(renderOutgoing(stored)).toStrictEqual(stored)
  })

  test('a calendar file stored as what to render is rendered; other attachments are kept', () => {
    const date = new Date('2026-12-01T07:30:00Z')
    const sent = renderOutgoing({
      to: 'p@example.test',
      subject: 'S',
      body,
      attachments: [
        {
          filename: 'appointment-7.ics',
          contentType: 'text/calendar',
          calendar: calendarFile({ id: 7, appointmentDate: date, durationMinutes: 30, doctorName: 'X', lang: 'en' }),
        },
        { filename: 'a.txt', contentType: 'text/plain', content: 'hello' },
      ],
    })
    expect(sent.attachments?.[0]?.content).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*UID:appointment-7@medtour\r\n/)
    expect(sent.attachments?.[1]).toStrictEqual({ filename: 'a.txt', contentType: 'text/plain', content: 'hello' })
  })
})
