/**
 * File answers of the API (medical files, exports, the data export): the type, the length, the
 * name (RFC 6266, Arabic names kept) and never cached, since each is private to its reader.
 */
import type { Readable } from 'node:stream'

import type { Response } from 'express'

import { contentDisposition } from '../lib/files'

const headers = (res: Response, type: string, size: number, name: string) => {
  res.status(200)
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', String(size))
  res.setHeader('Content-Disposition', contentDisposition(name, 'attachment'))
  res.setHeader('Cache-Control', 'private, no-store')
}

/** Bytes already in memory (a rendered PDF, a calendar file, a CSV). */
export const sendBytes = (res: Response, body: Buffer, type: string, name: string) => {
  headers(res, type, body.length, name)
  res.end(body)
}

/** A stored file, streamed; resolves when the answer is done or the client has gone. */
export const sendStream = async (
  res: Response,
  file: { stream: Readable; size: number; type: string; name: string },
): Promise<void> => {
  headers(res, file.type, file.size, file.name)
  await new Promise<void>((resolve, reject) => {
    file.stream.on('error', reject)
    res.on('close', resolve)
    file.stream.pipe(res)
  })
}
