import type { Payload } from 'payload'

/**
 * The database's error when it cannot be reached, or null. For code paths where Payload turns a
 * failed query into an answer of its own ("no user", "problem uploading the file"): asking once
 * more tells an outage (503) from the answer.
 */
export const databaseError = (payload: Payload): Promise<unknown> =>
  payload.find({ collection: 'users', limit: 1, pagination: false, depth: 0, select: {}, overrideAccess: true }).then(
    () => null,
    (err: unknown) => err ?? new Error('database unavailable'),
  )
