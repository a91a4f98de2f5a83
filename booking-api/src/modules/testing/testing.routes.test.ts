/** The test stack's clock door (testing.routes.ts): moves the shared clock, refuses bad input. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { jest } from '@jest/globals'
import express from 'express'
import request from 'supertest'

test('with the test flag it reads and moves the clock every process of the stack follows', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clock-door-'))
  const file = path.join(dir, 'clock')
  writeFileSync(file, '0')
  process.env.TEST_CLOCK_FILE = file
  try {
    await jest.isolateModulesAsync(async () => {
      const { testHooksEnabled, testingRoutes } = await import('./testing.routes')
      const clock = await import('@medtour/cms/shared/clock')
      expect(testHooksEnabled()).toBe(true)
      // Another process of the stack moves it: this one follows within its poll.
      writeFileSync(file, String(-120_000))
      for (let i = 0; i < 100 && clock.clockOffset() !== -120_000; i++) await new Promise((r) => setTimeout(r, 20))
      expect(clock.clockOffset(), 'followed the shared file').toBe(-120_000)
      const { errorHandler } = await import('../../middleware/errors')
      const app = express().use(express.json()).use('/api/v1/test', testingRoutes()).use(errorHandler)

      const day = 86_400_000
      const moved = await request(app).post('/api/v1/test/clock').send({ advanceMs: day })
      expect(moved.status).toBe(200)
      // From where the clock was: two minutes back, now a day ahead of that.
      expect(moved.body.offsetMs).toBe(day - 120_000)
      expect(Number(readFileSync(file, 'utf8')), 'written for the other processes').toBe(day - 120_000)
      expect(Math.abs(clock.nowMs() - (Date.now() + day - 120_000))).toBeLessThan(1_000)

      const at = '2031-06-01T08:00:00.000Z'
      const set = await request(app).post('/api/v1/test/clock').send({ at })
      expect(set.status).toBe(200)
      expect(Math.abs(Date.parse(set.body.now) - Date.parse(at))).toBeLessThan(1_000)
      expect((await request(app).get('/api/v1/test/clock')).body.now.slice(0, 10)).toBe('2031-06-01')

      const reset = await request(app).post('/api/v1/test/clock').send({ reset: true })
      expect(reset.status).toBe(200)
      expect(reset.body.offsetMs).toBe(0)

      for (const body of [{}, { advanceMs: 'soon' }, { at: 'tomorrow-ish' }]) {
        const refused = await request(app).post('/api/v1/test/clock').send(body)
        expect(refused.status, JSON.stringify(body)).toBe(400)
        expect(refused.body.message).toBe('VALIDATION_ERROR')
      }
      expect(clock.clockOffset(), 'a refused move changes nothing').toBe(0)
      ;(await import('@medtour/cms/shared/clockFile')).stopFollowing()
    })
  } finally {
    delete process.env.TEST_CLOCK_FILE
    rmSync(dir, { recursive: true, force: true })
  }
})
