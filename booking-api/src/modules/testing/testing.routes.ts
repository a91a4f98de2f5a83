/**
 * The test stack's door to the clock (docs/testing.md): only when the stack was started with its
 * test flag (scripts/lib.mjs sets TEST_CLOCK_FILE for `npm test`'s stacks); otherwise the routes do
 * not exist and the path answers 404 like any unknown one (booking-api/tests/app.test.ts).
 *
 *   GET  /api/v1/test/clock                        { now, offsetMs }
 *   POST /api/v1/test/clock  { advanceMs } | { at } | { reset: true }
 *        moves the clock of the cms, the worker and this API (cms/src/shared/clock.ts); a bad
 *        body is a 400 in the API's error shape and moves nothing
 *
 * It is not part of the /api/v1 contract (no OpenAPI entry). The app's JSON parser reads its body.
 */
import { Router } from 'express'

import * as clock from '@medtour/cms/shared/clock'
import { followsSharedClock, writeSharedOffset } from '@medtour/cms/shared/clockFile'
import { AppError } from '../../lib/AppError'

/** Every process of the stack polls the shared file every 20 ms: waiting this long lets all follow. */
const FOLLOW_MS = 120

const state = () => ({ now: clock.nowIso(), offsetMs: clock.clockOffset() })

export const testingRoutes = () => {
  const router = Router()
  router.get('/clock', (_req, res) => {
    res.json(state())
  })
  router.post('/clock', async (req, res, next) => {
    const { advanceMs, at, reset } = (req.body ?? {}) as { advanceMs?: unknown; at?: unknown; reset?: unknown }
    const offset =
      reset === true
        ? 0
        : typeof advanceMs === 'number' && Number.isFinite(advanceMs)
          ? clock.clockOffset() + advanceMs
          : typeof at === 'string' && Number.isFinite(Date.parse(at))
            ? Date.parse(at) - Date.now()
            : null
    if (offset === null) {
      return next(
        new AppError('VALIDATION_ERROR', 400, 'Give advanceMs (a number), at (an ISO 8601 date) or reset: true.', [
          { field: 'advanceMs', defaultMessage: 'A number of milliseconds, or give at or reset.' },
        ]),
      )
    }
    writeSharedOffset(offset)
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS))
    res.json(state())
  })
  return router
}

/** Whether this process was started with the test stack's clock (TEST_CLOCK_FILE). */
export const testHooksEnabled = followsSharedClock
