/**
 * The Express side of the throttles (login brute force, account look-ups, contact spam). The
 * limiters and limits themselves are the CMS's (cms/src/auth/throttle.ts), shared with Payload's
 * own account routes: one set of counters for every door.
 */
import type { NextFunction, Request, Response } from 'express'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import {
  Throttled,
  assertNotBlocked as assertNotBlockedShared,
  consume as consumeShared,
  reportRedisErrorsTo,
} from '@medtour/cms/auth/throttle'
import { AppError } from '../lib/AppError'
import { logger } from './logger'

export { closeRateLimitStore, createLimiter, type Limit } from '@medtour/cms/auth/throttle'

reportRedisErrorsTo((err) => logger.warn({ err: err.message }, 'redis unavailable; rate limits fall back to memory'))

/** A Throttled from the shared limiters as the API's 429 with Retry-After; anything else as it is. */
export const asTooMany = (err: unknown, res: Response): unknown => {
  if (!(err instanceof Throttled)) return err
  res.setHeader('Retry-After', String(err.retryAfterSeconds))
  return new AppError('TOO_MANY_REQUESTS', 429, 'Too many requests. Try again later.')
}

/** Runs `fn`, turning Throttled into the API's 429. */
export const throttled = async <T>(res: Response, fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn()
  } catch (err) {
    throw asTooMany(err, res)
  }
}

/** Consumes one point for `key`, or throws 429 with Retry-After. */
export const consume = (limiter: RateLimiterAbstract, key: string, res: Response, points = 1) =>
  throttled(res, () => consumeShared(limiter, key, points))

/** Throws 429 when `key` is already blocked, without consuming. */
export const assertNotBlocked = (limiter: RateLimiterAbstract, key: string, res: Response) =>
  throttled(res, () => assertNotBlockedShared(limiter, key))

/** Middleware: one point per request per client IP. */
export const perIp = (limiter: RateLimiterAbstract) => async (req: Request, res: Response, next: NextFunction) => {
  await consume(limiter, req.ip ?? 'unknown', res)
  next()
}
