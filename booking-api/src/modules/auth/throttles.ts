/**
 * Login and reset throttles. Counters live in Redis when REDIS_URL is set, so a limit holds
 * across every booking-api process. Only failures count, so a busy office behind one address
 * is not locked out by its own successful logins.
 */
import type { Response } from 'express'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { assertNotBlocked, createLimiter } from '../../http/rateLimit'

const FIFTEEN_MINUTES = 15 * 60

export const LIMITS = {
  /** Failed logins from one address. */
  loginIp: { name: 'login-ip', points: 20, durationSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Failed logins to one account; cleared by a successful login or a password reset. */
  loginAccount: { name: 'login-account', points: 5, durationSeconds: FIFTEEN_MINUTES, blockSeconds: FIFTEEN_MINUTES },
  /** Reset requests (and reset-token checks) from one address. */
  resetIp: { name: 'reset-ip', points: 10, durationSeconds: FIFTEEN_MINUTES },
  /** Reset e-mails to one address per hour; beyond it requests are accepted but send nothing. */
  resetAccount: { name: 'reset-account', points: 3, durationSeconds: 60 * 60 },
} as const

export type LoginThrottle = ReturnType<typeof loginThrottle>

export const loginThrottle = () => {
  const ip = createLimiter(LIMITS.loginIp)
  const account = createLimiter(LIMITS.loginAccount)

  /** Counts one failure; reaching the limit blocks the key for the whole block time from now. */
  const fail = async (limiter: RateLimiterAbstract, key: string, blockSeconds: number) => {
    const state = await limiter.consume(key).catch((r: unknown) => (r instanceof Error ? Promise.reject(r) : null))
    if (state && state.consumedPoints >= limiter.points) await limiter.block(key, blockSeconds)
  }

  return {
    assertAllowed: async (ipKey: string, email: string, res: Response) => {
      await assertNotBlocked(ip, ipKey, res)
      await assertNotBlocked(account, email, res)
    },
    failed: async (ipKey: string, email: string) => {
      await Promise.all([
        fail(ip, ipKey, LIMITS.loginIp.blockSeconds),
        fail(account, email, LIMITS.loginAccount.blockSeconds),
      ])
    },
    succeeded: async (email: string) => {
      await account.delete(email)
    },
  }
}
