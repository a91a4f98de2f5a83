import {
  PREVIEW_GRACE_MS,
  PREVIEW_RENEW_MS,
  livePreviewFor,
  previewExpiry,
  signPreview,
  verifyPreview,
} from './preview'

const SECRET = 'preview-test-secret'
const claims = { c: 'providers', id: 3, l: 'ar' as const, u: 7, exp: Date.UTC(2027, 0, 1, 12, 15) }

describe('preview tokens', () => {
  test('a token signed by the cms is read back; changed, cut or foreign ones are refused', () => {
    const token = signPreview(claims, SECRET)
    expect(verifyPreview(token, claims.exp - 1, SECRET)).toStrictEqual(claims)
    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 8 })).toString('base64url')
    expect(verifyPreview(`${forged}.${signature}`, claims.exp - 1, SECRET)).toBe('invalid')
    expect(verifyPreview(`${body}.${signature!.slice(1)}`, claims.exp - 1, SECRET)).toBe('invalid')
    expect(verifyPreview(`${body}`, claims.exp - 1, SECRET)).toBe('invalid')
    expect(verifyPreview(`${token}.x`, claims.exp - 1, SECRET)).toBe('invalid')
    expect(verifyPreview(token, claims.exp - 1, 'another-secret')).toBe('invalid')
    expect(verifyPreview(null, claims.exp - 1, SECRET)).toBe('invalid')
    expect(verifyPreview('not a token', claims.exp - 1, SECRET)).toBe('invalid')
  })

  test('a token expires', () => {
    const token = signPreview(claims, SECRET)
    expect(verifyPreview(token, claims.exp, SECRET)).toBe('expired')
  })

  test('tokens last 10 to 15 minutes and stay the same within a 5-minute window', () => {
    const start = Date.UTC(2027, 0, 1, 12, 0, 0)
    expect(previewExpiry(start)).toBe(start + PREVIEW_RENEW_MS + PREVIEW_GRACE_MS)
    expect(previewExpiry(start + 1)).toBe(start + PREVIEW_RENEW_MS + PREVIEW_GRACE_MS)
    expect(previewExpiry(start + PREVIEW_RENEW_MS - 1)).toBe(start + PREVIEW_RENEW_MS + PREVIEW_GRACE_MS)
    for (const now of [start, start + 1, start + 299_999]) {
      const left = previewExpiry(now) - now
      expect(left).toBeGreaterThan(PREVIEW_GRACE_MS)
      expect(left).toBeLessThanOrEqual(PREVIEW_RENEW_MS + PREVIEW_GRACE_MS)
    }
  })

  test("the panel's frame opens the document's page in its language, for a signed-in editor only", () => {
    const { url, breakpoints } = livePreviewFor('providers', (doc) =>
      doc.slug ? `health-providers/${doc.slug}` : null,
    )
    expect(breakpoints!.map((b) => [b.name, b.width])).toStrictEqual([
      ['phone', 375],
      ['tablet', 768],
      ['desktop', 1440],
    ])
    const args = (data: Record<string, unknown>, user: unknown, code = 'ar') =>
      ({ data, locale: { code }, req: { user } }) as never
    const address = (url as (a: never) => string)(args({ id: 3, slug: 'medical-park' }, { id: 7 }))
    const parsed = new URL(address)
    expect(parsed.pathname).toBe('/ar/health-providers/medical-park')
    const verified = verifyPreview(parsed.searchParams.get('preview'))
    expect(verified).toMatchObject({ c: 'providers', id: 3, l: 'ar', u: 7 })
    expect((url as (a: never) => string)(args({ id: 3, slug: 'medical-park' }, null))).toBeNull()
    expect((url as (a: never) => string)(args({ id: 3 }, { id: 7 }))).toBeNull()
  })
})
