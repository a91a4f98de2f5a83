/**
 * Medical files of a booking: every file is checked (size, type from the bytes) before anything
 * is stored.
 */
import { config } from '../../config'
import { AppError, type FieldError } from '../../lib/AppError'
import { checkFile } from '../../lib/files'

export type UploadedFile = { originalname: string; buffer: Buffer; size: number; fieldname: string }

/** A PDF that ends with its cross-reference section (Payload refuses truncated ones). */
const isWholePdf = (buffer: Buffer) => {
  const end = buffer.subarray(Math.max(0, buffer.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/** Checks every file before anything is stored: 413 for size, 415 for type. */
export const checkFiles = async (files: UploadedFile[]) => {
  const checked: { file: UploadedFile; mime: string; ext: string }[] = []
  const tooLarge: FieldError[] = []
  const unsupported: FieldError[] = []
  for (const [i, file] of files.entries()) {
    const result = await checkFile(file.buffer, { maxBytes: config.uploads.maxFileBytes })
    if (result.ok && result.mime === 'application/pdf' && !isWholePdf(file.buffer)) {
      unsupported.push({
        field: `files[${i}]`,
        defaultMessage: `${file.originalname}: the PDF is damaged or incomplete.`,
      })
    } else if (result.ok) checked.push({ file, mime: result.mime, ext: result.ext })
    else if (result.reason === 'too_large') {
      tooLarge.push({ field: `files[${i}]`, defaultMessage: `${file.originalname}: larger than the limit.` })
    } else {
      unsupported.push({
        field: `files[${i}]`,
        defaultMessage: `${file.originalname}: only PDF, JPEG, PNG, HEIC and DICOM files are accepted.`,
      })
    }
  }
  if (tooLarge.length) throw new AppError('FILE_TOO_LARGE', 413, 'A file is larger than the limit.', tooLarge)
  if (unsupported.length) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 415, 'A file is of a type we do not accept.', unsupported)
  }
  return checked
}
