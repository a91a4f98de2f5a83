import assert from 'node:assert/strict'
import { test } from 'node:test'

import type { PayloadRequest } from 'payload'

import { contentVersion, isContent } from './contentVersion'

type Doc = { updatedAt: string }

/** A Payload stand-in holding a few documents per collection and an `updatedAt` per global. */
const fakeRequest = (collections: Record<string, Doc[]>, globals: Record<string, string>) => {
  const read: string[] = []
  const payload = {
    config: {
      collections: Object.keys(collections).map((slug) => ({ slug })),
      globals: Object.keys(globals).map((slug) => ({ slug })),
    },
    find: async ({ collection, sort, limit }: { collection: string; sort: string; limit: number }) => {
      read.push(collection)
      assert.equal(sort, '-updatedAt')
      assert.equal(limit, 1)
      const docs = [...collections[collection]!].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      return { docs: docs.slice(0, 1), totalDocs: docs.length }
    },
    findGlobal: async ({ slug }: { slug: string }) => ({ updatedAt: globals[slug] }),
  }
  return { req: { payload } as unknown as PayloadRequest, read }
}

const versionOf = async (collections: Record<string, Doc[]>, globals: Record<string, string>) => {
  const { req, read } = fakeRequest(collections, globals)
  const res = await contentVersion.handler(req)
  assert.equal(res.headers.get('cache-control'), 'no-store')
  return { version: ((await res.json()) as { version: string }).version, read }
}

const content = () => ({
  providers: [{ updatedAt: '2026-01-01T00:00:00.000Z' }, { updatedAt: '2026-01-02T00:00:00.000Z' }],
  pages: [{ updatedAt: '2026-01-03T00:00:00.000Z' }],
  appointments: [{ updatedAt: '2026-01-04T00:00:00.000Z' }],
  'payload-preferences': [{ updatedAt: '2026-01-05T00:00:00.000Z' }],
})
const globals = { footer: '2026-01-01T00:00:00.000Z' }

test('the content version changes with any save, create or delete of content, and only then', async () => {
  const base = await versionOf(content(), globals)
  assert.deepEqual(base.read.sort(), ['pages', 'providers'], 'private and internal collections are not read')
  assert.equal((await versionOf(content(), globals)).version, base.version, 'stable while nothing changes')

  const saved = content()
  saved.providers[0]!.updatedAt = '2026-02-01T00:00:00.000Z'
  const deleted = content()
  deleted.providers.pop()
  const created = content()
  created.pages.push({ updatedAt: '2026-01-03T00:00:00.000Z' })
  const booked = content()
  booked.appointments.push({ updatedAt: '2026-03-01T00:00:00.000Z' })
  for (const [what, collections, g] of [
    ['a save', saved, globals],
    ['a delete', deleted, globals],
    ['a create (same timestamp)', created, globals],
    ['a global', content(), { footer: '2026-02-01T00:00:00.000Z' }],
  ] as const) {
    assert.notEqual((await versionOf(collections, g)).version, base.version, what)
  }
  assert.equal((await versionOf(booked, globals)).version, base.version, 'bookings are not content')
})

test('private and internal collections are not content', () => {
  for (const slug of ['users', 'appointments', 'attachments', 'treatment-requests', 'contact-messages', 'payload-kv'])
    assert.equal(isContent(slug), false, slug)
  for (const slug of ['pages', 'providers', 'media', 'doctors']) assert.equal(isContent(slug), true, slug)
})
