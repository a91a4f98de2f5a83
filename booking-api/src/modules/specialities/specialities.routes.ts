import { z } from 'zod'

import type { Module } from '../module'
import { prebuild, sendPrebuilt, type Prebuilt } from '../../http/endpoint'
import { Lang, LimitQuery } from '../../http/schemas'
import { createSpecialitiesReader, type SpecialityDto } from './specialities.service'

/** Pages of one list kept serialized (a few are asked for: the forms ask for the first 100). */
const PAGES_KEPT = 16

const SpecialityDto = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    img: z.string().nullable(),
  })
  .openapi('Speciality')

/**
 * Active specialities in the asked language (`lang`, default en), by their panel order, from the
 * in-memory list (specialities.service.ts). Each page of a list is serialized once, with its
 * ETag, and sent as it is until the list changes (a new list is a new array, so the pages made
 * from the old one are dropped with it). Public data: browsers revalidate with the ETag and get a
 * 304 while nothing changed.
 */
export const specialitiesModule: Module = (define, payload) => {
  const specialities = createSpecialitiesReader(payload)
  const pages = new WeakMap<SpecialityDto[], Map<string, Prebuilt>>()
  define(
    {
      method: 'get',
      path: '/speciality',
      tag: 'Specialities',
      summary: 'Active specialities (limit 100, offset 0 by default)',
      access: 'public',
      query: LimitQuery.extend({
        offset: LimitQuery.shape.offset.pipe(z.number().max(10_000)),
        lang: Lang.default('en'),
      }),
      content: z.array(SpecialityDto),
      paged: true,
    },
    async ({ query, res }) => {
      const all = await specialities.list(query.lang)
      let kept = pages.get(all)
      if (!kept) pages.set(all, (kept = new Map()))
      const key = `${query.offset}:${query.limit}`
      let answer = kept.get(key)
      if (!answer) {
        answer = prebuild({
          content: all.slice(query.offset, query.offset + query.limit),
          totalElements: all.length,
          totalPages: Math.ceil(all.length / query.limit),
        })
        if (kept.size < PAGES_KEPT) kept.set(key, answer)
      }
      res.setHeader('Cache-Control', 'public, no-cache')
      sendPrebuilt(res, answer)
    },
  )
}
