/** The account rules that need no server: password rule, client address, request limits. */
import { parseTrustProxy, clientAddress } from './clientAddress'
import { PASSWORD_MAX, passwordChecks, passwordProblems } from './password'
import { refuseBody, refuseId, refuseQuery, secureAnswer } from '../http/guard'

describe('the password rule', () => {
  test('accepts a strong password and names each broken rule', () => {
    expect(passwordProblems('Str0ng!Passw0rd', 'sara@example.test')).toEqual([])
    expect(passwordProblems('aaaaaaaaaa')).toEqual(['Needs an upper-case letter.', 'Needs a digit.', 'Needs a symbol.'])
    expect(passwordProblems('Sh0rt!')).toEqual(['10 to 128 characters.'])
    expect(passwordProblems('Sh0rt!', null, 'ar')).toEqual(['من 10 إلى 128 حرفًا.'])
    expect(passwordProblems(`Aa1!${'x'.repeat(PASSWORD_MAX)}`)).toEqual(['10 to 128 characters.'])
  })

  test("refuses the e-mail's local part when it has 3 characters or more", () => {
    expect(passwordProblems('Sara!2345xyz', 'sara@example.test')).toEqual(['Must not contain your e-mail name.'])
    expect(passwordProblems('Jo!2345xyzW', 'jo@example.test')).toEqual([])
    expect(passwordChecks('Sara!2345xyz', 'SARA@example.test').find((c) => c.id === 'email')?.ok).toBe(false)
  })
})

describe('TRUST_PROXY and the client address', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {})

  test('parses none, a hop count and a list', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8'])
  })

  test('without trust every caller is one unknown address, whatever it claims', () => {
    expect(clientAddress(headers('203.0.113.9'), false)).toBe('direct')
  })

  test('one trusted hop takes the address that hop wrote, not what the client wrote before it', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
    expect(clientAddress(headers(), 1)).toBe('direct')
  })

  test('a list trusts only the proxies it names', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9, 10.1.2.3'), ['10.0.0.0/8'])).toBe('203.0.113.9')
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9'), ['10.0.0.0/8'])).toBe('203.0.113.9')
  })
})

describe("limits on Payload's routes", () => {
  const req = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Request(`http://cms.test${path}`, { method, headers })
  const message = async (res: Response | null) =>
    ((await res!.json()) as { errors: { message: string }[] }).errors[0]!.message

  test('a body above the limit is 413, a streamed one 411, before anything is read', async () => {
    expect(refuseBody(req('POST', '/api/graphql', { 'content-length': '1024' }))).toBe(null)
    const big = refuseBody(req('POST', '/api/graphql', { 'content-length': String(150 * 1024 * 1024) }))
    expect(big!.status).toBe(413)
    expect(await message(big)).toMatch(/larger than/)
    expect(refuseBody(req('PATCH', '/api/pages/1', { 'transfer-encoding': 'chunked' }))!.status).toBe(411)
    expect(refuseBody(req('POST', '/api/pages', { 'content-length': '-1' }))!.status).toBe(400)
    const upload = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(5 * 1024 * 1024) }
    expect(refuseBody(req('POST', '/api/media', upload)), 'an upload may be larger than JSON').toBe(null)
    expect(refuseBody(req('GET', '/api/pages'))).toBe(null)
  })

  test('an id that is not a number is 400; Payload routes under a collection pass', async () => {
    const slugs = new Set(['doctors', 'users', 'media'])
    const bad = refuseId(req('GET', '/api/doctors/abc'), slugs)
    expect(bad!.status).toBe(400)
    expect(await message(bad)).toBe('The document id must be a number.')
    expect(refuseId(req('GET', '/api/doctors/12'), slugs)).toBe(null)
    expect(refuseId(req('GET', '/api/users/me'), slugs)).toBe(null)
    expect(refuseId(req('GET', '/api/media/file/a.jpg'), slugs)).toBe(null)
    expect(refuseId(req('GET', '/api/globals/footer'), slugs)).toBe(null)
    expect(refuseId(req('GET', '/api/doctors'), slugs)).toBe(null)
  })

  test('a where value the database cannot compare is 400; sensible ones pass', () => {
    const q = (query: string) => refuseQuery(req('GET', `/api/doctors?${query}`))?.status ?? null
    expect(q('where[id][equals]=abc')).toBe(400)
    expect(q('where[or][0][id][in]=1,x')).toBe(400)
    expect(q('where[createdAt][greater_than]=notadate')).toBe(400)
    expect(q('where[updatedAt][equals]=soon')).toBe(400)
    expect(q('where[order][less_than]=many')).toBe(400)
    expect(q('where[id][equals]=12')).toBe(null)
    expect(q('where[id][in]=1,2,3')).toBe(null)
    expect(q('where[createdAt][greater_than]=2026-11-25T00:00:00Z')).toBe(null)
    expect(q('where[order][less_than]=4')).toBe(null)
    expect(q('where[slug][equals]=istanbul')).toBe(null)
    expect(q('where[createdAt][exists]=true')).toBe(null)
    expect(q('limit=5')).toBe(null)
  })

  test('a 5xx tells nothing; a medical file is a private download', async () => {
    const failed = await secureAnswer(
      req('GET', '/api/doctors'),
      new Response('SqliteError: near "x" at ...', { status: 500 }),
    )
    expect(failed.status).toBe(500)
    expect(await message(failed)).toBe('Something went wrong.')
    const file = await secureAnswer(
      req('GET', '/api/attachments/file/scan.pdf'),
      new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    )
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(file.headers.get('content-disposition')).toBe('attachment')
    const image = await secureAnswer(req('GET', '/api/media/file/a.jpg'), new Response('x'))
    expect(image.headers.get('cache-control')).toBe(null)
  })
})
