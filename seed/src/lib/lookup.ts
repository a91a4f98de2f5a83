import type { CollectionSlug, Payload } from 'payload'

/** Map of natural key → id for a whole (small) collection. */
export const idsBy = async (payload: Payload, collection: CollectionSlug, field = 'slug') => {
  const { docs } = await payload.find({ collection, depth: 0, pagination: false, overrideAccess: true, locale: 'en' })
  return new Map(docs.map((d) => [String((d as unknown as Record<string, unknown>)[field]), d.id]))
}

export const must = <K, V>(map: Map<K, V>, key: K, what: string): V => {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Seed: unknown ${what} "${String(key)}"`)
  return value
}
