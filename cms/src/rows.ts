/**
 * Writes below Payload's operations, for records whose every field the caller sets (the outbox,
 * the audit trail, the booking path): the adapter file for rows, as transaction.ts is for
 * transactions (docs/architecture.md, "Adapter files").
 */
import { upsertRow, type DrizzleAdapter } from '@payloadcms/drizzle'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { TransactionReq } from './transaction'

/**
 * Stores one new record of `collection` as the adapter's `create` does — the row, its arrays'
 * rows — inside the transaction of `req` (cms/src/transaction.ts), and returns its id alone.
 * `create` reads the whole record back, or with `select` reads it again for the id; this is the
 * adapters' own row writer (`upsertRow`, exported by @payloadcms/drizzle) asked for the id only.
 * Like `create`, it runs no hooks and checks no access: for the outbox, the audit trail and the
 * booking path, which set every field themselves. Outside a transaction (the adapter's write gate
 * applies there), or without Drizzle (MongoDB): `create`, reading back the id alone.
 */
export const insertRow = async (
  payload: Payload,
  collection: CollectionSlug,
  data: Record<string, unknown>,
  req: TransactionReq | undefined,
): Promise<number> => {
  const adapter = payload.db as unknown as DrizzleAdapter & { tableNameMap?: Map<string, string> }
  const db = adapter.drizzle && req ? adapter.sessions?.[req.transactionID]?.db : undefined
  const tableName = adapter.tableNameMap?.get(collection.replace(/-/g, '_'))
  if (!db || !tableName) {
    const doc = await payload.db.create({
      collection,
      data,
      select: { id: true },
      req: req as Partial<PayloadRequest> | undefined,
    })
    return doc.id as number
  }
  const row = (await upsertRow({
    adapter,
    collectionSlug: collection,
    data,
    db: db as DrizzleAdapter['drizzle'],
    fields: payload.collections[collection].config.flattenedFields,
    ignoreResult: 'idOnly',
    operation: 'create',
    req: req as Partial<PayloadRequest>,
    tableName,
  })) as { id: number }
  return row.id
}
