/** One record the caller may read, through the collection's access rules. */
import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import type { Caller } from '../http/auth'
import { AppError } from './AppError'

/**
 * The document `id` of `collection` when the caller's access rules let them read it; otherwise
 * NOT_FOUND with `message`, so someone else's record looks the same as none.
 */
export const findReadable = async <S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  id: number,
  caller: Caller,
  message: string,
): Promise<DataFromCollectionSlug<S>> => {
  const result = await payload.find({
    collection,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    joins: false as never,
    user: caller,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  if (!doc) throw new AppError('NOT_FOUND', 404, message)
  return doc as DataFromCollectionSlug<S>
}
