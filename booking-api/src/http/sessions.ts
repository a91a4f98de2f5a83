/**
 * Verified sessions: an access token that Payload accepted maps to the user it loaded, for a few
 * seconds, so a signed-in request does not load its user again. A token enters the map only once
 * Payload's strategy and `verifyToken` (HS256 with Payload's secret, Payload's auth version, the
 * expiry) both accepted it; the map is keyed by the whole token (any changed byte is another
 * key) and an entry never outlives the token's expiry.
 *
 * An entry lives SESSION_CACHE_SECONDS at most, never past the token's `exp`, and at most
 * SESSION_CACHE_MAX tokens are kept (least recently used go first). Any change to a user made
 * through this process (profile, password, roles, the admin's active toggle, a delete) drops its
 * tokens at once. A change made by another process (the CMS panel deactivates or deletes an
 * account, demotes a role, a panel logout ends a session) takes effect within
 * SESSION_CACHE_SECONDS at most.
 */
import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'

import { config } from '../config'
import { afterWrite } from '../lib/afterWrite'
import { BoundedCache } from '../lib/boundedCache'
import type { Caller } from './caller'
import * as clock from '@medtour/cms/shared/clock'

type Claims = { id?: unknown; exp?: number; nbf?: number }

/**
 * The token's claims when Payload's secret signed it and it has not expired; null otherwise.
 * Payload's own JWT strategy, with the same library (jose) and the same checks: HS256 with
 * `payload.secret`, Payload's auth version in the protected header, `exp` (and `nbf` when
 * present), no clock tolerance.
 */
export const verifyToken = async (
  token: string,
  secret: string,
  nowSeconds = clock.nowMs() / 1000,
): Promise<Claims | null> => {
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowSeconds * 1000),
    })
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION || typeof claims.exp !== 'number') return null
    return claims as Claims
  } catch {
    return null
  }
}

type Session = { user: Caller; userId: Caller['id']; expiresAt: number }

export type SessionCache = {
  /** The user a verified, cached token belongs to; null when it must be loaded. */
  get: (token: string) => Caller | null
  /** Counts user writes in this process: pass its value from before a load to `set`. */
  readonly epoch: number
  /**
   * Remembers the user Payload loaded for `token` (already accepted by Payload's strategy), unless
   * a user was written since `epoch`: that load may predate the change.
   */
  set: (token: string, user: Caller, epoch: number) => Promise<void>
  /** Drops every token of the user. */
  forgetUser: (id: unknown) => void
  readonly size: number
}

export const createSessionCache = (
  payload: Payload,
  options = { seconds: config.sessionCacheSeconds, max: config.sessionCacheMax },
): SessionCache => {
  const sessions = new BoundedCache<string, Session>(options.seconds > 0 ? options.max : 0)
  let epoch = 0
  const forgetUser = (id: unknown) => {
    epoch++
    sessions.deleteWhere((s) => s.userId === id)
  }
  afterWrite(payload, 'users', (doc) => forgetUser(doc.id))

  return {
    get: (token) => {
      const session = sessions.get(token)
      if (!session) return null
      // The key is the whole token, so a hit is the very bytes `verifyToken` accepted when the
      // entry was made (a changed byte is another key, a miss); the entry ends before the token's
      // `exp`. Only the entry's own expiry is left to check.
      if (session.expiresAt <= clock.nowMs()) {
        sessions.delete(token)
        return null
      }
      return session.user
    },
    get epoch() {
      return epoch
    },
    set: async (token, user, loadedAt) => {
      if (loadedAt !== epoch) return
      const claims = await verifyToken(token, payload.secret)
      // A user written while the token was being verified: the load may predate the change.
      if (!claims || claims.id !== user.id || loadedAt !== epoch) return
      const expiresAt = Math.min(clock.nowMs() + options.seconds * 1000, claims.exp! * 1000)
      sessions.set(token, { user, userId: user.id, expiresAt })
    },
    forgetUser,
    get size() {
      return sessions.size
    },
  }
}
