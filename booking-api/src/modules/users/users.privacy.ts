/**
 * A patient's data export (docs/privacy.md): asked for here, built by the worker
 * (@medtour/cms/privacy/exportData), downloaded by its owner for 7 days.
 */
import type { Payload } from 'payload'

import type { DataExport } from '@medtour/cms/payload-types'
import { BUILD_DATA_EXPORT_TASK } from '@medtour/cms/privacy/exportData'
import { dataExportStore } from '@medtour/cms/storage'
import { withTransaction } from '@medtour/cms/transaction'
import type { Caller } from '../../http/caller'
import { AppError } from '../../lib/AppError'
import * as clock from '@medtour/cms/shared/clock'

/** At most this many exports a day per account: each reads every file the patient has. */
export const EXPORTS_PER_DAY = 3

export const exportDto = (doc: DataExport, now = clock.nowMs()) => ({
  id: doc.id,
  state: expired(doc, now) ? ('expired' as const) : doc.state,
  createdAt: doc.createdAt,
  readyAt: doc.readyAt ?? null,
  expiresAt: doc.expiresAt ?? null,
  size: doc.filesize ?? null,
})

const mine = (payload: Payload, caller: Caller) =>
  payload.find({
    collection: 'data-exports',
    where: { user: { equals: caller.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    user: caller,
    overrideAccess: false,
  })

const expired = (doc: DataExport, now: number) => doc.state === 'ready' && Date.parse(doc.expiresAt ?? '') <= now

/** Queues an export (or answers the one being prepared), in one transaction with its job. */
export const requestExport = async (payload: Payload, caller: Caller) => {
  const now = clock.nowMs()
  const { docs } = await mine(payload, caller)
  const pending = docs.find((d) => d.state === 'queued')
  if (pending) return { created: false, doc: pending }
  if (docs.filter((d) => now - Date.parse(d.createdAt) < 86_400_000).length >= EXPORTS_PER_DAY) {
    throw new AppError('TOO_MANY_EXPORTS', 429, `At most ${EXPORTS_PER_DAY} exports a day. Download the last one.`)
  }
  // Old zips go when a new one is asked for (and with the account).
  const old = docs.filter((d) => expired(d, now) || d.state === 'failed').map((d) => d.id)
  if (old.length) {
    await payload.delete({ collection: 'data-exports', where: { id: { in: old } }, overrideAccess: true })
  }
  const doc = await withTransaction(payload, async (req) => {
    const created = await payload.create({
      collection: 'data-exports',
      data: { user: caller.id, state: 'queued' },
      overrideAccess: true,
      req: req as never,
    })
    await payload.jobs.queue({
      task: BUILD_DATA_EXPORT_TASK,
      input: { export: created.id },
      req: req as never,
    } as never)
    return created
  })
  return { created: true, doc }
}

/** The caller's latest export, or null when none was asked for (a state to show, not an error). */
export const latestExport = async (payload: Payload, caller: Caller) => (await mine(payload, caller)).docs[0] ?? null

/** The owner's ready export: its size and a reader of its bytes. */
export const exportFile = async (payload: Payload, caller: Caller) => {
  const doc = await latestExport(payload, caller)
  if (!doc) throw new AppError('NOT_FOUND', 404, 'No export yet.')
  if (expired(doc, clock.nowMs()))
    throw new AppError('EXPORT_EXPIRED', 410, 'The export has expired. Ask for a new one.')
  if (doc.state !== 'ready' || !doc.filename) {
    throw new AppError('EXPORT_NOT_READY', 409, 'The export is still being prepared.')
  }
  const store = dataExportStore(payload)
  const filename = doc.filename
  const size = store ? await store.size(filename) : null
  if (!store || size === null) throw new AppError('NOT_FOUND', 404, 'The export is missing. Ask for a new one.')
  return { size, name: filename, read: () => store.read(filename) }
}
