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
      expect(sort).toBe('-updatedAt')
      expect(limit).toBe(1)
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
  expect(res.headers.get('cache-control')).toBe('no-store')
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
  expect(base.read.sort(), 'private and internal collections are not read').toStrictEqual(['pages', 'providers'])
  expect((await versionOf(content(), globals)).version, 'stable while nothing changes').toBe(base.version)

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
    expect((await versionOf(collections, g)).version, what).not.toBe(base.version)
  }
  expect((await versionOf(booked, globals)).version, 'bookings are not content').toBe(base.version)
})

test('private and internal collections are not content', () => {
  for (const slug of ['users', 'appointments', 'attachments', 'treatment-requests', 'contact-messages', 'payload-kv'])
    expect(isContent(slug), slug).toBe(false)
  for (const slug of ['pages', 'providers', 'media', 'doctors']) expect(isContent(slug), slug).toBe(true)
})
