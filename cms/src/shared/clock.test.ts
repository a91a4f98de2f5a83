/**
 * The one clock, moved in a process (the unit and API suites). Across a test stack's processes,
 * through its file (clockFile.ts): booking-api/src/modules/testing/testing.routes.test.ts.
 */
import * as clock from './clock'
import { env } from '../env'
import { freeSlots } from '../booking/slots'

afterEach(() => clock.resetClock())

test('it reads the machine time until moved, then follows the move, and resets', () => {
  expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(50)
  clock.setClock(Date.parse('2030-01-01T00:00:00Z'))
  expect(Math.abs(clock.nowMs() - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(50)
  expect(clock.nowIso().slice(0, 10)).toBe('2030-01-01')
  clock.moveClock(36 * 3_600_000)
  expect(clock.now().toISOString().slice(0, 13)).toBe('2030-01-02T12')
  clock.resetClock()
  expect(clock.clockOffset()).toBe(0)
})

test('without the test flag, nothing outside the process can move it', async () => {
  expect(env.testClockFile).toBe('')
  const shared = await import('./clockFile')
  expect(shared.followsSharedClock()).toBe(false)
  expect(() => shared.writeSharedOffset(60_000)).toThrow(/TEST_CLOCK_FILE/)
  expect(clock.clockOffset()).toBe(0)
})

test('a rule that depends on the time reads this clock (the free slots start from its now)', () => {
  const from = new Date(Date.parse('2031-03-01T00:00:00Z'))
  const to = new Date(Date.parse('2031-03-05T00:00:00Z'))
  const doctor = { workingHours: [{ day: 'mon', start: '09:00', end: '10:00' }], slotMinutes: 30 }
  // Monday 2031-03-03, 09:00 and 09:30 in Istanbul (06:00 and 06:30 UTC): the clock reads 06:10.
  clock.setClock(Date.parse('2031-03-03T06:10:00Z'))
  expect(freeSlots(doctor, { from, to }).map((d) => d.toISOString())).toEqual(['2031-03-03T06:30:00.000Z'])
  clock.setClock(Date.parse('2031-03-03T05:00:00Z'))
  expect(freeSlots(doctor, { from, to })).toHaveLength(2)
})
