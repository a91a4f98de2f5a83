import { z } from 'zod'

import type { Module } from '../module'
import { ACCEPTED_MIME_TYPES, KIND_OF_EXTENSION } from '@medtour/cms/booking/files'
import { config } from '../../config'
import { IdParams } from '../../http/schemas'
import { sendStream } from '../../http/download'
import { findAttachmentFile } from './attachments.service'

/**
 * Medical files, streamed only to their owner and staff: the read goes through the collection's
 * access rules, so anyone else gets the same 404 as for a file that does not exist.
 */
export const attachmentsModule: Module = (define, payload) => {
  define(
    {
      method: 'get',
      path: '/uploads/rules',
      tag: 'Attachments',
      summary: 'The rules for medical files in force: size and number limits, accepted types',
      description:
        'The site checks files by these before uploading; the booking checks them again by their bytes ' +
        '(UPLOAD_MAX_FILE_MB and UPLOAD_MAX_FILES set the limits; 10 MB and 10 files by default).',
      access: 'public',
      content: z.object({
        maxFileBytes: z.number().int(),
        maxFiles: z.number().int(),
        mimeTypes: z.array(z.string()),
        extensions: z.array(z.string()),
      }),
    },
    async ({ res }) => {
      res.setHeader('Cache-Control', 'public, max-age=300')
      return {
        content: {
          maxFileBytes: config.uploads.maxFileBytes,
          maxFiles: config.uploads.maxFiles,
          mimeTypes: [...ACCEPTED_MIME_TYPES],
          extensions: Object.keys(KIND_OF_EXTENSION),
        },
      }
    },
  )

  define(
    {
      method: 'get',
      path: '/attachment/{id}',
      tag: 'Attachments',
      summary: 'Download a medical file (its owner or staff)',
      access: 'user',
      params: IdParams,
      produces: 'application/octet-stream',
    },
    async ({ caller, params, res }) => {
      const { doc, size, name, read } = await findAttachmentFile(payload, params.id, caller!)
      await sendStream(res, { stream: await read(), size, type: doc.mimeType ?? 'application/octet-stream', name })
    },
  )
}
