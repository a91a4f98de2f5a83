import assert from 'node:assert/strict'
import { test } from 'node:test'

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
  let clock = 0
  const reader = createSpecialitiesReader(payload, { checkMs: 1000, now: () => clock })

  assert.deepEqual(await reader.list('en'), [
    { id: 1, name: 'Cardiology (en)', slug: 'cardiology', description: null, img: null },
  ])
  await Promise.all(Array.from({ length: 20 }, () => reader.list('en')))
  assert.equal((await reader.list('ar'))[0]!.name, 'Cardiology (ar)')
  assert.equal(calls.lists, 2, 'one populated read per language')
  assert.equal(calls.versions, 2, 'one version check (specialities and media) within the interval')

  // An edit in the panel: seen once the interval has passed, not before.
  rows.push({ id: 3, name: 'Oncology', slug: 'oncology', active: true, order: 1, updatedAt: '2026-02-01T00:00:00Z' })
  assert.equal((await reader.list('en')).length, 1)
  clock += 1000
  assert.deepEqual(
    (await reader.list('en')).map((s) => s.slug),
    ['oncology', 'cardiology'],
  )
  assert.equal(calls.lists, 3)

  // Unchanged after the next check: no new populated read.
  clock += 1000
  await reader.list('en')
  assert.equal(calls.lists, 3)
  assert.equal(calls.versions, 6)
})
