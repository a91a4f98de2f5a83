/** Sign-up, activation, login and password reset on Payload's auth operations. */
import { timingSafeEqual } from 'node:crypto'

import { createLocalReq, logoutOperation, type Payload } from 'payload'
import type { z } from 'zod'

import { queueActivation, sendResetLink } from '@medtour/cms/auth/doors'
import { withTransaction } from '@medtour/cms/transaction'
import type { User } from '@medtour/cms/payload-types'
import type { Caller } from '../../http/auth'
import { AppError } from '../../lib/AppError'
import { countryIdOf } from '../users/countries'
import { toPublicUser } from '../users/publicUser'
import type { SignupBody } from './auth.schemas'
import * as clock from '@medtour/cms/shared/clock'

const sameToken = (given: string, stored: string | null | undefined) => {
  if (!stored) return false
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

const invalidToken = () => new AppError('INVALID_TOKEN', 400, 'The link is invalid or has expired.')

/** The account with its hidden auth fields (tokens), for system checks only. */
const findAccount = async (payload: Payload, email: string): Promise<User | null> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

const isDuplicateEmail = (err: unknown) => {
  const e = err as { name?: string; data?: { errors?: { path?: string }[] } }
  return e?.name === 'ValidationError' && Boolean(e.data?.errors?.some((x) => x.path === 'email'))
}

/**
 * Creates a patient account and queues its activation link in the preferred language, or
 * finds the account that already has this address. Either way the caller hears the same
 * (ACTIVATION_EMAIL_SENT): `existing` is for the route, which tells the owner by e-mail.
 */
export const signup = async (
  payload: Payload,
  body: z.infer<typeof SignupBody>,
): Promise<{ email: string; existing: User | null }> => {
  const country = await countryIdOf(payload, body.country)
  const existing = await findAccount(payload, body.email)
  if (existing) return { email: body.email, existing }
  try {
    // A system action: the public may not create users, and roles/active are set here, not by the
    // caller. The account and its activation e-mail are stored together (the outbox).
    const user = await withTransaction(payload, async (req) => {
      const created = (await payload.create({
        collection: 'users',
        data: {
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          country,
          preferredLanguage: body.preferredLanguage,
          timeZone: body.timeZone ?? null,
          roles: ['ROLE_USER'],
          active: true,
        },
        overrideAccess: true,
        disableVerificationEmail: true,
        showHiddenFields: true,
        req: req as never,
      })) as User
      await queueActivation(payload, req, created)
      return created
    })
    return { email: user.email, existing: null }
  } catch (err) {
    // Two sign-ups of one address at the same instant: the unique index decides.
    if (isDuplicateEmail(err)) return { email: body.email, existing: await findAccount(payload, body.email) }
    throw err
  }
}

/**
 * Activates the account whose own token this is. The token is kept, so opening the same link
 * again answers ALREADY_ACTIVE; any other token, for any
 * account, active or not, answers INVALID_TOKEN: the answer tells nothing to whoever lacks the link.
 */
export const activate = async (payload: Payload, token: string, email: string) => {
  const user = await findAccount(payload, email)
  if (!user || !sameToken(token, user._verificationToken)) throw invalidToken()
  if (user._verified) return 'ALREADY_ACTIVE'
  const update = (data: Partial<User>) =>
    payload.update({ collection: 'users', id: user.id, data, overrideAccess: true, depth: 0 })
  await update({ _verified: true })
  // Payload drops the token as the account becomes verified; it is written back, verified now.
  await update({ _verificationToken: token })
  return 'ACCOUNT_ACTIVATED'
}

/** Logs in; throws AppError with BAD_CREDENTIALS (401), ACCOUNT_NOT_ACTIVATED / ACCOUNT_DISABLED (403). */
export const login = async (payload: Payload, email: string, password: string) => {
  let result
  try {
    result = await payload.login({ collection: 'users', data: { email, password }, depth: 1, overrideAccess: true })
  } catch (err) {
    const e = err as { name?: string; message?: string }
    if (e?.name === 'AuthenticationError') throw new AppError('BAD_CREDENTIALS', 401, 'Wrong e-mail or password.')
    if (e?.name === 'UnverifiedEmail') throw new AppError('ACCOUNT_NOT_ACTIVATED', 403, 'Activate the account first.')
    if (e?.message === 'ACCOUNT_DISABLED') throw new AppError('ACCOUNT_DISABLED', 403, 'This account is disabled.')
    // Payload's own account lock answers as the throttle does: it tells nothing about the account.
    if (e?.name === 'LockedAuth') throw new AppError('TOO_MANY_REQUESTS', 429, 'Too many requests. Try again later.')
    throw err
  }
  if (!result.token || !result.user) throw new AppError('BAD_CREDENTIALS', 401)
  const user = toPublicUser(result.user as User)
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    preferredLanguage: user.preferredLanguage,
    timeZone: user.timeZone,
    country: user.country,
    accessToken: result.token,
    tokenType: 'Bearer' as const,
    expiresAt: new Date((result.exp ?? 0) * 1000).toISOString(),
  }
}

/** Sends a reset link to an active account; says nothing about whether one exists. */
export const requestReset = sendResetLink

/**
 * Ends the caller's session (the one its token names): the token is refused from then on by every
 * door, and cannot be refreshed. Payload's own logout operation, as POST /api/users/logout runs it.
 */
export const logout = async (payload: Payload, caller: Caller) => {
  const req = await createLocalReq({ user: { ...caller, collection: 'users' } as never }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}

/** The account whose unexpired reset token `token` is, or INVALID_TOKEN. */
export const checkResetToken = async (payload: Payload, token: string, email: string) => {
  const user = await findAccount(payload, email)
  const expires = user?.resetPasswordExpiration ? Date.parse(user.resetPasswordExpiration) : 0
  if (!user || !sameToken(token, user.resetPasswordToken) || !(expires > clock.nowMs())) throw invalidToken()
  return user
}

export const resetPassword = async (payload: Payload, token: string, email: string, password: string) => {
  const user = await checkResetToken(payload, token, email)
  try {
    // Payload clears the token as it sets the password, so a link works once.
    await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
  } catch (err) {
    if ((err as { status?: number }).status === 403) throw invalidToken()
    throw err
  }
  // Following the e-mailed link proves the address as activation does; without this, someone who
  // lost the activation mail and reset instead would still be refused at login.
  if (!user._verified) {
    await payload.update({ collection: 'users', id: user.id, data: { _verified: true }, overrideAccess: true })
  }
}
