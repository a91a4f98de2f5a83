import { z } from 'zod'

import type { Module } from '../module'
import { LIMITS } from '@medtour/cms/auth/throttle'
import { createLimiter, perIp } from '../../http/rateLimit'
import { IdParams } from '../../http/schemas'
import {
  ChangePasswordBody,
  DeleteAccountBody,
  DataExportContent,
  DeletedAccountContent,
  EmailParams,
  PublicUserContent,
  UserChanges,
  UserChangesWithId,
} from './users.schemas'
import * as users from './users.service'
import * as privacy from './users.privacy'
import { sendStream } from '../../http/download'

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

  define(
    {
      method: 'delete',
      path: '/user/me',
      tag,
      summary: 'Delete your own account and its medical data (patients; the password again)',
      description:
        'What goes and what stays is docs/privacy.md: upcoming appointments are cancelled (their slots freed), ' +
        'medical files, notes, survey answers, treatment requests and the e-mails sent to you are removed, the ' +
        'appointments that remain (for the clinics’ records) keep no name, address or phone, and the account ' +
        'cannot sign in again; staff are told. Staff accounts are removed by an admin.',
      access: 'user',
      body: DeleteAccountBody,
      content: DeletedAccountContent,
      failures: { 400: 'WRONG_PASSWORD.', 403: 'STAFF_ACCOUNT.', 429: 'ACCOUNT_LOCKED.' },
    },
    async ({ payload, caller, body, req }) => {
      const content = await users.deleteOwnAccount(payload, caller!, body.password)
      req.sessions?.forgetUser(caller!.id)
      return { message: 'ACCOUNT_DELETED', content }
    },
  )

  define(
    {
      method: 'post',
      path: '/user/me/export',
      tag,
      summary: 'Ask for everything we hold about you, as a zip (built in the background)',
      description:
        'Your account, appointments (with their history and survey answers), treatment requests, the e-mails we ' +
        'sent you and your medical files (docs/privacy.md). The worker builds it; follow GET /user/me/export until ' +
        'it is ready, then download it within 7 days. Asking again while one is being prepared answers that one. ' +
        `At most ${privacy.EXPORTS_PER_DAY} a day.`,
      access: 'user',
      successStatus: 202,
      content: DataExportContent,
      failures: { 429: 'TOO_MANY_EXPORTS.' },
    },
    async ({ payload, caller }) => {
      const { doc } = await privacy.requestExport(payload, caller!)
      return { status: 202, message: 'EXPORT_QUEUED', content: privacy.exportDto(doc) }
    },
  )

  define(
    {
      method: 'get',
      path: '/user/me/export',
      tag,
      summary: 'Your latest data export: being prepared, ready (until when), failed or expired; null when none',
      access: 'user',
      content: DataExportContent.nullable(),
    },
    async ({ payload, caller }) => {
      const doc = await privacy.latestExport(payload, caller!)
      return { content: doc ? privacy.exportDto(doc) : null }
    },
  )

  define(
    {
      method: 'get',
      path: '/user/me/export/download',
      tag,
      summary: 'Download your latest data export (a zip)',
      access: 'user',
      produces: 'application/zip',
      failures: { 404: 'NOT_FOUND.', 409: 'EXPORT_NOT_READY.', 410: 'EXPORT_EXPIRED.' },
    },
    async ({ payload, caller, res }) => {
      const { size, name, read } = await privacy.exportFile(payload, caller!)
      await sendStream(res, { stream: await read(), size, type: 'application/zip', name })
    },
  )
}
