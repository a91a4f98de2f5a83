import { jwtSign } from 'payload'

import { verifyToken } from '../../src/http/sessions'
import { BoundedCache } from '../../src/lib/boundedCache'

describe('BoundedCache', () => {
  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const cache = new BoundedCache<string, number>(3)
    for (const k of ['a', 'b', 'c']) cache.set(k, 1)
    cache.get('a')
    cache.set('d', 1)
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBe(undefined)
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toStrictEqual([1, 1, 1])
    for (let i = 0; i < 10_000; i++) cache.set(`k${i}`, i)
    expect(cache.size).toBe(3)
  })

  it('keeps the total weight within maxWeight and refuses an entry heavier than all of it', () => {
    const cache = new BoundedCache<string, number[]>(100, 10, (v) => v.length)
    cache.set('a', [1, 2, 3, 4])
    cache.set('b', [1, 2, 3, 4])
    cache.set('c', [1, 2, 3, 4])
    expect(cache.totalWeight).toBe(8)
    expect(cache.get('a')).toBe(undefined)
    cache.set('huge', new Array(11).fill(0))
    expect(cache.get('huge')).toBe(undefined)
    expect(cache.totalWeight).toBe(8)
    cache.set('b', [1])
    expect(cache.totalWeight).toBe(5)
    cache.deleteWhere((_v, k) => k === 'c')
    expect(cache.totalWeight).toBe(1)
  })

  it('keeps nothing with a bound of zero', () => {
    const cache = new BoundedCache<string, number>(0)
    cache.set('a', 1)
    expect(cache.size).toBe(0)
  })
})

describe('verifyToken', () => {
  const secret = 'a'.repeat(32)
  const sign = async (fields: Record<string, unknown>, seconds = 60, key = secret) =>
    (await jwtSign({ fieldsToSign: fields as never, secret: key, tokenExpiration: seconds })).token

  it('accepts a token Payload signed with the secret, with its claims', async () => {
    const token = await sign({ id: 7, collection: 'users' })
    expect((await verifyToken(token, secret))?.id).toBe(7)
  })

  it('refuses another secret, a changed claim, an expired token and other algorithms', async () => {
    const token = await sign({ id: 7, collection: 'users' })
    expect(await verifyToken(token, 'b'.repeat(32))).toBe(null)
    const [header, body, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, id: 8 })).toString('base64url')
    expect(await verifyToken(`${header}.${forged}.${signature}`, secret)).toBe(null)
    expect(await verifyToken(token, secret, claims.exp), 'expired at exp').toBe(null)
    expect(await verifyToken(token, secret, claims.exp + 1)).toBe(null)
    const none = Buffer.from(JSON.stringify({ alg: 'none', authVersion: 1 })).toString('base64url')
    expect(await verifyToken(`${none}.${body}.`, secret)).toBe(null)
    expect(await verifyToken(`${none}.${body}.${signature}`, secret)).toBe(null)
    expect(await verifyToken('not.a.token', secret)).toBe(null)
    expect(await verifyToken(`${token}.extra`, secret)).toBe(null)
  })
})
