import { z } from 'zod'

import type { Module } from '../module'
import { LIMITS } from '@medtour/cms/auth/throttle'
import { createLimiter, perIp } from '../../http/rateLimit'
import { IdParams } from '../../http/schemas'
import { ChangePasswordBody, EmailParams, PublicUserContent, UserChanges, UserChangesWithId } from './users.schemas'
import * as users from './users.service'

const tag = 'Users'
const notYours = { 404: 'NOT_FOUND: no such user, or not one the caller may see.' }

export const usersModule: Module = (define) => {
  // The spec's contract keeps this look-up public, and it is the one door that tells whether an
  // address is registered (sign-up, login, forgot and activate do not): the site does not use it,
  // and one address may ask a few times an hour (docs/security.md, "Enumeration").
  const existsLimiter = createLimiter(LIMITS.existsIp)

  define(
    {
      method: 'get',
      path: '/user/id/{id}',
      tag,
      summary: 'A user by id (yourself; admins anyone)',
      access: 'user',
      params: IdParams,
      content: PublicUserContent,
      failures: notYours,
    },
    async ({ payload, caller, params }) => ({ content: await users.getById(payload, caller!, params.id) }),
  )

  define(
    {
      method: 'get',
      path: '/user/email/{email}',
      tag,
      summary: 'A user by e-mail (yourself; admins anyone)',
      access: 'user',
      params: EmailParams,
      content: PublicUserContent,
      failures: notYours,
    },
    async ({ payload, caller, params }) => ({ content: await users.getByEmail(payload, caller!, params.email) }),
  )

  define(
    {
      method: 'get',
      path: '/user/exists/{email}',
      tag,
      summary: 'Whether an account uses this e-mail (throttled: 10 per hour per address, then blocked 1 h)',
      access: 'public',
      params: EmailParams,
      content: z.object({ exists: z.boolean() }),
      before: [perIp(existsLimiter)],
    },
    async ({ payload, params }) => ({ content: { exists: await users.exists(payload, params.email) } }),
  )

  define(
    {
      method: 'put',
      path: '/user/{id}',
      tag,
      summary: 'Change fields of a user (yourself; admins anyone, and roles/active)',
      access: 'user',
      params: IdParams,
      body: UserChanges,
      content: PublicUserContent,
      failures: { ...notYours, 403: 'FORBIDDEN: roles/active by a non-admin.', 409: 'SELF_LOCKOUT.' },
    },
    async ({ payload, caller, params, body }) => ({
      message: 'USER_UPDATED',
      content: await users.update(payload, caller!, params.id, body),
    }),
  )

  define(
    {
      method: 'put',
      path: '/user',
      tag,
      summary: 'Change fields of the user named by `userId` in the body',
      access: 'user',
      body: UserChangesWithId,
      content: PublicUserContent,
      failures: { ...notYours, 403: 'FORBIDDEN: roles/active by a non-admin.', 409: 'SELF_LOCKOUT.' },
    },
    async ({ payload, caller, body: { userId, ...changes } }) => ({
      message: 'USER_UPDATED',
      content: await users.update(payload, caller!, userId, changes),
    }),
  )

  define(
    {
      method: 'post',
      path: '/user/change-password',
      tag,
      summary: 'Change your own password (the current one is checked)',
      description: 'The new password follows the sign-up rule and must differ from the current one.',
      access: 'user',
      body: ChangePasswordBody,
      failures: { 400: 'WRONG_PASSWORD or VALIDATION_FAILED.', 429: 'ACCOUNT_LOCKED.' },
    },
    async ({ payload, caller, body }) => {
      await users.changePassword(payload, caller!, body.currentPassword, body.newPassword)
      return { message: 'PASSWORD_CHANGED' }
    },
  )
}
