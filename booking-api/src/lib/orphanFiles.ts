/**
 * Removes attachment files (on local disk or in object storage) that no attachment record names. A booking writes its
 * files inside the transaction that stores its records, so a crash, a database outage or a
 * refused booking can leave files whose records were never committed. Files younger than the
 * grace age are left alone: they may belong to a booking still in progress.
 */
import type { Payload } from 'payload'

import { attachmentStore } from '@medtour/cms/storage'

import { logger } from '../http/logger'
import * as clock from '@medtour/cms/shared/clock'

/** Records are looked up this many file names at a time. */
const CHUNK = 200

/** Deletes `names` from the attachments' storage, ignoring those already gone. */
export const removeFiles = async (payload: Payload, names: string[]) => {
  await attachmentStore(payload)?.remove(names)
}

const referenced = async (payload: Payload, names: string[]) => {
  const found = new Set<string>()
  for (let i = 0; i < names.length; i += CHUNK) {
    const result = await payload.find({
      collection: 'attachments',
      where: { filename: { in: names.slice(i, i + CHUNK) } },
      select: { filename: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of result.docs) if (doc.filename) found.add(doc.filename)
  }
  return found
}

let running: Promise<string[]> | null = null

const sweep = async (payload: Payload, graceMs: number): Promise<string[]> => {
  const store = attachmentStore(payload)
  if (!store) return []
  const oldEnough = clock.nowMs() - graceMs
  const candidates: string[] = []
  for await (const file of store.list()) if (file.modifiedMs <= oldEnough) candidates.push(file.name)
  if (candidates.length === 0) return []
  // A failed look-up throws before anything is deleted.
  const keep = await referenced(payload, candidates)
  const orphans = candidates.filter((name) => !keep.has(name))
  await removeFiles(payload, orphans)
  if (orphans.length) logger.info({ count: orphans.length }, 'removed attachment files without a record')
  return orphans
}

/**
 * Removes orphaned attachment files older than `graceMs`; returns their names. Never throws: a
 * sweep that cannot reach the database removes nothing and is retried by the next one.
 */
export const sweepOrphanFiles = (payload: Payload, graceMs: number): Promise<string[]> => {
  running ??= sweep(payload, graceMs)
    .catch((err) => {
      logger.warn({ err }, 'attachment sweep failed')
      return []
    })
    .finally(() => (running = null))
  return running
}
