/**
 * The browser's checks of medical files before upload, by the rule the booking API and the CMS
 * hold (@medtour/cms/booking/files, docs/booking.md): the accepted kinds, their size and number.
 * The name and declared type must be one of these, and the first bytes must look like one of
 * them too (the server decides by the bytes; this catches a renamed file before it is sent).
 */
import {
  DEFAULT_UPLOAD_RULES,
  HEAD_BYTES,
  KIND_OF_EXTENSION,
  KIND_OF_MIME,
  MAX_FILES,
  sniffKind,
  type FileKind,
  type UploadRules,
} from '@medtour/cms/booking/files'

export { HEAD_BYTES, MAX_FILES, sniffKind, type FileKind, type UploadRules }

/** The default size limit (the one in force comes from the booking API: useUploadRules). */
export const MAX_FILE_BYTES = DEFAULT_UPLOAD_RULES.maxFileBytes

/** Types a browser reports when it does not know (HEIC and DICOM often come this way). */
const GENERIC_MIME = new Set(['', 'application/octet-stream'])

/** The file picker's `accept`: extensions and types together (some systems know only one). */
export const ACCEPT = [...Object.keys(KIND_OF_EXTENSION).map((ext) => `.${ext}`), ...Object.keys(KIND_OF_MIME)].join(
  ',',
)

export type RejectReason = 'type' | 'content' | 'size' | 'empty' | 'count' | 'duplicate'

export interface Rejected {
  file: File
  reason: RejectReason
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** The kind the name and declared type claim, or null when either is not an accepted one. */
export function claimedKind(file: Pick<File, 'name' | 'type'>): FileKind | null {
  const byName = KIND_OF_EXTENSION[extensionOf(file.name)]
  const type = (file.type || '').toLowerCase()
  if (GENERIC_MIME.has(type)) return byName ?? null
  const byType = KIND_OF_MIME[type]
  if (!byType) return null
  // A name without an extension is judged by its type; a foreign extension is refused.
  if (!extensionOf(file.name)) return byType
  return byName ?? null
}

/** The first bytes of a file (Blob.arrayBuffer where there is one, FileReader elsewhere). */
export async function readHead(file: Blob, length = HEAD_BYTES): Promise<Uint8Array> {
  const part = file.slice(0, length)
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(part)
  })
}

/** The same file added twice (by picker and drop, say). */
export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/** One file's verdict, without the count rule. */
export async function checkFile(file: File, maxBytes = MAX_FILE_BYTES): Promise<RejectReason | null> {
  if (!claimedKind(file)) return 'type'
  if (file.size === 0) return 'empty'
  if (file.size > maxBytes) return 'size'
  let head: Uint8Array
  try {
    head = await readHead(file)
  } catch {
    return 'content'
  }
  return sniffKind(head) ? null : 'content'
}

/**
 * Splits newly chosen files into the ones to attach and the ones refused (with the reason),
 * given what is already attached: type, emptiness, size, content, duplicates, then the count.
 */
export async function checkFiles(
  incoming: readonly File[],
  attached: readonly File[] = [],
  { maxFiles = MAX_FILES, maxBytes = MAX_FILE_BYTES } = {},
): Promise<{ accepted: File[]; rejected: Rejected[] }> {
  const accepted: File[] = []
  const rejected: Rejected[] = []
  for (const file of incoming) {
    const reason = await checkFile(file, maxBytes)
    if (reason) rejected.push({ file, reason })
    else if ([...attached, ...accepted].some((other) => sameFile(other, file)))
      rejected.push({ file, reason: 'duplicate' })
    else if (attached.length + accepted.length >= maxFiles) rejected.push({ file, reason: 'count' })
    else accepted.push(file)
  }
  return { accepted, rejected }
}

/** A size for people: '850 KB', '2.4 MB' (digits stay Western in Arabic, as elsewhere). */
export const formatBytes = (bytes: number, lang: string) => {
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en-US'
  const units = ['byte', 'kilobyte', 'megabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}
