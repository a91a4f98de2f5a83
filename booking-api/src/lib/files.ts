/**
 * Medical attachments: what may be uploaded (decided by content, never by the client's name or type), how big,
 * how many, what the stored file is called and how it is sent back.
 */
import { fileTypeFromBuffer } from 'file-type'

import { ACCEPTED_MIME_TYPES, DEFAULT_UPLOAD_RULES, MAX_FILES, canonicalExtension } from '@medtour/cms/booking/files'

export type FileKind = { mime: string; ext: string }

/**
 * Types a patient may attach (@medtour/cms/booking/files, the site's and the CMS's rule too),
 * each with the extension its stored file gets. HEIF variants cover iPhone photos; DICOM is
 * recognised by 'DICM' at offset 128.
 */
export const ALLOWED_TYPES: readonly FileKind[] = Object.freeze(
  ACCEPTED_MIME_TYPES.map((mime) => ({ mime, ext: canonicalExtension(mime)! })),
)

export const ALLOWED_MIME_TYPES: readonly string[] = ACCEPTED_MIME_TYPES

/** Default size limit per file; callers may pass their own to `checkFile`. */
export const MAX_FILE_BYTES = DEFAULT_UPLOAD_RULES.maxFileBytes
export { MAX_FILES }

/** The file's type from its bytes alone, or null when unknown (plain text, HTML and SVG are unknown). */
export const sniff = async (buffer: Uint8Array): Promise<FileKind | null> => {
  if (buffer.byteLength === 0) return null
  const found = await fileTypeFromBuffer(buffer)
  return found ? { mime: found.mime, ext: found.ext } : null
}

/** True for a sniffed type on the allow list. */
export const isAllowed = (result: FileKind | null | undefined): result is FileKind =>
  !!result && ALLOWED_TYPES.some((type) => type.mime === result.mime)

/** The canonical extension of an allowed type ('heic' for every HEIF flavour). */
export const extensionFor = (result: FileKind): string =>
  ALLOWED_TYPES.find((type) => type.mime === result.mime)?.ext ?? result.ext

export type FileCheck =
  | { ok: true; mime: string; ext: string; size: number }
  | { ok: false; reason: 'empty' | 'too_large' | 'unsupported_type'; size: number; detected: FileKind | null }

/** Size and type check of one upload: 'too_large' maps to 413, 'unsupported_type' and 'empty' to 415. */
export const checkFile = async (buffer: Uint8Array, options: { maxBytes?: number } = {}): Promise<FileCheck> => {
  const size = buffer.byteLength
  if (size === 0) return { ok: false, reason: 'empty', size, detected: null }
  if (size > (options.maxBytes ?? MAX_FILE_BYTES)) return { ok: false, reason: 'too_large', size, detected: null }
  const detected = await sniff(buffer)
  if (!isAllowed(detected)) return { ok: false, reason: 'unsupported_type', size, detected }
  return { ok: true, mime: detected.mime, ext: extensionFor(detected), size }
}

export const MAX_FILE_NAME_LENGTH = 100
const FALLBACK_BASE = 'file'
/** Bidi overrides and isolates, BOM, and other invisible format characters (ZWNJ/ZWJ are kept for scripts). */
const INVISIBLE = /[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/gu
/** Anything but letters, marks, digits, spaces and a few harmless punctuation marks. */
const UNSAFE = /[^\p{L}\p{M}\p{N} \-_.,()[\]+&'@!~=]/gu
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/**
 * A file name safe to store and to send back: no path, no traversal, no control or reserved characters, NFC,
 * letters of any script kept, at most 100 characters, never empty, ending in the sniffed extension.
 */
export const safeFileName = (original: string | null | undefined, ext: string): string => {
  const extension =
    ext
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 10) || 'bin'
  const leaf = (original ?? '').normalize('NFC').split(/[/\\]/).pop() ?? ''
  let base = leaf
    .replace(/\s+/gu, ' ')
    .replace(INVISIBLE, '')
    .replace(UNSAFE, '_')
    .replace(/_+/g, '_')
    // Drop the client's extension: the sniffed one replaces it.
    .replace(/\.(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[\s._]+|[\s.]+$/gu, '')
    .replace(/\.{2,}/g, '.')
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1
  base = Array.from(base)
    .slice(0, room)
    .join('')
    .replace(/[\s.]+$/u, '')
  return `${base || FALLBACK_BASE}.${extension}`
}

/** Printable ASCII stand-in for old clients: accents dropped, other characters become '_'. */
const asciiFallback = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]|["\\%]/g, '_')
    .replace(/_+/g, '_')
  const dot = ascii.lastIndexOf('.')
  const base = dot > 0 ? ascii.slice(0, dot) : ascii
  // A name with no ASCII letters or digits left (all Arabic, say) reads better as a generic one.
  return /[A-Za-z0-9]/.test(base) ? ascii : `${FALLBACK_BASE}${dot > 0 ? ascii.slice(dot) : ''}`
}

/** RFC 5987 value: UTF-8, percent-encoded outside attr-char. */
const encodeExtValue = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** An RFC 6266 Content-Disposition value with an ASCII `filename` and a UTF-8 `filename*`. */
export const contentDisposition = (fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string => {
  const name =
    fileName
      .normalize('NFC')
      .replace(INVISIBLE, '')
      .replace(/[\r\n]/g, '') || FALLBACK_BASE
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`
}
