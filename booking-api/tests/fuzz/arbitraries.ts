/**
 * fast-check arbitraries of hostile input: strings that break naive code (lone surrogates,
 * bidi overrides, NUL, combining marks, emoji, traversal names, injection text, huge sizes),
 * JSON texts with wrong types and prototype-pollution keys, malformed JSON, query strings and
 * path segments.
 */
import fc from 'fast-check'

const LONG = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n)

/** Hand-picked strings that have broken parsers, databases, PDF and mail renderers. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00x',
  '\u202Eevil.pdf\u202C',
  '\u200F\u200E\u2066\u2069',
  '\uFEFF',
  '\uFFFF\uFFFE',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0337\u0322\u031b\u0353\u034ea\u0338l\u0335g\u0336o\u0334',
  '😀',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'ﷺ',
  'İstanbul ǅ ß ﬃ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/',
  '\\',
  '.',
  '..',
  'CON',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '1.5',
  '0x10',
  ' 1',
  '1 ',
  'true',
  'false',
  '[]',
  '{}',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '%s%n%x%d',
  'a\r\nSet-Cookie: x=1',
  'admin@example.test',
  'a@b',
  '@',
  'a'.repeat(64) + '@' + 'b'.repeat(250) + '.test',
  'Asia/Riyadh',
  'Etc/GMT+14',
  '2026-02-30T25:61:00Z',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  'ROLE_ADMIN',
  LONG('x', 255),
  LONG('ب', 2001),
  LONG('😀', 5000),
  LONG('e\u0301', 4000),
]

/** Very long strings, up to near the JSON body limit. */
const huge = fc
  .tuple(
    fc.constantFrom('a', '😀', '\u0301', '\u202E', 'ش', '\u0000', '\uD800'),
    fc.integer({ min: 1_000, max: 120_000 }),
  )
  .map(([unit, n]) => unit.repeat(n))

/** Characters that databases, JSON columns, PDFs and mail headers choke on. */
const DANGEROUS = ['\u0000', '\uD800', '\uDC00', '\u202E', '\uFEFF', '\u0301', '\u0007', '\r\n', '\uFFFF', '😀']

/** An ordinary word with one dangerous character slipped in, so it passes checks that look at the rest. */
export const spiced = fc
  .tuple(fc.constantFrom('Ahmed', 'step1', 'notes', 'قلب', 'Riyadh'), fc.constantFrom(...DANGEROUS), fc.nat())
  .map(([word, bad, at]) => word.slice(0, at % (word.length + 1)) + bad + word.slice(at % (word.length + 1)))

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: spiced },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: huge },
)

/** Keys that pollute prototypes or confuse handlers, besides ordinary odd names. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'id',
    'roles',
    'user',
    'hash',
    // Bracket names that form and query parsers expand into nested objects.
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'a[__proto__][polluted]',
    'files[0]',
    'a[b][c][d][e][f][g][h][i][j][k]',
    'a[99999999]',
    'a[',
  ),
  nastyString.filter((s) => s.length < 300),
)

/** JSON number tokens that JavaScript cannot represent faithfully, and ordinary ones. */
const numberText = fc.oneof(
  fc.constantFrom('0', '-0', '1e400', '-1e400', '1e-400', '123456789012345678901234567890', '2147483648', '-1', '1.5'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
)

const scalarText = fc.oneof(
  { weight: 3, arbitrary: nastyString.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: numberText },
  { weight: 1, arbitrary: fc.constantFrom('null', 'true', 'false') },
)

const objectText = (entries: fc.Arbitrary<[string, string][]>) =>
  entries.map((es) => `{${es.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`)

/** Any JSON value as text (duplicate and `__proto__` keys included, which JSON.stringify cannot write). */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalarText, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`),
  object: objectText(fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })),
})).value

/** Nesting deep enough to overflow recursive code. */
export const deepJson = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 500, max: 60_000 }))
  .map(([open, n]) => (open === '[' ? '['.repeat(n) + ']'.repeat(n) : open.repeat(n) + '1' + '}'.repeat(n)))

/** Bodies that are not valid JSON. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'NaN',
    'undefined',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"',
    '\uFEFF{"a":1}',
    '{"a":1}garbage',
    '{"a":1}{"b":2}',
    '\u0000',
    '"unterminated',
    '{"a":01}',
    '{"a":.5}',
    '{a:1}',
    ' ',
  ),
  jsonText.chain((t) => fc.nat({ max: Math.max(0, t.length - 1) }).map((n) => t.slice(0, n))).filter((t) => t !== ''),
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD, as a browser would send). */
export const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('')

/** Raw path or query text that is not valid percent-encoding, or means something to a file system. */
export const rawEncoded = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4',
  '%C0%AF',
  '%00',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2F',
  '%5c',
  '%ED%A0%80',
  '%FF%FE',
  '..',
  '.',
)

/** A path parameter: a real id or e-mail, or something hostile. */
export const pathValue = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid.map(pct) },
    { weight: 3, arbitrary: nastyString.map((s) => pct(s.slice(0, 150))) },
    { weight: 1, arbitrary: rawEncoded },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1e3', '1.0', '0x1', '99999999999999999999', '2147483648').map(pct),
    },
  )

/** A query string from `entries` (keys and values already chosen). */
export const queryString = (entries: [string, string][], raw: string[] = []) =>
  [...entries.map(([k, v]) => `${pct(k)}=${pct(v)}`), ...raw].join('&')

/** Headers that a hostile client might send with a body. */
export const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/merge-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/xml',
      'application/json; boundary=x; charset=utf-8',
      '*/*',
    ),
  },
)

/** Documentation addresses (RFC 5737), so per-address throttles start fresh per request. */
export const documentationIp = fc
  .tuple(fc.constantFrom('192.0.2', '198.51.100', '203.0.113'), fc.integer({ min: 1, max: 254 }))
  .map(([net, host]) => `${net}.${host}`)
