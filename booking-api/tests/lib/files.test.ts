import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

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
      assert.deepEqual(found, { mime, ext })
      assert.equal(isAllowed(found), true)
    })
  }

  it('rejects executables, archives and unrecognised content whatever they are called', async () => {
    assert.equal((await sniff(exe))?.mime, 'application/x-msdownload')
    assert.equal(isAllowed(await sniff(exe)), false)
    assert.equal(isAllowed(await sniff(zip)), false)
    assert.equal(await sniff(html), null)
    assert.equal(isAllowed(await sniff(html)), false)
    assert.equal(await sniff(new Uint8Array(0)), null)
    assert.equal(isAllowed(null), false)
  })

  it('does not mistake a DICOM marker at the wrong offset', async () => {
    assert.equal(isAllowed(await sniff(bytes(new Uint8Array(64), 'DICM', new Uint8Array(80)))), false)
  })

  it('lists the required types and limits', () => {
    for (const mime of ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'application/dicom']) {
      assert.ok(ALLOWED_MIME_TYPES.includes(mime), mime)
    }
    assert.equal(MAX_FILE_BYTES, 10 * 1024 * 1024)
    assert.equal(MAX_FILES, 10)
  })
})

describe('checkFile', () => {
  it('accepts an allowed file with its canonical extension', async () => {
    assert.deepEqual(await checkFile(heif('mif1')), {
      ok: true,
      mime: 'image/heif',
      ext: 'heic',
      size: heif('mif1').byteLength,
    })
  })

  it('names the reason for a refusal', async () => {
    assert.equal((await checkFile(exe)).ok, false)
    assert.deepEqual(await checkFile(html), {
      ok: false,
      reason: 'unsupported_type',
      size: html.byteLength,
      detected: null,
    })
    assert.equal(((await checkFile(new Uint8Array(0))) as { reason: string }).reason, 'empty')
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES)])
    assert.equal(((await checkFile(big)) as { reason: string }).reason, 'too_large')
    assert.equal(((await checkFile(pdf, { maxBytes: 10 })) as { reason: string }).reason, 'too_large')
    assert.equal((await checkFile(pdf, { maxBytes: pdf.byteLength })).ok, true)
  })
})

describe('safeFileName', () => {
  it('forces the sniffed extension', () => {
    assert.equal(safeFileName('report.PDF', 'pdf'), 'report.pdf')
    assert.equal(safeFileName('invoice.exe', 'pdf'), 'invoice.pdf')
    assert.equal(safeFileName('photo', 'JPG'), 'photo.jpg')
    assert.equal(safeFileName('scan 2024.05.01', 'png'), 'scan 2024.05.01.png')
  })

  it('strips paths and traversal', () => {
    assert.equal(safeFileName('../../etc/passwd', 'pdf'), 'passwd.pdf')
    assert.equal(safeFileName('C:\\Users\\me\\Desktop\\x-ray.png', 'png'), 'x-ray.png')
    assert.equal(safeFileName('..', 'pdf'), 'file.pdf')
    assert.equal(safeFileName('.htaccess', 'pdf'), 'htaccess.pdf')
    assert.equal(safeFileName('...hidden report', 'pdf'), 'hidden report.pdf')
  })

  it('removes control, invisible and reserved characters and collapses whitespace', () => {
    assert.equal(safeFileName('a\u0000b\r\nc\td.pdf', 'pdf'), 'ab c d.pdf')
    assert.equal(safeFileName('my   <scan>: "1" | 2?*.pdf', 'pdf'), 'my _scan_ _1_ _ 2_.pdf')
    // A right-to-left override that would show 'evil\u202Efdp.exe' as 'evilexe.pdf'.
    assert.equal(safeFileName('evil\u202Efdp.exe', 'pdf'), 'evilfdp.pdf')
    assert.equal(safeFileName('CON', 'pdf'), '_CON.pdf')
  })

  it('keeps letters of any script in NFC', () => {
    assert.equal(safeFileName('تقرير طبي.pdf', 'pdf'), 'تقرير طبي.pdf')
    assert.equal(safeFileName('Анализ крови.png', 'png'), 'Анализ крови.png')
    assert.equal(safeFileName('Ayse\u0307 Yılmaz.jpg', 'jpg'), 'Ays\u0117 Yılmaz.jpg')
    assert.equal(safeFileName('Re\u0301sume\u0301.pdf', 'pdf'), 'Résumé.pdf')
  })

  it('caps the length at 100 characters and is never empty', () => {
    const long = safeFileName(`${'ب'.repeat(300)}.pdf`, 'pdf')
    assert.equal(Array.from(long).length, 100)
    assert.ok(long.endsWith('.pdf'))
    const emoji = safeFileName('😀'.repeat(200), 'png')
    assert.ok(Array.from(emoji).length <= 100)
    assert.ok(!emoji.includes('\uFFFD'))
    for (const empty of ['', '   ', '\u0000', '///', null, undefined])
      assert.equal(safeFileName(empty, 'pdf'), 'file.pdf')
  })
})

describe('contentDisposition', () => {
  it('gives ASCII names as they are', () => {
    assert.equal(
      contentDisposition('report.pdf', 'attachment'),
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    )
  })

  it('gives an ASCII fallback and a UTF-8 filename* for other names', () => {
    const header = contentDisposition('تقرير طبي.pdf', 'inline')
    assert.ok(header.startsWith('inline; filename="file.pdf"; '))
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? ''
    assert.equal(decodeURIComponent(encoded), 'تقرير طبي.pdf')
    assert.match(encoded, /^[A-Za-z0-9!#$&+\-.^_`|~%]+$/)
    assert.ok(
      contentDisposition('Résumé (1).pdf').startsWith(
        `attachment; filename="Resume (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
      ),
    )
  })

  it('cannot be broken out of by quotes, backslashes or newlines', () => {
    const header = contentDisposition('a"b\\c\r\nX-Evil: 1.pdf')
    assert.ok(!/[\r\n]/.test(header))
    const fallback = /filename="([^"]*)"/.exec(header)?.[1]
    assert.equal(fallback, 'a_b_cX-Evil: 1.pdf')
  })
})
