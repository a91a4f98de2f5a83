/** Medical files on disk, found through the collection's access rules (owner or staff). */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Attachment } from '@medtour/cms/payload-types'
import type { Caller } from '../../http/auth'
import { AppError } from '../../lib/AppError'
import { findReadable } from '../../lib/readable'

/** Where the attachments collection keeps its files. */
const staticDir = (payload: Payload) => {
  const dir = payload.collections.attachments.config.upload?.staticDir
  if (!dir) throw new AppError('INTERNAL_ERROR', 500)
  return path.isAbsolute(dir) ? dir : path.resolve(payload.config.paths?.configDir ?? process.cwd(), dir)
}

/**
 * The attachment `id` and its file, when the caller may read it; anyone else gets the same 404
 * as for a file that does not exist.
 */
export const findAttachmentFile = async (payload: Payload, id: number, caller: Caller) => {
  const doc: Attachment = await findReadable(payload, 'attachments', id, caller, 'No such file.')
  if (!doc.filename) throw new AppError('NOT_FOUND', 404, 'No such file.')
  const file = path.join(staticDir(payload), path.basename(doc.filename))
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw new AppError('NOT_FOUND', 404, 'The file is missing.')
  return { doc, file, info, name: doc.originalName || doc.filename }
}
