/**
 * Data step of migration 20261126_patient_experience, the same on both databases: attachments'
 * names that the upload parser misread as Latin-1 (cms/src/booking/files.ts,
 * undoLatin1Misreading) are put right; a name whose bytes were lost becomes
 * 'attachment-<id>.<ext>' rather than staying unreadable (docs/booking.md, "Files").
 */
import type { Payload, PayloadRequest } from 'payload'

import { undoLatin1Misreading } from '../booking/files'

export const repairAttachmentNames = async (payload: Payload, req: Partial<PayloadRequest>) => {
  let page = 1
  let repaired = 0
  for (;;) {
    const found = await payload.db.find<{ id: number; originalName?: string | null }>({
      collection: 'attachments',
      limit: 500,
      page,
      pagination: true,
      sort: 'id',
      req,
    })
    for (const doc of found.docs) {
      const name = doc.originalName
      const repair = name ? undoLatin1Misreading(name) : null
      if (!name || !repair) continue
      const ext = /\.[a-z0-9]{1,10}$/i.exec(name)?.[0] ?? ''
      const originalName = repair.state === 'fixed' ? repair.name : `attachment-${doc.id}${ext.toLowerCase()}`
      await payload.db.updateOne({ collection: 'attachments', id: doc.id, data: { originalName }, req })
      repaired++
    }
    if (!found.hasNextPage) break
    page++
  }
  if (repaired) payload.logger.info(`attachments: ${repaired} file name(s) misread as Latin-1 put right`)
}
