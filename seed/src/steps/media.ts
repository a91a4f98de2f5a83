import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import type { Stats } from '../lib/upsert'

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets')

type Manifest = Record<string, { file: string; alt: { en: string; ar: string } }>
const manifest = JSON.parse(readFileSync(path.join(assetsDir, 'manifest.json'), 'utf8')) as Manifest

/** Uploads the shipped image `key` once (found again by its key) and returns its id. */
export const mediaSeeder = (payload: Payload, stats: Stats) => {
  const ids = new Map<string, number | string>()
  return async (key: string) => {
    const known = ids.get(key)
    if (known !== undefined) return known
    const entry = manifest[key]
    if (!entry) throw new Error(`Seed image "${key}" is not in seed/assets/manifest.json`)
    const found = await payload.find({
      collection: 'media',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const doc = await payload.create({
        collection: 'media',
        data: { key, alt: entry.alt.en },
        filePath: path.join(assetsDir, entry.file),
        locale: 'en',
        overrideAccess: true,
        context: { seeding: true },
      })
      id = doc.id
      await payload.update({
        collection: 'media',
        id,
        data: { alt: entry.alt.ar },
        locale: 'ar',
        overrideAccess: true,
        context: { seeding: true },
      })
      stats.created++
    } else {
      stats.unchanged++
    }
    ids.set(key, id)
    return id
  }
}
