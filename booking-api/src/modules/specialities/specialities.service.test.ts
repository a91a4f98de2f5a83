import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { createSpecialitiesReader } from './specialities.service'

type Row = { id: number; name: string; slug: string; active: boolean; order: number; updatedAt: string }

/** A Payload stand-in with specialities (no media), counting the populated list reads. */
const fakePayload = (rows: Row[]) => {
  const calls = { lists: 0, versions: 0 }
  const payload = {
    find: async (args: { collection: string; where?: unknown; locale?: string; sort?: unknown }) => {
      if (args.sort === '-updatedAt') {
        calls.versions++
        const docs = args.collection === 'media' ? [] : [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        return { docs: docs.slice(0, 1), totalDocs: docs.length }
      }
      calls.lists++
      const docs = rows
        .filter((r) => r.active)
        .sort((a, b) => a.order - b.order)
        .map((r) => ({ ...r, name: `${r.name} (${args.locale})`, description: null, image: null }))
      return { docs, totalDocs: docs.length }
    },
  }
  return { payload: payload as unknown as Payload, calls }
}

test('the list is read once per language and kept while the specialities are unchanged', async () => {
  const rows: Row[] = [
    { id: 1, name: 'Cardiology', slug: 'cardiology', active: true, order: 2, updatedAt: '2026-01-01T00:00:00Z' },
    { id: 2, name: 'Hidden', slug: 'hidden', active: false, order: 1, updatedAt: '2026-01-01T00:00:00Z' },
  ]
  const { payload, calls } = fakePayload(rows)
  // Jest's clock: Date.now() moves only when the test says (promises and I/O run as usual).
  jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] })
  const reader = createSpecialitiesReader(payload, { checkMs: 1000 })

  expect(await reader.list('en')).toStrictEqual([
    { id: 1, name: 'Cardiology (en)', slug: 'cardiology', description: null, img: null },
  ])
  await Promise.all(Array.from({ length: 20 }, () => reader.list('en')))
  expect((await reader.list('ar'))[0]!.name).toBe('Cardiology (ar)')
  expect(calls.lists, 'one populated read per language').toBe(2)
  expect(calls.versions, 'one version check (specialities and media) within the interval').toBe(2)

  // An edit in the panel: seen once the interval has passed, not before.
  rows.push({ id: 3, name: 'Oncology', slug: 'oncology', active: true, order: 1, updatedAt: '2026-02-01T00:00:00Z' })
  expect((await reader.list('en')).length).toBe(1)
  jest.advanceTimersByTime(1000)
  expect((await reader.list('en')).map((s) => s.slug)).toStrictEqual(['oncology', 'cardiology'])
  expect(calls.lists).toBe(3)

  // Unchanged after the next check: no new populated read.
  jest.advanceTimersByTime(1000)
  await reader.list('en')
  expect(calls.lists).toBe(3)
  expect(calls.versions).toBe(6)
  jest.useRealTimers()
})
