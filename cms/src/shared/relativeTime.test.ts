import { relativeTime } from './relativeTime'

const NOW = new Date('2026-05-15T12:00:00.000Z')
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The date `ms` away from NOW (negative: in the past), as the CMS gives it. */
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString()

describe('relative time', () => {
  test.each([
    ['the same instant', 'now', 'الآن', 0],
    ['30 seconds ago', '30 seconds ago', 'قبل 30 ثانية', -30 * SECOND],
    ['45 seconds ago (a minute, rounded)', '1 minute ago', 'قبل دقيقة واحدة', -45 * SECOND],
    ['5 minutes ago', '5 minutes ago', 'قبل 5 دقائق', -5 * MINUTE],
    ['50 minutes ago (an hour, rounded)', '1 hour ago', 'قبل ساعة واحدة', -50 * MINUTE],
    ['3 hours ago', '3 hours ago', 'قبل 3 ساعات', -3 * HOUR],
    ['21 hours ago', '21 hours ago', 'قبل 21 ساعة', -21 * HOUR],
    ['23 hours ago (a day)', 'yesterday', 'أمس', -23 * HOUR],
    ['2 days ago', '2 days ago', 'أول أمس', -2 * DAY],
    ['3 days ago', '3 days ago', 'قبل 3 أيام', -3 * DAY],
    ['8 days ago', 'last week', 'الأسبوع الماضي', -8 * DAY],
    ['15 days ago', '2 weeks ago', 'قبل أسبوعين', -15 * DAY],
    ['30 days ago ("a month ago")', 'last month', 'الشهر الماضي', -30 * DAY],
    ['92 days ago', '3 months ago', 'قبل 3 أشهر', -92 * DAY],
    ['340 days ago (a year, rounded)', 'last year', 'السنة الماضية', -340 * DAY],
    ['3 years ago', '3 years ago', 'قبل 3 سنوات', -3 * 365 * DAY],
    ['in 3 hours', 'in 3 hours', 'خلال 3 ساعات', 3 * HOUR],
    ['in a day', 'tomorrow', 'غدًا', DAY],
    ['in 2 days', 'in 2 days', 'بعد الغد', 2 * DAY],
    ['in 2 months', 'in 2 months', 'خلال شهرين', 61 * DAY],
  ])('%s: %j in English, %j in Arabic', (_, en, ar, ms) => {
    expect(relativeTime(at(ms), 'en', NOW)).toBe(en)
    expect(relativeTime(at(ms), 'ar', NOW)).toBe(ar)
  })

  test('takes a Date as well as an ISO string, and reads the clock by default', () => {
    expect(relativeTime(new Date(NOW.getTime() - 3 * DAY), 'en', NOW)).toBe('3 days ago')
    expect(relativeTime(new Date(), 'en')).toBe('now')
    expect(relativeTime(new Date(Date.now() - 2 * HOUR).toISOString(), 'ar')).toBe('قبل ساعتين')
  })

  test('Arabic keeps Western digits', () => {
    expect(relativeTime(at(-5 * DAY), 'ar', NOW)).toMatch(/^قبل 5 /)
  })

  test('an invalid date gives nothing', () => {
    for (const date of ['', 'a month ago', '2026-13-45', new Date(Number.NaN)]) {
      expect(relativeTime(date, 'en', NOW)).toBe('')
      expect(relativeTime(date, 'ar', NOW)).toBe('')
    }
  })
})
