/**
 * Removes files in the attachments folder that no attachment record names. A booking writes its
 * files inside the transaction that stores its records, so a crash, a database outage or a
 * refused booking can leave files whose records were never committed. Files younger than the
 * grace age are left alone: they may belong to a booking still in progress.
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { logger } from '../http/logger'

/** Records are looked up this many file names at a time. */
const CHUNK = 200

/** Where the attachments collection stores its files. */
export const attachmentsDir = (payload: Payload): string | null => {
  const dir = payload.collections.attachments?.config.upload?.staticDir
  if (!dir) return null
  return path.isAbsolute(dir) ? dir : path.resolve(payload.config.paths?.configDir ?? process.cwd(), dir)
}

/** Deletes `names` from the attachments folder, ignoring those already gone. */
export const removeFiles = async (payload: Payload, names: string[]) => {
  const dir = attachmentsDir(payload)
  if (!dir) return
  await Promise.all(names.map((name) => unlink(path.join(dir, path.basename(name))).catch(() => undefined)))
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
  const dir = attachmentsDir(payload)
  if (!dir) return []
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const oldEnough = Date.now() - graceMs
  const candidates: string[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const info = await stat(path.join(dir, entry.name)).catch(() => null)
    if (info && info.mtimeMs <= oldEnough) candidates.push(entry.name)
  }
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
