import { z } from 'zod'

import type { Module } from '../module'
import { sendAccountExists } from '@medtour/cms/auth/doors'
import {
  FORGOT_MS,
  LIMITS,
  SIGNUP_MS,
  accountKey,
  answerFailureAfter,
  answerNoSoonerThan,
  loginThrottle,
  tryConsume,
} from '@medtour/cms/auth/throttle'
import { consume, createLimiter, throttled } from '../../http/rateLimit'
import { AppError } from '../../lib/AppError'
import { EmailQuery, LoginBody, ResetBody, RoleContent, SessionContent, SignupBody, TokenQuery } from './auth.schemas'
import * as auth from './auth.service'

const tag = 'Auth'

export const authModule: Module = (define) => {
  const throttle = loginThrottle()
  const resetIp = createLimiter(LIMITS.resetIp)
  const resetAccount = createLimiter(LIMITS.resetAccount)
  const signupIp = createLimiter(LIMITS.signupIp)
  const signupAccount = createLimiter(LIMITS.signupAccount)
  const activateIp = createLimiter(LIMITS.activateIp)

  define(
    {
      method: 'post',
      path: '/auth/signup',
      tag,
      summary: 'Register a patient; sends the activation e-mail',
      description:
        'Password: at least 10 characters with upper- and lower-case letters, a digit and a symbol, not containing ' +
        "the e-mail's local part. Country: any ISO 3166-1 alpha-2 code of the bundled list (IQ, JO, RU and SA are " +
        "offered first). Phone: a local number of that country ('050 123 4567') or an international one, stored in " +
        'E.164 (+966501234567). ' +
        'An address that already has an account gets the same answer, in the same time (800 ms at the soonest), ' +
        'and its owner an e-mail saying so (at most 3 an hour). Limited to 10 sign-ups per address per hour.',
      access: 'public',
      body: SignupBody,
      successStatus: 201,
      content: z.object({ email: z.string() }),
      failures: { 429: 'TOO_MANY_REQUESTS (Retry-After).' },
    },
    async ({ payload, body, req, res }) => {
      await consume(signupIp, req.ip ?? 'unknown', res)
      const started = performance.now()
      const { email, existing } = await auth.signup(payload, body)
      if (existing && (await tryConsume(signupAccount, accountKey(email)))) void sendAccountExists(payload, existing)
      await answerNoSoonerThan(started, SIGNUP_MS)
      return { message: 'ACTIVATION_EMAIL_SENT', content: { email } }
    },
  )

  define(
    {
      method: 'get',
      path: '/auth/activate',
      tag,
      summary: 'Activate an account with the token from the e-mail link',
      description:
        'ALREADY_ACTIVE when the same link is opened again. Any other token answers INVALID_TOKEN, whether or ' +
        'not the address has an account. Limited to 20 attempts per address per 15 min.',
      access: 'public',
      query: TokenQuery,
      failures: { 400: 'INVALID_TOKEN or VALIDATION_FAILED.', 429: 'TOO_MANY_REQUESTS (Retry-After).' },
    },
    async ({ payload, query, req, res }) => {
      await consume(activateIp, req.ip ?? 'unknown', res)
      return { message: await auth.activate(payload, query.token, query.email) }
    },
  )

  define(
    {
      method: 'post',
      path: '/auth/login',
      tag,
      summary: 'Log in; returns the user with a Bearer access token',
      description:
        'Failed attempts are limited per address (20 per 15 min) and per account (5, then blocked 15 min); ' +
        'over the limit: 429 with Retry-After. A failure is answered after 400 ms at the soonest, whether or ' +
        'not the account exists.',
      access: 'public',
      body: LoginBody,
      content: SessionContent,
      failures: {
        401: 'BAD_CREDENTIALS.',
        403: 'ACCOUNT_NOT_ACTIVATED or ACCOUNT_DISABLED.',
        429: 'TOO_MANY_REQUESTS or ACCOUNT_LOCKED (Retry-After).',
      },
    },
    async ({ payload, body, req, res }) => {
      const ip = req.ip ?? 'unknown'
      await throttled(res, () => throttle.assertAllowed(ip, body.email))
      const started = performance.now()
      try {
        const session = await auth.login(payload, body.email, body.password)
        await throttle.succeeded(body.email)
        return { message: 'LOGGED_IN', content: session }
      } catch (err) {
        if (err instanceof AppError && err.code === 'BAD_CREDENTIALS') {
          await throttle.failed(ip, body.email)
          await answerFailureAfter(started)
        }
        if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') {
          res.setHeader('Retry-After', String(LIMITS.loginAccount.blockSeconds))
        }
        throw err
      }
    },
  )

  define(
    {
      method: 'post',
      path: '/auth/logout',
      tag,
      summary: 'Log out: ends the session of the access token',
      description:
        'The token (and any refresh of it) is refused from then on, here and on the CMS routes. ' +
        'Other sessions of the account stay.',
      access: 'user',
    },
    async ({ payload, caller, req }) => {
      await auth.logout(payload, caller!)
      req.sessions?.forgetUser(caller!.id)
      return { message: 'LOGGED_OUT' }
    },
  )

  define(
    {
      method: 'get',
      path: '/auth/forgot',
      tag,
      summary: 'Send a password-reset link (always answers RESET_EMAIL_SENT)',
      description: 'Limited to 10 requests per address per 15 min; at most 3 e-mails per account per hour.',
      access: 'public',
      query: EmailQuery,
    },
    async ({ payload, query, req, res }) => {
      await consume(resetIp, req.ip ?? 'unknown', res)
      const started = performance.now()
      const allowed = await tryConsume(resetAccount, accountKey(query.email))
      // In the background, so the answer takes as long whether or not the account exists.
      if (allowed) void auth.requestReset(payload, query.email)
      await answerNoSoonerThan(started, FORGOT_MS)
      return { message: 'RESET_EMAIL_SENT' }
    },
  )

  define(
    {
      method: 'get',
      path: '/auth/reset',
      tag,
      summary: 'Check a reset link (token and e-mail) before asking for the new password',
      access: 'public',
      query: TokenQuery,
      failures: { 400: 'INVALID_TOKEN: unknown, used or expired (1 h) token, or another account.' },
    },
    async ({ payload, query, req, res }) => {
      await consume(resetIp, req.ip ?? 'unknown', res)
      await auth.checkResetToken(payload, query.token, query.email)
      return { message: 'TOKEN_VALID' }
    },
  )

  define(
    {
      method: 'post',
      path: '/auth/reset',
      tag,
      summary: 'Set a new password with a reset token (single use, valid 1 h)',
      description: 'The password rule of sign-up applies. A used token answers 400 INVALID_TOKEN.',
      access: 'public',
      body: ResetBody,
      failures: { 400: 'INVALID_TOKEN or VALIDATION_FAILED.' },
    },
    async ({ payload, body, req, res }) => {
      await consume(resetIp, req.ip ?? 'unknown', res)
      await auth.resetPassword(payload, body.token, body.email, body.password)
      await throttle.succeeded(body.email)
      return { message: 'PASSWORD_RESET' }
    },
  )

  const roleContent = (
    path: string,
    access: 'public' | 'user' | 'staff' | 'admin',
    role: string,
    text: string,
    summary: string,
  ) =>
    define({ method: 'get', path, tag, summary, access, content: RoleContent }, async () => ({
      content: { role, text },
    }))
  roleContent('/auth/all', 'public', 'public', 'Public content.', 'Content for everybody')
  roleContent('/auth/user', 'user', 'user', 'User content.', 'Content for any signed-in user')
  roleContent('/auth/mod', 'staff', 'moderator', 'Moderator board.', 'Content for moderators and admins')
  roleContent('/auth/admin', 'admin', 'admin', 'Admin board.', 'Content for admins')
}
