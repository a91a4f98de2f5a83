/**
 * Throttles for every door into an account: the booking API's /api/v1/auth routes and Payload's
 * own /api/users routes (cms/src/auth/endpoints.ts) count in the same counters, keyed by the
 * same names, so 5 wrong passwords on one door and 1 on the other are 6 for the account.
 * Counters live in Redis when REDIS_URL is set, so a limit holds across every process; otherwise
 * in memory. If Redis goes away, an in-memory limiter takes over instead of letting everything
 * through.
 */
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '../env'

const FIFTEEN_MINUTES = 15 * 60

export type Limit = { name: string; points: number; durationSeconds: number; blockSeconds?: number }

/** The limits on the account doors (docs/security.md). */
export const LIMITS = {
  /** Failed logins from one address. */
  loginIp: { name: 'login-ip', points: 20, durationSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /**
   * Failed logins to one e-mail address, whether or not it has an account; cleared by a
   * successful login or a password reset.
   */
  loginAccount: { name: 'login-account', points: 5, durationSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Reset requests (and reset-token checks and resets) from one address. */
  resetIp: { name: 'reset-ip', points: 10, durationSeconds: FIFTEEN_MINUTES },
  /** Reset e-mails to one address per hour; beyond it requests are accepted but send nothing. */
  resetAccount: { name: 'reset-account', points: 3, durationSeconds: 60 * 60 },
  /** Sign-ups from one address (a family or a clinic's front desk may register a few). */
  signupIp: { name: 'signup-ip', points: 10, durationSeconds: 60 * 60 },
  /** "You already have an account" e-mails to one address per hour; beyond it nothing is sent. */
  signupAccount: { name: 'signup-account', points: 3, durationSeconds: 60 * 60 },
  /** GET /api/v1/user/exists/{email} from one address: the spec's public look-up. */
  existsIp: { name: 'user-exists', points: 10, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Activation attempts from one address. */
  activateIp: { name: 'activate-ip', points: 20, durationSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>

let redis: Redis | null = null
const redisClient = () => {
  const url = env.redisUrl
  if (!url) return null
  if (!redis) {
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    redis.on('error', (err: Error) => onRedisError(err))
  }
  return redis
}

let onRedisError = (err: Error) => console.warn(`redis unavailable; rate limits fall back to memory (${err.message})`)
/** Where Redis failures are reported (the booking API's logger). */
export const reportRedisErrorsTo = (report: (err: Error) => void) => {
  onRedisError = report
}

export const closeRateLimitStore = async () => {
  await redis?.quit().catch(() => undefined)
  redis = null
}

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

/** Over a limit: how long until the next try is allowed. */
export class Throttled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS')
    this.name = 'Throttled'
  }
}

const throttled = (result: unknown) =>
  new Throttled(Math.max(1, Math.ceil((result instanceof RateLimiterRes ? result.msBeforeNext : 60_000) / 1000)))

/** Consumes one point for `key`, or throws Throttled. */
export const consume = async (limiter: RateLimiterAbstract, key: string, points = 1) => {
  try {
    await limiter.consume(key, points)
  } catch (result) {
    if (result instanceof Error) throw result
    throw throttled(result)
  }
}

/** Consumes one point; false (nothing thrown) when over the limit. */
export const tryConsume = (limiter: RateLimiterAbstract, key: string) =>
  limiter.consume(key).then(
    () => true,
    (result: unknown) => (result instanceof Error ? Promise.reject(result) : false),
  )

/** Throws Throttled when `key` is already blocked, without consuming. */
export const assertNotBlocked = async (limiter: RateLimiterAbstract, key: string) => {
  const state = await limiter.get(key)
  if (state && state.consumedPoints >= limiter.points) throw throttled(state)
}

/**
 * A failed login is answered no sooner than this after it began, on both doors: with the same
 * password work spent for unknown addresses (doors.ts), a known account's extra database writes
 * (Payload counts its failures) no longer show in the time of the answer.
 */
export const FAILED_LOGIN_MS = 400

/**
 * A sign-up is answered no sooner than this after it began: creating an account (hashing the
 * password, writing it, sending the activation e-mail) and answering for a registered address
 * (which only queues an e-mail) then take the same time.
 */
export const SIGNUP_MS = 800

/**
 * A reset request is answered no sooner than this after it began, on both doors: the link is
 * sent in the background, and the floor hides what little the lookup of an account costs.
 */
export const FORGOT_MS = 250

/** Waits until `ms` have passed since `startedAt` (a `performance.now()` reading). */
export const answerNoSoonerThan = async (startedAt: number, ms: number) => {
  const wait = ms - (performance.now() - startedAt)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** Waits until `FAILED_LOGIN_MS` have passed since `startedAt`. */
export const answerFailureAfter = (startedAt: number) => answerNoSoonerThan(startedAt, FAILED_LOGIN_MS)

/** E-mail addresses as Payload compares them, so one account is one key on every door. */
export const accountKey = (email: string) => email.trim().toLowerCase()

export type LoginThrottle = ReturnType<typeof loginThrottle>

/**
 * Only failures count, so a busy office behind one address is not locked out by its own
 * successful logins. Known and unknown e-mail addresses are counted and blocked alike.
 */
export const loginThrottle = () => {
  const ip = createLimiter(LIMITS.loginIp)
  const account = createLimiter(LIMITS.loginAccount)

  /** Counts one failure; reaching the limit blocks the key for the whole block time from now. */
  const fail = async (limiter: RateLimiterAbstract, key: string, blockSeconds: number) => {
    const state = await limiter.consume(key).catch((r: unknown) => (r instanceof Error ? Promise.reject(r) : null))
    if (!state || state.consumedPoints >= limiter.points) await limiter.block(key, blockSeconds)
  }

  return {
    /** Throws Throttled when the address or the account is blocked. */
    assertAllowed: async (ipKey: string, email: string) => {
      await assertNotBlocked(ip, ipKey)
      await assertNotBlocked(account, accountKey(email))
    },
    /** Counts a failed login (the next attempt past a limit is refused). */
    failed: async (ipKey: string, email: string) => {
      await Promise.all([
        fail(ip, ipKey, LIMITS.loginIp.blockSeconds),
        fail(account, accountKey(email), LIMITS.loginAccount.blockSeconds),
      ])
    },
    succeeded: async (email: string) => {
      await account.delete(accountKey(email))
    },
  }
}
