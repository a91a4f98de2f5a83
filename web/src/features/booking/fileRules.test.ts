import {
  ACCEPT,
  MAX_FILES,
  MAX_FILE_BYTES,
  checkFile,
  checkFiles,
  claimedKind,
  formatBytes,
  sniffKind,
} from './fileRules'

const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF\n')
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])
const HEIC = Uint8Array.from([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0])
const DICOM = (() => {
  const bytes = new Uint8Array(140)
  bytes.set(new TextEncoder().encode('DICM'), 128)
  return bytes
})()

const file = (bytes: Uint8Array | string, name: string, type = '', lastModified = 1) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type, lastModified })

/** A file that claims a size without holding it (a 10 MB buffer is slow in jsdom). */
const sized = (base: File, size: number) => {
  Object.defineProperty(base, 'size', { value: size })
  return base
}

describe('fileRules', () => {
  it('accepts PDF, JPEG, PNG, HEIC/HEIF and DICOM by name and type', () => {
    expect(claimedKind({ name: 'report.PDF', type: 'application/pdf' })).toBe('pdf')
    expect(claimedKind({ name: 'photo.jpeg', type: 'image/jpeg' })).toBe('jpeg')
    expect(claimedKind({ name: 'photo.jpg', type: '' })).toBe('jpeg')
    expect(claimedKind({ name: 'scan.png', type: 'image/png' })).toBe('png')
    expect(claimedKind({ name: 'IMG_1.HEIC', type: '' })).toBe('heic')
    expect(claimedKind({ name: 'IMG_1.heif', type: 'image/heif' })).toBe('heic')
    expect(claimedKind({ name: 'ct.dcm', type: 'application/octet-stream' })).toBe('dicom')
    expect(claimedKind({ name: 'no-extension', type: 'application/pdf' })).toBe('pdf')
  })

  it('refuses other types by name or declared type', () => {
    expect(claimedKind({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeNull()
    expect(claimedKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull()
    expect(claimedKind({ name: 'report.pdf', type: 'text/html' })).toBeNull()
    expect(claimedKind({ name: 'image.svg', type: 'image/svg+xml' })).toBeNull()
    expect(claimedKind({ name: 'report.docx', type: '' })).toBeNull()
    expect(claimedKind({ name: 'evil.exe', type: 'application/pdf' })).toBeNull()
  })

  it('recognises each accepted kind by its first bytes', () => {
    expect(sniffKind(PDF)).toBe('pdf')
    expect(sniffKind(PNG)).toBe('png')
    expect(sniffKind(JPEG)).toBe('jpeg')
    expect(sniffKind(HEIC)).toBe('heic')
    expect(sniffKind(DICOM)).toBe('dicom')
    expect(sniffKind(new TextEncoder().encode('MZ\x90\x00'))).toBeNull()
    expect(sniffKind(new TextEncoder().encode('just text'))).toBeNull()
  })

  it('says why a file is refused: type, content (spoofed extension), size, emptiness', async () => {
    expect(await checkFile(file(PDF, 'blood-test.pdf', 'application/pdf'))).toBeNull()
    expect(await checkFile(file(DICOM, 'ct.dcm'))).toBeNull()
    expect(await checkFile(file('MZ\x90\x00', 'setup.exe', 'application/x-msdownload'))).toBe('type')
    expect(await checkFile(file('just text, not a pdf', 'report.pdf', 'application/pdf'))).toBe('content')
    expect(await checkFile(file('', 'empty.png', 'image/png'))).toBe('empty')
    expect(await checkFile(sized(file(PDF, 'scan.pdf', 'application/pdf'), MAX_FILE_BYTES + 1))).toBe('size')
    expect(await checkFile(sized(file(PDF, 'limit.pdf', 'application/pdf'), MAX_FILE_BYTES))).toBeNull()
  })

  it('keeps at most 10 files and no duplicates', async () => {
    const attached = Array.from({ length: MAX_FILES - 1 }, (_, i) => file(PNG, `x-${i}.png`, 'image/png'))
    const { accepted, rejected } = await checkFiles(
      [
        file(PNG, 'x-0.png', 'image/png'),
        file(JPEG, 'last.jpg', 'image/jpeg'),
        file(PDF, 'one-too-many.pdf', 'application/pdf'),
      ],
      attached,
    )
    expect(accepted.map((f) => f.name)).toEqual(['last.jpg'])
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['x-0.png', 'duplicate'],
      ['one-too-many.pdf', 'count'],
    ])
  })

  it('a mixed pick keeps the good files and lists the others', async () => {
    const { accepted, rejected } = await checkFiles([
      file(PDF, 'a.pdf', 'application/pdf'),
      file('MZ', 'setup.exe', 'application/x-msdownload'),
      sized(file(PDF, 'huge.pdf', 'application/pdf'), MAX_FILE_BYTES + 10),
      file(HEIC, 'iphone.heic'),
    ])
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'iphone.heic'])
    expect(rejected.map((r) => r.reason)).toEqual(['type', 'size'])
  })

  it('offers extensions and types to the picker, and sizes for people', () => {
    for (const part of ['.pdf', '.jpg', '.png', '.heic', '.heif', '.dcm', 'application/pdf', 'image/heic'])
      expect(ACCEPT.split(',')).toContain(part)
    expect(formatBytes(2.5 * 1024 * 1024, 'en')).toMatch(/^2\.5\s?MB$/)
    expect(formatBytes(2048, 'ar')).toMatch(/2/)
  })
})
