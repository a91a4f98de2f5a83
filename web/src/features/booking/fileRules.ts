/**
 * The browser's checks of medical files before upload, mirroring the booking API's rules
 * (booking-api/src/lib/files.ts, docs/booking.md): PDF, JPEG, PNG, HEIC/HEIF and DICOM, at most
 * 10 MB each and 10 per booking. The name and declared type must be one of these, and the first
 * bytes must look like one of them too (the server decides by the bytes; this catches a renamed
 * file before it is sent).
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_FILES = 10

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'heic' | 'dicom'

const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  png: 'png',
  heic: 'heic',
  heif: 'heic',
  hif: 'heic',
  dcm: 'dicom',
  dicom: 'dicom',
}

const MIME_TYPES: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
  'application/dicom': 'dicom',
}

/** Types a browser reports when it does not know (HEIC and DICOM often come this way). */
const GENERIC_MIME = new Set(['', 'application/octet-stream'])

/** The file picker's `accept`: extensions and types together (some systems know only one). */
export const ACCEPT = [...Object.keys(EXTENSIONS).map((ext) => `.${ext}`), ...Object.keys(MIME_TYPES)].join(',')

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
  const byName = EXTENSIONS[extensionOf(file.name)]
  const type = (file.type || '').toLowerCase()
  if (GENERIC_MIME.has(type)) return byName ?? null
  const byType = MIME_TYPES[type]
  if (!byType) return null
  // A name without an extension is judged by its type; a foreign extension is refused.
  if (!extensionOf(file.name)) return byType
  return byName ?? null
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])

/** What the first bytes are (enough for every accepted kind: DICOM's marker sits at 128). */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png'
  if (ascii(head, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 4))) return 'heic'
  if (ascii(head, 128, 4) === 'DICM') return 'dicom'
  return null
}

export const HEAD_BYTES = 132

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
