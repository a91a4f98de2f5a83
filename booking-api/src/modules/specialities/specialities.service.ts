/**
 * Active specialities per language, kept in memory: every booking form and the treatments
 * wizard read them, and they change a few times a year. The cached list stays valid while the
 * specialities' version — their count and newest `updatedAt`, and the same of the media their
 * images come from — is unchanged. The version is read at most once per `checkMs`, so an edit in
 * the panel (another process) shows here within that time, while a burst of requests costs one
 * small query a second instead of a populated `find` each.
 */
import type { Payload } from 'payload'

import type { Media, Speciality } from '@medtour/cms/payload-types'

export type Lang = 'en' | 'ar'

export type SpecialityDto = {
  id: number
  name: string
  slug: string
  description: string | null
  img: string | null
}

const toDto = (s: Speciality): SpecialityDto => ({
  id: s.id,
  name: typeof s.name === 'string' ? s.name : '',
  slug: s.slug,
  description: s.description ?? null,
  img: s.image && typeof s.image === 'object' ? ((s.image as Media).url ?? null) : null,
})

export const createSpecialitiesReader = (payload: Payload, { checkMs = 1000 } = {}) => {
  const lists = new Map<Lang, { version: string; docs: SpecialityDto[] }>()
  let version: { value: string; at: number } | null = null
  let reading: Promise<string> | null = null

  /** Count and newest change of a collection (one indexed read, no population). */
  const stamp = async (collection: 'specialities' | 'media') => {
    const newest = await payload.find({
      collection,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: true,
    })
    return `${newest.totalDocs}@${newest.docs[0]?.updatedAt ?? ''}`
  }

  const currentVersion = (): Promise<string> => {
    if (version && Date.now() - version.at < checkMs) return Promise.resolve(version.value)
    reading ??= Promise.all([stamp('specialities'), stamp('media')])
      .then((parts) => {
        version = { value: parts.join('|'), at: Date.now() }
        return version.value
      })
      .finally(() => {
        reading = null
      })
    return reading
  }

  /** Every active speciality in `lang`, by panel order (the reference data is public). */
  const list = async (lang: Lang): Promise<SpecialityDto[]> => {
    const v = await currentVersion()
    const cached = lists.get(lang)
    if (cached?.version === v) return cached.docs
    const result = await payload.find({
      collection: 'specialities',
      where: { active: { equals: true } },
      sort: ['order', 'id'],
      pagination: false,
      depth: 1,
      locale: lang,
      overrideAccess: true,
    })
    const docs = (result.docs as Speciality[]).map(toDto)
    lists.set(lang, { version: v, docs })
    return docs
  }

  return { list }
}
