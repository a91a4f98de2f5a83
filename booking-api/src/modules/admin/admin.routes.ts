/** The admin area's reference data: the same six endpoints for each resource (admin only). */
import { z } from 'zod'

import type { Module } from '../module'
import type { Define } from '../../http/endpoint'
import { IdParams, Lang, PageQuery, Text } from '../../http/schemas'
import { RESOURCES, type Resource } from './admin.resources'
import { ActiveBody, AdminRecord } from './admin.schemas'
import * as admin from './admin.service'

const LocaleQuery = z.object({ locale: Lang.default('en') })
const ListQuery = PageQuery.extend({ q: Text(100).optional(), locale: Lang.default('en') })

const conflicts = {
  409: 'IN_USE, DUPLICATE, EMAIL_TAKEN, SELF_LOCKOUT or DRAFT_PENDING (a doctor with a draft waiting in the panel).',
}

const registerResource = (define: Define, r: Resource) => {
  const base = `/admin/${r.path}`
  const tag = `Admin: ${r.label}`
  const localeNote = r.localized ? ' Localized fields are read and written in `?locale=` (en default).' : ''

  define(
    {
      method: 'get',
      path: base,
      tag,
      summary: `List ${r.label.toLowerCase()} (paged, \`q\` searches ${r.search.join(', ')})`,
      description: `Sorted by ${r.sort}.${localeNote}`,
      access: 'admin',
      query: ListQuery,
      paged: true,
      content: z.array(AdminRecord),
    },
    async ({ payload, caller, query }) => ({
      ...(await admin.list(payload, caller!, r, { ...query, q: query.q || undefined })),
    }),
  )
  define(
    {
      method: 'get',
      path: `${base}/{id}`,
      tag,
      summary: `One of ${r.label.toLowerCase()}`,
      access: 'admin',
      params: IdParams,
      query: LocaleQuery,
      content: AdminRecord,
    },
    async ({ payload, caller, params, query }) => ({
      content: await admin.get(payload, caller!, r, params.id, query.locale),
    }),
  )
  define(
    {
      method: 'post',
      path: base,
      tag,
      summary: `Create one of ${r.label.toLowerCase()}`,
      description: localeNote.trim() || undefined,
      access: 'admin',
      query: LocaleQuery,
      body: r.create,
      content: AdminRecord,
      successStatus: 201,
      failures: conflicts,
    },
    async ({ payload, caller, query, body }) => ({
      message: 'CREATED',
      content: await admin.create(payload, caller!, r, body, query.locale),
    }),
  )
  define(
    {
      method: 'put',
      path: `${base}/{id}`,
      tag,
      summary: `Change fields of one of ${r.label.toLowerCase()}`,
      description: localeNote.trim() || undefined,
      access: 'admin',
      params: IdParams,
      query: LocaleQuery,
      body: r.update,
      content: AdminRecord,
      failures: conflicts,
    },
    async ({ payload, caller, params, query, body }) => ({
      message: 'UPDATED',
      content: await admin.update(payload, caller!, r, params.id, body, query.locale),
    }),
  )
  define(
    {
      method: 'put',
      path: `${base}/{id}/active`,
      tag,
      summary: `Switch one of ${r.label.toLowerCase()} on or off (the table's active toggle)`,
      description:
        '`?locale=` is the language the table shows: the record is written and answered in it, so a record ' +
        'whose required texts exist only in that language can still be switched.',
      access: 'admin',
      params: IdParams,
      query: LocaleQuery,
      body: ActiveBody,
      content: AdminRecord,
      failures: conflicts,
    },
    async ({ payload, caller, params, query, body }) => ({
      message: 'UPDATED',
      content: await admin.update(payload, caller!, r, params.id, { active: body.active }, query.locale),
    }),
  )
  define(
    {
      method: 'delete',
      path: `${base}/{id}`,
      tag,
      summary: `Delete one of ${r.label.toLowerCase()} (409 IN_USE while referenced)`,
      access: 'admin',
      params: IdParams,
      failures: conflicts,
    },
    async ({ payload, caller, params }) => ({
      message: 'DELETED',
      content: await admin.remove(payload, caller!, r, params.id),
    }),
  )
}

export const adminModule: Module = (define) => {
  for (const r of RESOURCES) registerResource(define, r)
}
