/**
 * Multipart parsing of a booking with files. Files are held in memory (the limits bound it:
 * UPLOAD_MAX_FILES × UPLOAD_MAX_FILE_MB) until every one has passed the content check, so a
 * refused upload leaves nothing on disk.
 */
import type { RequestHandler } from 'express'
import multer from 'multer'

import { config } from '../../config'

const parser = multer({
  storage: multer.memoryStorage(),
  // Browsers send a file's name as raw UTF-8 in the part's header; busboy would read it as
  // Latin-1 and turn an Arabic name into mojibake.
  defParamCharset: 'utf8',
  limits: {
    fileSize: config.uploads.maxFileBytes,
    files: config.uploads.maxFiles,
    fields: 40,
    fieldSize: 64 * 1024,
    parts: 40 + config.uploads.maxFiles,
    fieldNameSize: 100,
  },
}).array('files')

/** Runs multer only for multipart bodies; JSON bodies pass through. */
export const multipart: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next()
  parser(req, res, (err?: unknown) => {
    if (err) return next(err)
    // Multer builds the body with a null prototype; zod wants a plain object.
    req.body = { ...(req.body as object) }
    next()
  })
}
