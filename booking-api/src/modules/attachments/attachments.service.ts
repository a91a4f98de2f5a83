/** Medical files, found through the collection's access rules (owner or staff), wherever stored. */
import type { Payload } from 'payload'

import type { Attachment } from '@medtour/cms/payload-types'
import { attachmentStore } from '@medtour/cms/storage'
import type { Caller } from '../../http/auth'
import { AppError } from '../../lib/AppError'
import { findReadable } from '../../lib/readable'

/**
 * The attachment `id`, its size and a reader of its bytes (local disk or object storage), when
 * the caller may read it; anyone else gets the same 404 as for a file that does not exist.
 */
export const findAttachmentFile = async (payload: Payload, id: number, caller: Caller) => {
  const doc: Attachment = await findReadable(payload, 'attachments', id, caller, 'No such file.')
  if (!doc.filename) throw new AppError('NOT_FOUND', 404, 'No such file.')
  const store = attachmentStore(payload)
  if (!store) throw new AppError('INTERNAL_ERROR', 500)
  const filename = doc.filename
  const size = await store.size(filename)
  if (size === null) throw new AppError('NOT_FOUND', 404, 'The file is missing.')
  return { doc, size, name: doc.originalName || filename, read: () => store.read(filename) }
}
