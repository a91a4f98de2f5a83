import type { Payload } from 'payload'

import { AppError } from '../../lib/AppError'

/** Reports whether the database behind Payload answers. */
export const checkHealth = async (payload: Payload) => {
  try {
    await payload.count({ collection: 'countries', overrideAccess: true })
    return { status: 'ok' as const, database: payload.db.name }
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'The database is not reachable.')
  }
}
