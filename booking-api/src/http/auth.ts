/**
 * Who is calling. The access token is Payload's JWT (`Authorization: Bearer <token>`), so a login
 * here works in the CMS too. The user is resolved through Payload's own auth strategies, without
 * computing the panel's permission map on every request.
 */
import type { NextFunction, Request, Response } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'

import { isDeskUser, isStaffUser } from '@medtour/cms/access/roles'
import { AppError } from '../lib/AppError'
import { databaseError } from '../lib/databaseError'
import type { Caller, Role } from './caller'
import type { SessionCache } from './sessions'

export type { Caller, Role }

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller | null
    /** The verified-token cache `authenticate` answered from (a logout drops the caller's tokens). */
    sessions?: SessionCache
  }
}

export const hasRole = (user: Caller | null | undefined, role: Role) => Boolean(user?.roles?.includes(role))
export const isAdmin = (user: Caller | null | undefined) => hasRole(user, 'ROLE_ADMIN')
/** Any staff role: the content boards (/auth/mod). */
export const isStaff = (user: Caller | null | undefined) => isStaffUser(user)
/** The booking desk (coordinators and admins): every patient's appointments, files and requests. */
export const isDesk = (user: Caller | null | undefined) => isDeskUser(user)

/**
 * Sets `req.caller`. A token seen in the last few seconds is only verified (signature, expiry)
 * and answered from the session cache; otherwise Payload's strategies load the user.
 */
export const authenticate =
  (payload: Payload, sessions: SessionCache) =>
  async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    req.caller = null
    req.sessions = sessions
    const header = req.headers.authorization
    if (!header) return next()
    if (!/^(Bearer|JWT) [\w-]+\.[\w-]+\.[\w-]+$/.test(header)) {
      return next(new AppError('INVALID_TOKEN', 401, 'The access token is malformed.'))
    }
    const token = header.slice(header.indexOf(' ') + 1)
    const known = sessions.get(token)
    if (known) {
      // A copy: nothing a request does to its caller reaches the next request.
      req.caller = { ...known }
      return next()
    }
    const epoch = sessions.epoch
    const headers = new Headers({ authorization: header })
    const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false, isGraphQL: false })
    if (!user) {
      // Payload's strategy also finds no user when the database is down: that is a 503, not a
      // 401 that would sign the patient out.
      const down = await databaseError(payload)
      if (down) return next(down)
      return next(new AppError('INVALID_TOKEN', 401, 'The access token is invalid or has expired.'))
    }
    if ((user as Caller).active === false) return next(new AppError('ACCOUNT_DISABLED', 403))
    req.caller = user as Caller
    await sessions.set(token, { ...req.caller }, epoch)
    next()
  }

export type Access = 'public' | 'user' | 'staff' | 'desk' | 'admin'

/** Throws 401/403 unless the caller has the access an endpoint requires. */
export const assertAccess = (caller: Caller | null | undefined, access: Access): void => {
  if (access === 'public') return
  if (!caller) throw new AppError('UNAUTHORIZED', 401, 'Sign in to continue.')
  if (access === 'staff' && !isStaff(caller)) throw new AppError('FORBIDDEN', 403)
  if (access === 'desk' && !isDesk(caller)) throw new AppError('FORBIDDEN', 403)
  if (access === 'admin' && !isAdmin(caller)) throw new AppError('FORBIDDEN', 403)
}
