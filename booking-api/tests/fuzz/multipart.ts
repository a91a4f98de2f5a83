/**
 * Hand-built multipart bodies, so they can be wrong in every way a client can get them wrong:
 * spoofed names and types, wrong field names, too many files, broken or missing boundaries,
 * cut-off bodies.
 */
import fc from 'fast-check'

import { dicom, exe, html, pdf, png, truncatedPdf } from '../fixtures/files'
import { nastyString } from './arbitraries'

export type RawBody = { type: string; data: string | Buffer }

type Part = { name: string; value: Buffer; filename?: string; type?: string }

const CONTENTS: Buffer[] = [
  html,
  exe,
  truncatedPdf,
  Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('PK\u0003\u0004 not really a zip'),
  Buffer.alloc(0),
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html]),
  // Real files, rarely, so the accepting path runs too.
  pdf,
  png,
  dicom,
]

const filePart = fc.record({
  name: fc.oneof(
    { weight: 6, arbitrary: fc.constant('files') },
    { weight: 1, arbitrary: fc.constantFrom('file', 'files[]', 'attachments', 'doctorId') },
    { weight: 1, arbitrary: nastyString.filter((s) => s.length < 200) },
  ),
  filename: fc.oneof(
    fc.constantFrom(
      'report.pdf',
      'scan.png',
      '../../../etc/passwd.pdf',
      '..\\..\\boot.ini.pdf',
      'gpj.exe\u202E.pdf',
      'a"b.pdf',
      'x\r\nContent-Type: text/html.pdf',
      '.pdf',
      '',
      'تقرير طبي.pdf',
      `${'a'.repeat(1000)}.pdf`,
    ),
    nastyString.filter((s) => s.length < 500).map((s) => `${s}.pdf`),
  ),
  type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream', undefined),
  value: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...CONTENTS) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
  ),
})

const encode = (boundary: string, parts: Part[], close = true) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
          (p.filename !== undefined ? `; filename="${p.filename}"` : '') +
          (p.type ? `\r\nContent-Type: ${p.type}` : '') +
          '\r\n\r\n',
      ),
      p.value,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(close ? `--${boundary}--\r\n` : ''),
  ])

/** A multipart body carrying `fields` and some files, well-formed or broken. */
export const multipartBody = (fields: [string, string][]): fc.Arbitrary<RawBody> =>
  fc
    .record({
      files: fc.oneof(
        { weight: 8, arbitrary: fc.array(filePart, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.array(filePart, { minLength: 11, maxLength: 13 }) },
      ),
      shape: fc.constantFrom(
        'ok',
        'ok',
        'ok',
        'ok',
        'wrong-boundary',
        'no-boundary',
        'truncated',
        'unclosed',
        'garbage',
      ),
      cut: fc.nat(),
    })
    .map(({ files, shape, cut }) => {
      const boundary = '----fuzz7MA4YWxkTrZu0gW'
      const parts: Part[] = [...fields.map(([name, value]) => ({ name, value: Buffer.from(value) })), ...files]
      const body = encode(boundary, parts, shape !== 'unclosed')
      switch (shape) {
        case 'wrong-boundary':
          return { type: 'multipart/form-data; boundary=not-the-boundary', data: body }
        case 'no-boundary':
          return { type: 'multipart/form-data', data: body }
        case 'truncated':
          return { type: `multipart/form-data; boundary=${boundary}`, data: body.subarray(0, cut % (body.length + 1)) }
        case 'garbage':
          return {
            type: `multipart/form-data; boundary=${boundary}`,
            data: Buffer.from(`--${boundary}\r\nno headers here`),
          }
        default:
          return { type: `multipart/form-data; boundary=${boundary}`, data: body }
      }
    })

/** A well-formed multipart body (for the fixed cases: oversized, too many, spoofed). */
export const formBody = (fields: [string, string][], files: Part[]): RawBody => {
  const boundary = '----fuzzFixedBoundary'
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    data: encode(boundary, [...fields.map(([name, value]) => ({ name, value: Buffer.from(value) })), ...files]),
  }
}
