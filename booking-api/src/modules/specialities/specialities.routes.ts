import { z } from 'zod'

import type { Module } from '..'
import type { Media, Speciality } from '../../../../cms/src/payload-types'
import { Lang, LimitQuery } from '../../http/schemas'

const SpecialityDto = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    img: z.string().nullable(),
  })
  .openapi('Speciality')

/** Active specialities in the asked language (`lang`, default en), by their panel order. */
export const specialitiesModule: Module = (define, payload) => {
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
    async ({ query }) => {
      // Payload pages by page number: read from the start of the page that holds the offset.
      const page = Math.floor(query.offset / query.limit) + 1
      const skip = query.offset % query.limit
      const result = await payload.find({
        collection: 'specialities',
        where: { active: { equals: true } },
        sort: ['order', 'id'],
        page: skip ? 1 : page,
        limit: skip ? query.offset + query.limit : query.limit,
        depth: 1,
        locale: query.lang,
        overrideAccess: true,
      })
      const docs = (result.docs as Speciality[]).slice(skip ? query.offset : 0, (skip ? query.offset : 0) + query.limit)
      return {
        content: docs.map((s) => ({
          id: s.id,
          name: typeof s.name === 'string' ? s.name : '',
          slug: s.slug,
          description: s.description ?? null,
          img: s.image && typeof s.image === 'object' ? ((s.image as Media).url ?? null) : null,
        })),
        totalElements: result.totalDocs,
        totalPages: Math.ceil(result.totalDocs / query.limit),
      }
    },
  )
}
