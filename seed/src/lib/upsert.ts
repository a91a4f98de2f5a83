/**
 * Idempotent writes for the seed. A document is found by its natural key; when it exists the
 * seed leaves it alone (staff edits in the panel are never overwritten) unless the run was
 * started with SEED_FORCE=true, which rewrites it from the fixtures. A second plain run
 * therefore changes nothing.
 */
import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { carryIds } from './locales'

export type Stats = { created: number; updated: number; unchanged: number }
export const newStats = (): Stats => ({ created: 0, updated: 0, unchanged: 0 })

const ctx = { seeding: true }

/** What every seeded write takes: the English and Arabic values and the run's options. */
type Bilingual = {
  payload: Payload
  en: Record<string, unknown>
  ar?: Record<string, unknown>
  /** top-level keys of non-localized arrays whose rows carry localized fields */
  carry?: string[]
  force: boolean
  stats: Stats
}

type UpsertArgs = Bilingual & { collection: CollectionSlug; where: Where }

type Drafted = { versions?: { drafts?: unknown } | boolean }

/** The seed publishes what it writes: drafted content gets `_status: published`. */
const published = (config: Drafted | undefined, data: Record<string, unknown>) =>
  typeof config?.versions === 'object' && config.versions.drafts ? { ...data, _status: 'published' } : data

const withCarriedIds = (ar: Record<string, unknown>, existing: Record<string, unknown>, carry: string[]) => {
  const out = { ...ar }
  for (const key of carry) if (key in out) out[key] = carryIds(out[key], existing[key])
  return out
}

export const upsert = async ({ payload, collection, where, en, ar, carry = [], force, stats }: UpsertArgs) => {
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    locale: 'en',
    pagination: false,
  })
  const existing = found.docs[0] as { id: number | string } | undefined
  if (existing && !force) {
    stats.unchanged++
    return existing.id
  }
  const config = payload.collections[collection]?.config as Drafted | undefined
  const doc = existing
    ? await payload.update({
        collection,
        id: existing.id,
        data: published(config, en),
        locale: 'en',
        depth: 0,
        overrideAccess: true,
        context: ctx,
      })
    : await payload.create({
        collection,
        data: published(config, en) as never,
        locale: 'en',
        depth: 0,
        overrideAccess: true,
        context: ctx,
      })
  if (ar) {
    await payload.update({
      collection,
      id: doc.id,
      data: published(config, withCarriedIds(ar, doc as unknown as Record<string, unknown>, carry)),
      locale: 'ar',
      depth: 0,
      overrideAccess: true,
      context: ctx,
    })
  }
  if (existing) stats.updated++
  else stats.created++
  return doc.id
}

type GlobalArgs = Bilingual & { slug: GlobalSlug }

/** A global counts as seeded once it has been saved (it has an `updatedAt`). */
export const seedGlobal = async ({ payload, slug, en, ar, carry = [], force, stats }: GlobalArgs) => {
  const current = await payload.findGlobal({ slug, depth: 0, locale: 'en', overrideAccess: true })
  const seeded = Boolean((current as { updatedAt?: string }).updatedAt)
  if (seeded && !force) {
    stats.unchanged++
    return
  }
  const config = payload.config.globals.find((g) => g.slug === slug) as Drafted | undefined
  const saved = await payload.updateGlobal({
    slug,
    data: published(config, en),
    locale: 'en',
    depth: 0,
    overrideAccess: true,
    context: ctx,
  })
  if (ar) {
    await payload.updateGlobal({
      slug,
      data: published(config, withCarriedIds(ar, saved as unknown as Record<string, unknown>, carry)),
      locale: 'ar',
      depth: 0,
      overrideAccess: true,
      context: ctx,
    })
  }
  if (seeded) stats.updated++
  else stats.created++
}
