/**
 * Throttles (login brute force, account look-ups, contact spam). Counters live in Redis when
 * REDIS_URL is set, so a limit holds across every booking-api process; otherwise in memory.
 * If Redis goes away, an in-memory limiter takes over instead of letting everything through.
 */
import type { NextFunction, Request, Response } from 'express'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { config } from '../config'
import { AppError } from '../lib/AppError'
import { logger } from './logger'

let redis: Redis | null = null
const redisClient = () => {
  if (!config.redisUrl) return null
  redis ??= new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable; rate limits fall back to memory'))
  return redis
}

export const closeRateLimitStore = async () => {
  await redis?.quit().catch(() => undefined)
  redis = null
}

export type Limit = { name: string; points: number; durationSeconds: number; blockSeconds?: number }

export const createLimiter = ({ name, points, durationSeconds, blockSeconds }: Limit): RateLimiterAbstract => {
  const options = {
    keyPrefix: `medtour:rl:${name}`,
    points,
    duration: durationSeconds,
    blockDuration: blockSeconds ?? 0,
  }
  const client = redisClient()
  const memory = new RateLimiterMemory(options)
  return client ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: memory }) : memory
}

const tooMany = (res: Response, result: unknown) => {
  const ms = result instanceof RateLimiterRes ? result.msBeforeNext : 60_000
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))))
  return new AppError('TOO_MANY_REQUESTS', 429, 'Too many requests. Try again later.')
}

/** Consumes one point for `key`, or throws 429 with Retry-After. */
export const consume = async (limiter: RateLimiterAbstract, key: string, res: Response, points = 1) => {
  try {
    await limiter.consume(key, points)
  } catch (result) {
    if (result instanceof Error) throw result
    throw tooMany(res, result)
  }
}

/** Throws 429 when `key` is already blocked, without consuming. */
export const assertNotBlocked = async (limiter: RateLimiterAbstract, key: string, res: Response) => {
  const state = await limiter.get(key)
  if (state && state.consumedPoints >= limiter.points) throw tooMany(res, state)
}

/** Middleware: one point per request per client IP. */
export const perIp = (limiter: RateLimiterAbstract) => async (req: Request, res: Response, next: NextFunction) => {
  await consume(limiter, req.ip ?? 'unknown', res)
  next()
}
