/**
 * Reading and editing accounts with the caller's own rights: the users collection's access
 * rules (admins everyone, anybody else only themself) decide, so another patient's record is
 * simply not found (404) and its existence never shows.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '@medtour/cms/payload-types'
import type { Caller } from '../../http/auth'
import { eraseAccount } from '@medtour/cms/privacy/erase'
import { PHONE_MESSAGE, toE164 } from '@medtour/cms/shared/phone'
import { isAdmin } from '../../http/auth'
import { AppError } from '../../lib/AppError'
import { passwordProblems } from '../auth/password'
import { countryIdOf } from './countries'
import { toPublicUser } from './publicUser'
import type { UserChanges } from './users.schemas'

const notFound = () => new AppError('NOT_FOUND', 404, 'No such user.')

/** A phone in E.164 (@medtour/cms/shared/phone), local ones read in `country`; else a field error. */
const storedPhone = (phone: string, country: string | null) => {
  const e164 = toE164(phone, country)
  if (!e164) {
    throw new AppError('VALIDATION_FAILED', 400, 'Some fields are not valid.', [
      { field: 'phone', defaultMessage: PHONE_MESSAGE },
    ])
  }
  return e164
}

export const getById = async (payload: Payload, caller: Caller, id: number) => {
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 1,
    user: caller,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!user) throw notFound()
  return toPublicUser(user as User)
}

export const getByEmail = async (payload: Payload, caller: Caller, email: string) => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 1,
    user: caller,
    overrideAccess: false,
  })
  if (!docs[0]) throw notFound()
  return toPublicUser(docs[0] as User)
}

/** Public look-up for the registration form; the route throttles it. */
export const exists = async (payload: Payload, email: string) => {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Admins must not lock themselves out: the last door back in would be the database. */
export const assertNotSelfLockout = (caller: Caller, id: number, changes: { roles?: string[]; active?: boolean }) => {
  if (caller.id !== id) return
  if (changes.active === false || (changes.roles && isAdmin(caller) && !changes.roles.includes('ROLE_ADMIN'))) {
    throw new AppError('SELF_LOCKOUT', 409, 'You cannot disable your own account or drop your own admin role.')
  }
}

export const update = async (payload: Payload, caller: Caller, id: number, changes: z.infer<typeof UserChanges>) => {
  if ((changes.roles !== undefined || changes.active !== undefined) && !isAdmin(caller)) {
    throw new AppError('FORBIDDEN', 403, 'Only admins change roles or the active flag.', [
      { field: changes.roles !== undefined ? 'roles' : 'active', defaultMessage: 'Only admins may change this.' },
    ])
  }
  assertNotSelfLockout(caller, id, changes)
  // Existence first with the caller's rights, so another patient's id is 404 like an unknown one.
  const current = await getById(payload, caller, id)
  const { country, phone, ...rest } = changes
  const data: Partial<User> = { ...rest }
  // The schema has read the phone with the country sent along; a local one sent alone is read here.
  if (phone !== undefined) data.phone = phone === null ? null : storedPhone(phone, country ?? current.country)
  if (country !== undefined) data.country = country === null ? null : await countryIdOf(payload, country)
  const updated = await payload.update({
    collection: 'users',
    id,
    data,
    depth: 1,
    user: caller,
    overrideAccess: false,
  })
  return toPublicUser(updated as User)
}

export const changePassword = async (payload: Payload, caller: Caller, current: string, next: string) => {
  const problems = passwordProblems(next, caller.email)
  if (current === next) problems.push('Must differ from the current password.')
  if (problems.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'Some fields are not valid.',
      problems.map((defaultMessage) => ({ field: 'newPassword', defaultMessage })),
    )
  }
  await checkPassword(payload, caller, current, 'currentPassword')
  await payload.update({
    collection: 'users',
    id: caller.id,
    data: { password: next },
    user: caller,
    overrideAccess: false,
  })
}

/** Payload's own check of the caller's password (it also counts failures toward its account lock). */
const checkPassword = async (payload: Payload, caller: Caller, password: string, field: string) => {
  try {
    await payload.login({ collection: 'users', data: { email: caller.email, password }, depth: 0 })
  } catch (err) {
    const name = (err as { name?: string }).name
    if (name === 'AuthenticationError') {
      throw new AppError('WRONG_PASSWORD', 400, 'The password is wrong.', [
        { field, defaultMessage: 'The password is wrong.' },
      ])
    }
    if (name === 'LockedAuth') throw new AppError('ACCOUNT_LOCKED', 429, 'Too many failed attempts. Try later.')
    throw err
  }
}

/**
 * A patient deletes their own account (docs/privacy.md): the password again, then the erasure
 * of @medtour/cms/privacy/erase in one transaction. Staff accounts are an admin's to remove.
 */
export const deleteOwnAccount = async (payload: Payload, caller: Caller, password: string) => {
  if ((caller.roles ?? []).some((role) => role !== 'ROLE_USER')) {
    throw new AppError('STAFF_ACCOUNT', 403, 'A staff account is removed by an admin.')
  }
  await checkPassword(payload, caller, password, 'password')
  return eraseAccount(payload, caller.id)
}
