import { z } from 'zod'

import type { Module } from '..'
import { Lang, LimitQuery } from '../../http/schemas'
import { createSpecialitiesReader } from './specialities.service'

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
 * in-memory list (specialities.service.ts). Public data: browsers revalidate with the ETag
 * Express sends and get a 304 while nothing changed.
 */
export const specialitiesModule: Module = (define, payload) => {
  const specialities = createSpecialitiesReader(payload)
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
      res.setHeader('Cache-Control', 'public, no-cache')
      return {
        content: all.slice(query.offset, query.offset + query.limit),
        totalElements: all.length,
        totalPages: Math.ceil(all.length / query.limit),
      }
    },
  )
}
