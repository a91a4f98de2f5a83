/**
 * Medical files a patient may attach to a booking (docs/booking.md): one rule for the site's
 * checks before upload, the booking API's checks of the bytes, and the CMS's `attachments`
 * collection. PDF, JPEG, PNG, HEIC/HEIF and DICOM, at most MAX_FILE_MB each and MAX_FILES per
 * booking by default (the booking API's UPLOAD_MAX_FILE_MB and UPLOAD_MAX_FILES may change the
 * limits; it tells the site the ones in force at GET /api/v1/uploads/rules). Pure: no imports,
 * so the browser bundles it as it is.
 */
export const MAX_FILE_MB = 10
export const MAX_FILES = 10
export const MB = 1024 * 1024

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'heic' | 'dicom'

/** Each accepted kind with its MIME types and extensions, the canonical (stored) one first. */
export const FILE_TYPES: readonly { kind: FileKind; mimes: readonly string[]; extensions: readonly string[] }[] = [
  { kind: 'pdf', mimes: ['application/pdf'], extensions: ['pdf'] },
  { kind: 'jpeg', mimes: ['image/jpeg', 'image/pjpeg'], extensions: ['jpg', 'jpeg', 'jpe'] },
  { kind: 'png', mimes: ['image/png'], extensions: ['png'] },
  {
    kind: 'heic',
    mimes: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    extensions: ['heic', 'heif', 'hif'],
  },
  { kind: 'dicom', mimes: ['application/dicom'], extensions: ['dcm', 'dicom'] },
]

/** Every accepted MIME type. */
export const ACCEPTED_MIME_TYPES: readonly string[] = FILE_TYPES.flatMap((type) => type.mimes)

/** The kind each accepted extension (lower case, no dot) names. */
export const KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = Object.fromEntries(
  FILE_TYPES.flatMap((type) => type.extensions.map((ext) => [ext, type.kind])),
)

/** The kind each accepted MIME type names. */
export const KIND_OF_MIME: Readonly<Record<string, FileKind>> = Object.fromEntries(
  FILE_TYPES.flatMap((type) => type.mimes.map((mime) => [mime, type.kind])),
)

/** The extension a stored file of an accepted MIME type gets ('heic' for every HEIF flavour). */
export const canonicalExtension = (mime: string) =>
  FILE_TYPES.find((type) => type.mimes.includes(mime))?.extensions[0] ?? null

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])

/** How many first bytes `sniffKind` needs (DICOM's marker sits at 128). */
export const HEAD_BYTES = 132

/** What the first bytes are, of the accepted kinds. */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png'
  if (ascii(head, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 4))) return 'heic'
  if (ascii(head, 128, 4) === 'DICM') return 'dicom'
  return null
}

/** The limits in force, as the booking API serves them to the site. */
export type UploadRules = { maxFileBytes: number; maxFiles: number }

export const DEFAULT_UPLOAD_RULES: UploadRules = { maxFileBytes: MAX_FILE_MB * MB, maxFiles: MAX_FILES }

/**
 * A file name whose UTF-8 bytes were read as Latin-1 — the booking API's upload parser did so
 * until 2026-11-25, storing 'تحليل-دم.pdf' as 'ØªØ­ÙÙÙ-Ø¯Ù.pdf' — put right: 'fixed' when the
 * bytes are all there, 'lost' when making the name safe dropped some (an Arabic or Cyrillic
 * name's bytes 0x80–0x9F), null when the name is not such a misreading (a real 'résumé.pdf').
 * Migration 20261126_patient_experience repairs the stored names with it.
 */
export const undoLatin1Misreading = (name: string): { state: 'fixed'; name: string } | { state: 'lost' } | null => {
  if (!/[\u0080-\u00ff]/.test(name) || /[^ -\u00ff]/.test(name)) return null
  const bytes = Uint8Array.from(name, (c) => c.charCodeAt(0))
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // A real misreading decodes to letters past Latin-1 (Arabic, Cyrillic…).
    return /[\u0100-\uffff]/.test(decoded) ? { state: 'fixed', name: decoded } : null
  } catch {
    // Lead bytes of Arabic (Ø Ù) and Cyrillic (Ð Ñ) letters make up much of a mangled name.
    const leads = name.match(/[\u00d0\u00d1\u00d8\u00d9]/g)?.length ?? 0
    const letters = name.replace(/[\s\d._\-()]/g, '').length
    return leads >= 2 && leads * 4 >= letters ? { state: 'lost' } : null
  }
}
