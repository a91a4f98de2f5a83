import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { jwtSign } from 'payload'

import { verifyToken } from '../../src/http/sessions'
import { BoundedCache } from '../../src/lib/boundedCache'

describe('BoundedCache', () => {
  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const cache = new BoundedCache<string, number>(3)
    for (const k of ['a', 'b', 'c']) cache.set(k, 1)
    cache.get('a')
    cache.set('d', 1)
    assert.equal(cache.size, 3)
    assert.equal(cache.get('b'), undefined)
    assert.deepEqual(
      ['a', 'c', 'd'].map((k) => cache.get(k)),
      [1, 1, 1],
    )
    for (let i = 0; i < 10_000; i++) cache.set(`k${i}`, i)
    assert.equal(cache.size, 3)
  })

  it('keeps the total weight within maxWeight and refuses an entry heavier than all of it', () => {
    const cache = new BoundedCache<string, number[]>(100, 10, (v) => v.length)
    cache.set('a', [1, 2, 3, 4])
    cache.set('b', [1, 2, 3, 4])
    cache.set('c', [1, 2, 3, 4])
    assert.equal(cache.totalWeight, 8)
    assert.equal(cache.get('a'), undefined)
    cache.set('huge', new Array(11).fill(0))
    assert.equal(cache.get('huge'), undefined)
    assert.equal(cache.totalWeight, 8)
    cache.set('b', [1])
    assert.equal(cache.totalWeight, 5)
    cache.deleteWhere((_v, k) => k === 'c')
    assert.equal(cache.totalWeight, 1)
  })

  it('keeps nothing with a bound of zero', () => {
    const cache = new BoundedCache<string, number>(0)
    cache.set('a', 1)
    assert.equal(cache.size, 0)
  })
})

describe('verifyToken', () => {
  const secret = 'a'.repeat(32)
  const sign = async (fields: Record<string, unknown>, seconds = 60, key = secret) =>
    (await jwtSign({ fieldsToSign: fields as never, secret: key, tokenExpiration: seconds })).token

  it('accepts a token Payload signed with the secret, with its claims', async () => {
    const token = await sign({ id: 7, collection: 'users' })
    assert.equal(verifyToken(token, secret)?.id, 7)
  })

  it('refuses another secret, a changed claim, an expired token and other algorithms', async () => {
    const token = await sign({ id: 7, collection: 'users' })
    assert.equal(verifyToken(token, 'b'.repeat(32)), null)
    const [header, body, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, id: 8 })).toString('base64url')
    assert.equal(verifyToken(`${header}.${forged}.${signature}`, secret), null)
    assert.equal(verifyToken(token, secret, claims.exp), null, 'expired at exp')
    assert.equal(verifyToken(token, secret, claims.exp + 1), null)
    const none = Buffer.from(JSON.stringify({ alg: 'none', authVersion: 1 })).toString('base64url')
    assert.equal(verifyToken(`${none}.${body}.`, secret), null)
    assert.equal(verifyToken(`${none}.${body}.${signature}`, secret), null)
    assert.equal(verifyToken('not.a.token', secret), null)
    assert.equal(verifyToken(`${token}.extra`, secret), null)
  })
})
