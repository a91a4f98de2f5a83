import {
  ALLOWED_MIME_TYPES,
  checkFile,
  contentDisposition,
  isAllowed,
  MAX_FILE_BYTES,
  MAX_FILES,
  safeFileName,
  sniff,
} from '../../src/lib/files'

const bytes = (...parts: Array<string | number[] | Uint8Array>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))

/** A minimal PDF. */
const pdf = bytes('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n')
/** PNG signature and a 1×1 IHDR chunk. */
const png = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
)
/** JPEG SOI and a JFIF APP0 segment. */
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xd9])
/** DICOM Part 10: a 128-byte preamble, then 'DICM'. */
const dicom = bytes(new Uint8Array(128), 'DICM', [2, 0, 0, 0, 0x55, 0x4c, 4, 0, 0, 0, 0, 0])
/** An ISO-BMFF ftyp box with a HEIF brand. */
const heif = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0], 'mif1', brand, new Uint8Array(16))
const exe = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], new Uint8Array(120), 'PE\0\0')
const html = bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')
const zip = bytes('PK', [3, 4, 20, 0, 0, 0, 0, 0], new Uint8Array(40))

describe('sniff and isAllowed', () => {
  const allowed: Array<[string, Uint8Array, string, string]> = [
    ['PDF', pdf, 'application/pdf', 'pdf'],
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['DICOM', dicom, 'application/dicom', 'dcm'],
    ['HEIC', heif('heic'), 'image/heic', 'heic'],
    ['HEIF', heif('mif1'), 'image/heif', 'heic'],
  ]
  for (const [name, buffer, mime, ext] of allowed) {
    it(`recognises and allows ${name} by content`, async () => {
      const found = await sniff(buffer)
      expect(found).toStrictEqual({ mime, ext })
      expect(isAllowed(found)).toBe(true)
    })
  }

  it('rejects executables, archives and unrecognised content whatever they are called', async () => {
    expect((await sniff(exe))?.mime).toBe('application/x-msdownload')
    expect(isAllowed(await sniff(exe))).toBe(false)
    expect(isAllowed(await sniff(zip))).toBe(false)
    expect(await sniff(html)).toBe(null)
    expect(isAllowed(await sniff(html))).toBe(false)
    expect(await sniff(new Uint8Array(0))).toBe(null)
    expect(isAllowed(null)).toBe(false)
  })

  it('does not mistake a DICOM marker at the wrong offset', async () => {
    expect(isAllowed(await sniff(bytes(new Uint8Array(64), 'DICM', new Uint8Array(80))))).toBe(false)
  })

  it('lists the required types and limits', () => {
    for (const mime of ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'application/dicom']) {
      expect(ALLOWED_MIME_TYPES.includes(mime), mime).toBeTruthy()
    }
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024)
    expect(MAX_FILES).toBe(10)
  })
})

describe('checkFile', () => {
  it('accepts an allowed file with its canonical extension', async () => {
    expect(await checkFile(heif('mif1'))).toStrictEqual({
      ok: true,
      mime: 'image/heif',
      ext: 'heic',
      size: heif('mif1').byteLength,
    })
  })

  it('names the reason for a refusal', async () => {
    expect((await checkFile(exe)).ok).toBe(false)
    expect(await checkFile(html)).toStrictEqual({
      ok: false,
      reason: 'unsupported_type',
      size: html.byteLength,
      detected: null,
    })
    expect(((await checkFile(new Uint8Array(0))) as { reason: string }).reason).toBe('empty')
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES)])
    expect(((await checkFile(big)) as { reason: string }).reason).toBe('too_large')
    expect(((await checkFile(pdf, { maxBytes: 10 })) as { reason: string }).reason).toBe('too_large')
    expect((await checkFile(pdf, { maxBytes: pdf.byteLength })).ok).toBe(true)
  })
})

describe('safeFileName', () => {
  it('forces the sniffed extension', () => {
    expect(safeFileName('report.PDF', 'pdf')).toBe('report.pdf')
    expect(safeFileName('invoice.exe', 'pdf')).toBe('invoice.pdf')
    expect(safeFileName('photo', 'JPG')).toBe('photo.jpg')
    expect(safeFileName('scan 2024.05.01', 'png')).toBe('scan 2024.05.01.png')
  })

  it('strips paths and traversal', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf')
    expect(safeFileName('C:\\Users\\me\\Desktop\\x-ray.png', 'png')).toBe('x-ray.png')
    expect(safeFileName('..', 'pdf')).toBe('file.pdf')
    expect(safeFileName('.htaccess', 'pdf')).toBe('htaccess.pdf')
    expect(safeFileName('...hidden report', 'pdf')).toBe('hidden report.pdf')
  })

  it('removes control, invisible and reserved characters and collapses whitespace', () => {
    expect(safeFileName('a\u0000b\r\nc\td.pdf', 'pdf')).toBe('ab c d.pdf')
    expect(safeFileName('my   <scan>: "1" | 2?*.pdf', 'pdf')).toBe('my _scan_ _1_ _ 2_.pdf')
    // A right-to-left override that would show 'evil\u202Efdp.exe' as 'evilexe.pdf'.
    expect(safeFileName('evil\u202Efdp.exe', 'pdf')).toBe('evilfdp.pdf')
    expect(safeFileName('CON', 'pdf')).toBe('_CON.pdf')
  })

  it('keeps letters of any script in NFC', () => {
    expect(safeFileName('تقرير طبي.pdf', 'pdf')).toBe('تقرير طبي.pdf')
    expect(safeFileName('Анализ крови.png', 'png')).toBe('Анализ крови.png')
    expect(safeFileName('Ayse\u0307 Yılmaz.jpg', 'jpg')).toBe('Ays\u0117 Yılmaz.jpg')
    expect(safeFileName('Re\u0301sume\u0301.pdf', 'pdf')).toBe('Résumé.pdf')
  })

  it('caps the length at 100 characters and is never empty', () => {
    const long = safeFileName(`${'ب'.repeat(300)}.pdf`, 'pdf')
    expect(Array.from(long).length).toBe(100)
    expect(long.endsWith('.pdf')).toBeTruthy()
    const emoji = safeFileName('😀'.repeat(200), 'png')
    expect(Array.from(emoji).length <= 100).toBeTruthy()
    expect(!emoji.includes('\uFFFD')).toBeTruthy()
    for (const empty of ['', '   ', '\u0000', '///', null, undefined])
      expect(safeFileName(empty, 'pdf')).toBe('file.pdf')
  })
})

describe('contentDisposition', () => {
  it('gives ASCII names as they are', () => {
    expect(contentDisposition('report.pdf', 'attachment')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    )
  })

  it('gives an ASCII fallback and a UTF-8 filename* for other names', () => {
    const header = contentDisposition('تقرير طبي.pdf', 'inline')
    expect(header.startsWith('inline; filename="file.pdf"; ')).toBeTruthy()
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? ''
    expect(decodeURIComponent(encoded)).toBe('تقرير طبي.pdf')
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/)
    expect(
      contentDisposition('Résumé (1).pdf').startsWith(
        `attachment; filename="Resume (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
      ),
    ).toBeTruthy()
  })

  it('cannot be broken out of by quotes, backslashes or newlines', () => {
    const header = contentDisposition('a"b\\c\r\nX-Evil: 1.pdf')
    expect(!/[\r\n]/.test(header)).toBeTruthy()
    const fallback = /filename="([^"]*)"/.exec(header)?.[1]
    expect(fallback).toBe('a_b_cX-Evil: 1.pdf')
  })
})
